import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { EcontractPresenter } from '../../../application/econtract/econtract-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { ConfirmPanel } from './ConfirmPanel';
import { ContractSummary } from './ContractSummary';
import { DamagesStep } from './DamagesStep';
import { DepositStep } from './DepositStep';
import { Differences } from './Differences';
import { EquipmentStep } from './EquipmentStep';
import { IdentityStep } from './IdentityStep';
import { ReadingsStep } from './ReadingsStep';
import { ReviewStep } from './ReviewStep';
import { SignedBlock } from './SignedBlock';
import { StepButtons, StepNav } from './StepNav';
import { SyncBanner } from './SyncBanner';
import './econtract.css';

type Props = { presenter: EcontractPresenter };

/** Loading, or why the contract cannot be shown (sign-in refused, not found, error). */
const PageState = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['econtract', 'common']);
  if (presenter.status === 'loading') return <div className="skeleton-block" aria-busy="true" />;
  const status = presenter.status;
  return (
    <div className="results-state" role="alert">
      <p>{status === 'signInRequired' ? t('econtract:state.signInRequired') : status === 'notFound' ? t('econtract:state.notFound') : t(presenter.errorKey ?? 'common:errors.server')}</p>
      <button type="button" className="button primary econtract-big" onClick={() => void presenter.load()}>
        {status === 'signInRequired' ? t('econtract:state.signIn') : t('econtract:state.retry')}
      </button>
    </div>
  );
});

const Header = observer(({ presenter }: Props) => {
  const { t } = useTranslation('econtract');
  const view = presenter.view!;
  return (
    <header className="econtract-header">
      <p className="econtract-boat">
        <strong>{view.boat.name}</strong> · {t('header.booking', { reference: view.reference })}
      </p>
      <p className="muted">
        {presenter.day(view.startDate)} – {presenter.day(view.endDate)} · <Link href={presenter.href('booking')}>{t('header.back')}</Link>
      </p>
    </header>
  );
});

/** The form, one step at a time: identity → fuel & hours → equipment → damages → deposit → review. */
const Form = observer(({ presenter }: Props) => {
  const step = presenter.step;
  return (
    <>
      <StepNav presenter={presenter} />
      {step === 'identity' && <IdentityStep presenter={presenter} />}
      {step === 'readings' && <ReadingsStep presenter={presenter} />}
      {step === 'equipment' && <EquipmentStep presenter={presenter} />}
      {step === 'damages' && <DamagesStep presenter={presenter} />}
      {step === 'deposit' && <DepositStep presenter={presenter} />}
      {step === 'review' && <ReviewStep presenter={presenter} />}
      <StepButtons presenter={presenter} />
    </>
  );
});

/** …/confirm, and any signed contract: the summary, what changed at check-out, and both parties' confirmation. */
const Confirmation = observer(({ presenter }: Props) => (
  <>
    <Differences presenter={presenter} headingLevel={2} />
    <ContractSummary presenter={presenter} />
    {presenter.signed ? <SignedBlock presenter={presenter} /> : <ConfirmPanel presenter={presenter} />}
  </>
));

const Loaded = observer(({ presenter }: Props) => {
  const { t } = useTranslation('econtract');
  const view = presenter.view!;
  const closed = !view.availability.open && !presenter.signed && view.availability.reason;
  return (
    <>
      <Header presenter={presenter} />
      <SyncBanner presenter={presenter} />
      {closed && (
        <p className="notice" role="status">
          {t(`closed.${closed}`)}
        </p>
      )}
      {closed && !view.contract ? null : presenter.signed || presenter.confirmPage || !presenter.editable ? <Confirmation presenter={presenter} /> : <Form presenter={presenter} />}
    </>
  );
});

/** booking/{id}/econtract/{in|out} and …/confirm: the check-in and check-out, filled in and signed on one phone. */
const EcontractScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['econtract', 'search']);
  const presenter = usePagePresenterOf(EcontractPresenter);
  usePageEntered(presenter, route);
  useEffect(() => () => presenter.dispose(), [presenter]);
  const direction = route.screen === 'econtract' ? route.direction : 'in';
  const confirm = route.screen === 'econtract' && route.confirm;
  const title = t(`econtract:titles.${direction}${confirm ? 'Confirm' : ''}`);
  usePageHead({ title, description: t('econtract:meta.description') });
  return (
    <div className="page econtract-page">
      <h1>{title}</h1>
      {presenter.status === 'ready' && presenter.view ? <Loaded presenter={presenter} /> : <PageState presenter={presenter} />}
    </div>
  );
});

export default EcontractScreen;
