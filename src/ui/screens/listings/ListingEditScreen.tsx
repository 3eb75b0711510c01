import { lazy, Suspense, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ListingEditorPresenter } from '../../../application/listings/listing-editor-presenter';
import { LISTING_STEPS, type ListingStep } from '../../../domain/listing/listing';
import type { Route } from '../../../domain/routing/route';
import { usePageHead } from '../../seo/use-page-head';
import { usePageEntered } from '../../components/search/use-page-entered';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { Modal } from '../../modal/Modal';
import { AccountState } from '../account/AccountNav';
import { ConditionsStep } from './steps/ConditionsStep';
import { DescriptionStep } from './steps/DescriptionStep';
import { EquipmentStep } from './steps/EquipmentStep';
import { HarbourStep } from './steps/HarbourStep';
import { OptionsStep } from './steps/OptionsStep';
import { PicturesStep } from './steps/PicturesStep';
import { PricesStep } from './steps/PricesStep';
import { SpecsStep } from './steps/SpecsStep';
import { TypeStep } from './steps/TypeStep';
import type { StepProps } from './steps/fields';

type Props = { presenter: ListingEditorPresenter };

const INVALID_FIELD = ':is(input, select, textarea)[aria-invalid="true"], fieldset[aria-invalid="true"] input';

const STEP_VIEWS: Record<ListingStep, (props: StepProps) => ReactNode> = {
  type: (p) => <TypeStep {...p} />,
  specs: (p) => <SpecsStep {...p} />,
  equipment: (p) => <EquipmentStep {...p} />,
  description: (p) => <DescriptionStep {...p} />,
  harbour: (p) => <HarbourStep {...p} />,
  pictures: (p) => <PicturesStep {...p} />,
  prices: (p) => <PricesStep {...p} />,
  options: (p) => <OptionsStep {...p} />,
  conditions: (p) => <ConditionsStep {...p} />,
};

