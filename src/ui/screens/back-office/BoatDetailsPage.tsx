import { Fragment, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BoatReviewPresenter, type BoatReviewView } from '../../../application/backoffice/boat-review-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { AuditTrail } from './AuditTrail';
import { BoatsPageState } from './boats/BoatsPageState';
import { ReviewActions } from './boats/ReviewActions';
import './boats/boats.css';
import { pictureAtWidth } from '../../../domain/media/picture-widths';

const Owner = ({ view }: { view: BoatReviewView }) => {
  const { t } = useTranslation('backoffice-boats');
  const { owner, counts } = view;
  return (
    <section className="bb-card" aria-labelledby="bb-owner">
      <h2 id="bb-owner">{t('review.owner')}</h2>
      <p className="bb-row">
        <strong>{owner.name}</strong>
        <span className="muted">{owner.email}</span>
        {owner.isPro && <span className="badge">{t('review.ownerPro')}</span>}
        {owner.flagged && <span className="badge listing-status-rejected">{t('review.ownerFlagged')}</span>}
      </p>
      {owner.flagged && owner.flagReason && <p className="muted">{t('review.flagReason', { reason: owner.flagReason })}</p>}
      <dl className="bb-facts">
        <dt>{t('review.counts.bookings')}</dt>
        <dd>{counts.bookings}</dd>
        <dt>{t('review.counts.openRequests')}</dt>
        <dd>{counts.openRequests}</dd>
        <dt>{t('review.counts.reviews')}</dt>
        <dd>
          {counts.reviews} · {counts.reviewsAverage}
        </dd>
        <dt>{t('review.created')}</dt>
        <dd>{view.createdAt}</dd>
        <dt>{t('review.published')}</dt>
        <dd>{view.publishedAt ?? '—'}</dd>
      </dl>
    </section>
  );
};

const Listing = ({ view }: { view: BoatReviewView }) => {
  const { t } = useTranslation(['backoffice-boats', 'listings']);
  return (
    <>
      <section className="bb-card" aria-labelledby="bb-texts">
        <h2 id="bb-texts">{t('review.texts')}</h2>
        {view.texts.length === 0 && <p className="muted">{t('review.noText')}</p>}
        {view.texts.map((text) => (
          <article key={text.language} lang={text.language}>
            <h3>
              <span className="badge">{text.language}</span> {text.title || t('review.noTitle')}
            </h3>
            <p className="bb-text">{text.description || t('review.noDescription')}</p>
          </article>
        ))}
      </section>
      <section className="bb-card" aria-labelledby="bb-pictures">
        <h2 id="bb-pictures">{t('review.pictures', { number: view.pictures.length })}</h2>
        {view.pictures.length === 0 ? (
          <p className="muted">{t('review.noPictures')}</p>
        ) : (
          <ul className="bb-pictures">
            {view.pictures.map((p, i) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  <img src={pictureAtWidth(p.url, 320)} alt={t('review.picture', { number: i + 1 })} width={120} height={90} loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="bb-card" aria-labelledby="bb-facts">
        <h2 id="bb-facts">{t('review.facts')}</h2>
        <dl className="bb-facts">
          <dt>{t('review.harbour')}</dt>
          <dd>{view.harbourName ?? '—'}</dd>
          {view.facts.map((f) => (
            <Fragment key={f.labelKey}>
              <dt>{t(f.labelKey)}</dt>
              <dd>{f.value}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="muted">{t('review.progress', { progress: view.progress })}</p>
        {view.missingSteps.length > 0 && (
          <>
            <h3>{t('review.missing')}</h3>
            <ul>
              {view.missingSteps.map((step) => (
                <li key={step}>{t(`listings:steps.${step}`)}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
};

/** boat/details/{id}: review a listing in any status, publish, pause or reject it with a reason (issue [7]). */
export default observer(function BoatDetailsPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation('backoffice-boats');
  const presenter = usePagePresenterOf(BoatReviewPresenter);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const view = presenter.view;
  usePageHead({ title: view ? t('review.title', { id: view.id, title: view.title }) : t('review.titleLoading', { id: id ?? '' }), description: t('meta.description') });
  useEffect(() => {
    void presenter.pageEntered(id);
  }, [presenter, id]);
  if (presenter.status !== 'ready' || !view) {
    return (
      <div className="bb-page">
        <h1>{t('review.titleLoading', { id: id ?? '' })}</h1>
        <BoatsPageState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      </div>
    );
  }
  return (
    <div className="bb-page">
      <h1>{t('review.title', { id: view.id, title: view.title })}</h1>
      <p className="bb-row">
        <span className={`badge listing-status-${view.status}`} data-testid="listing-status">
          {t(view.statusKey)}
        </span>
        <Link href={view.editHref}>{t('review.edit')}</Link>
        {view.productHref && <Link href={view.productHref}>{t('review.viewProduct')}</Link>}
      </p>
      {view.rejectionReason !== null && (
        <p className="alert" role="note">
          {t('review.rejectedBecause', { reason: view.rejectionReason })}
        </p>
      )}
      <ReviewActions presenter={presenter} />
      <div className="bb-grid">
        <Owner view={view} />
      </div>
      <Listing view={view} />
      <AuditTrail entries={view.audit} language={settings.language} />
    </div>
  );
});