/** The steps with the progress bar: done ✓, missing marked, the current one highlighted; each opens its step. */
const StepList = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  return (
    <nav className="listing-steps" aria-label={t('editor.stepsLabel')}>
      <div className="listing-progress">
        <progress max={100} value={presenter.progress} aria-labelledby="listing-progress-label" />
        <span id="listing-progress-label">{t('editor.progress', { progress: presenter.progress })}</span>
      </div>
      <ol>
        {presenter.steps.map((s, i) => (
          <li key={s.step} className={`${s.done ? 'is-done' : ''} ${s.missing ? 'is-missing' : ''}`}>
            <button type="button" aria-current={s.current ? 'step' : undefined} disabled={!s.enabled} onClick={() => presenter.stepClicked(s.step)}>
              <span className="step-mark" aria-hidden="true">
                {s.done ? '✓' : i + 1}
              </span>
              <span>{t(`steps.${s.step}`)}</span>
              {s.done && <span className="visually-hidden"> ({t('editor.done')})</span>}
              {s.missing && <span className="step-missing">{t('editor.missing')}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
});

/** Status, publish / pause / publish again, and what is missing when publishing was refused. */
const PublishBar = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  const listing = presenter.listing;
  if (!listing) return null;
  const action = presenter.statusAction;
  const text =
    listing.status === 'published'
      ? t('publish.publishedText')
      : listing.status === 'paused'
        ? t('publish.pausedText')
        : listing.status === 'rejected'
          ? t('publish.rejectedText', { reason: listing.rejectionReason ?? '' })
          : presenter.missingSteps.length === 0
            ? t('publish.ready')
            : t('publish.notReady');
  return (
    <section className="publish-bar" aria-labelledby="publish-title">
      <h2 id="publish-title" className="visually-hidden">
        {t('publish.title')}
      </h2>
      <span className={`badge listing-status-${listing.status}`}>{t(`status.${listing.status}`)}</span>
      <p>{text}</p>
      <div className="publish-actions">
        {listing.productUrl && listing.status === 'published' && (
          <Link className="button ghost" href={listing.productUrl}>
            {t('publish.view')}
          </Link>
        )}
        {action === 'publish' || action === 'unpause' ? (
          <button type="button" className="button primary" disabled={!presenter.canPublish} onClick={() => void presenter.statusChanged('published')} aria-describedby="publish-status">
            {presenter.changingStatus ? t('publish.changing') : t(action === 'publish' ? 'publish.publish' : 'publish.unpause')}
          </button>
        ) : action === 'pause' ? (
          <button type="button" className="button" disabled={presenter.changingStatus} onClick={() => void presenter.statusChanged('paused')}>
            {presenter.changingStatus ? t('publish.changing') : t('publish.pause')}
          </button>
        ) : null}
      </div>
      <div id="publish-status" aria-live="polite" className="publish-status">
        {presenter.statusErrorKey && (
          <p className="field-error" role="alert">
            {t(presenter.statusErrorKey)}
          </p>
        )}
        {presenter.publishMissing.length > 0 && (
          <ul className="missing-steps">
            {presenter.publishMissing.map((step) => (
              <li key={step}>
                <a
                  href={presenter.editorHref(step)}
                  onClick={(e) => {
                    e.preventDefault();
                    presenter.stepClicked(step);
                  }}
                >
                  {t(`steps.${step}`)}
                </a>
              </li>
            ))}
          </ul>
        )}
        {presenter.hasChanges && (action === 'publish' || action === 'unpause') && presenter.missingSteps.length === 0 && <p className="field-hint">{t('publish.saveFirst')}</p>}
      </div>
    </section>
  );
});

/** The current step's form: its fields, what went wrong, Back / Save / Save and continue. */
const StepForm = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['listings', 'common']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step = presenter.step;
  // Moving to another step puts the keyboard and screen reader at its title (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  const formRef = useRef<HTMLFormElement>(null);
  const isLast = presenter.stepIndex === LISTING_STEPS.length - 1;
  // A refused save puts the keyboard on the first field to fix (once the form is enabled again).
  const save = async (thenContinue: boolean) => {
    await presenter.saveClicked(thenContinue);
    if (Object.keys(presenter.fieldErrors).length === 0) return;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(INVALID_FIELD)?.focus());
  };
  // Enter saves; on the last step there is no next one to go on to.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(!isLast);
  };
  return (
    <form ref={formRef} className="listing-form" onSubmit={onSubmit} noValidate aria-labelledby="listing-step-title">
      <h2 id="listing-step-title" ref={headingRef} tabIndex={-1}>
        {t(`listings:steps.${step}`)}
      </h2>
      <p className="muted">{presenter.isNew ? t('listings:editor.newNotice') : t(`listings:stepHints.${step}`)}</p>
      <fieldset className="listing-step-fields" disabled={presenter.saving}>
        {STEP_VIEWS[step]({ presenter })}
      </fieldset>
      <div aria-live="polite" className="listing-save-status">
        {presenter.saving && <p className="muted">{t('listings:editor.saving')}</p>}
        {presenter.savedNotice && <p className="notice success">{t('listings:editor.saved')}</p>}
        {presenter.saveErrorKey && (
          <div role="alert" className="alert">
            <p>{t(presenter.saveErrorKey)}</p>
            {presenter.canRetry && (
              <button type="button" className="button" onClick={() => void presenter.retryClicked()}>
                {t('listings:editor.retry')}
              </button>
            )}
          </div>
        )}
      </div>
      <div className="listing-form-actions">
        {presenter.stepIndex > 0 && (
          <button type="button" className="button ghost" onClick={() => presenter.backClicked()} disabled={presenter.saving}>
            {t('listings:editor.back')}
          </button>
        )}
        {!presenter.isNew && !isLast && (
          <button type="button" className="button" onClick={() => void save(false)} disabled={presenter.saving}>
            {t('listings:editor.save')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={presenter.saving}>
          {presenter.isNew ? t('listings:editor.create') : isLast ? t('listings:editor.save') : t('listings:editor.saveAndContinue')}
        </button>
      </div>
    </form>
  );
});

/** Leaving a step with unsaved changes: save and go, discard and go, or stay. */
const UnsavedGuard = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  return (
    <Modal
      open={presenter.pendingStep !== null}
      onClose={() => presenter.leaveCancelled()}
      title={t('editor.unsaved.title')}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => presenter.leaveCancelled()}>
            {t('editor.unsaved.stay')}
          </button>
          <button type="button" className="button" onClick={() => presenter.leaveDiscarded()}>
            {t('editor.unsaved.discard')}
          </button>
          <button type="button" className="button primary" disabled={presenter.saving} onClick={() => void presenter.leaveSaved()}>
            {t('editor.unsaved.save')}
          </button>
        </>
      }
    >
      <p>{t('editor.unsaved.text')}</p>
    </Modal>
  );
});

const Tabs = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listings');
  if (presenter.isNew) return null;
  return (
    <div className="listing-tabs" role="tablist" aria-label={t('editor.tabs.label')}>
      {(['listing', 'calendar'] as const).map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`listing-tab-${tab}`}
          aria-selected={presenter.tab === tab}
          aria-controls={`listing-panel-${tab}`}
          tabIndex={presenter.tab === tab ? 0 : -1}
          onClick={() => presenter.tabChosen(tab)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
              e.preventDefault();
              const next = tab === 'listing' ? 'calendar' : 'listing';
              presenter.tabChosen(next);
              document.getElementById(`listing-tab-${next}`)?.focus();
            }
          }}
        >
          {t(`editor.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
});

// The calendar tab loads its own chunk (and its own namespace) when first opened.
const ListingCalendar = lazy(() => import('./ListingCalendar').then((m) => ({ default: m.ListingCalendar })));

const CalendarPanel = observer(({ presenter }: Props) => {
  const id = presenter.listing?.id;
  if (id === undefined) return null;
  return (
    <Suspense fallback={<div className="skeleton-block" aria-busy="true" />}>
      <ListingCalendar listingId={id} />
    </Suspense>
  );
});

/**
 * The editor itself (publish bar, tabs, steps, unsaved-changes guard). The back office shows it without the publish
 * bar: staff change a listing's status from its review page, with a reason (issue [7]).
 */
export const ListingEditor = observer(({ presenter, withPublishBar = true }: Props & { withPublishBar?: boolean }) => {
  // A page left (reload, another site) with unsaved changes asks the browser's own question first.
  const unsaved = presenter.hasChanges;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <>
      {withPublishBar && <PublishBar presenter={presenter} />}
      <Tabs presenter={presenter} />
      {presenter.tab === 'calendar' && !presenter.isNew ? (
        <div role="tabpanel" id="listing-panel-calendar" aria-labelledby="listing-tab-calendar">
          <CalendarPanel presenter={presenter} />
        </div>
      ) : (
        <div className="listing-editor-layout" role={presenter.isNew ? undefined : 'tabpanel'} id="listing-panel-listing" aria-labelledby={presenter.isNew ? undefined : 'listing-tab-listing'}>
          <StepList presenter={presenter} />
          <StepForm presenter={presenter} />
        </div>
      )}
      <UnsavedGuard presenter={presenter} />
    </>
  );
});

/** account/listing/edit/{identifier}: the stepwise listing editor (`new` for a new listing). */
const ListingEditScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['listings', 'account']);
  const presenter = usePagePresenterOf(ListingEditorPresenter);
  usePageEntered(presenter, route);
  useEffect(() => () => presenter.dispose(), [presenter]);
  const title = presenter.isNew ? t('listings:editor.titleNew') : presenter.listingTitle ? t('listings:editor.title', { title: presenter.listingTitle }) : t('listings:editor.titleUntitled');
  usePageHead({ title, description: t('listings:meta.editorDescription') });
  return (
    <div className="page listing-editor">
      <Link className="back-link" href={presenter.listingsHref}>
        ← {t('listings:editor.backToListings')}
      </Link>
      <h1>{title}</h1>
      {presenter.status !== 'ready' ? <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} /> : <ListingEditor presenter={presenter} />}
    </div>
  );
});

export default ListingEditScreen;
