import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DamageClaimPresenter } from '../../../application/backoffice/damage-claim-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { Modal } from '../../modal/Modal';
import { useRouteHref } from '../../routing/use-route-href';
import { AuditTrail } from './AuditTrail';
import { ContractColumn } from './messages/ContractColumn';
import { DecisionForm } from './messages/DecisionForm';
import { OPEN_CLAIMS, OpenDamageClaims } from './messages/OpenDamageClaims';
import { FlagBadge } from './messages/PartyCard';
import { StaffNoticeView, StaffPageState } from './messages/StaffPageState';
import './messages/messages.css';

type Props = { presenter: DamageClaimPresenter };

const EquipmentTable = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['backoffice-messages', 'econtract', 'search']);
  if (presenter.equipment.length === 0) return null;
  const state = (value: string | null) => (value === null ? t('backoffice-messages:claim.notFilled') : t(`econtract:equipment.${value}`));
  return (
    <section className="bo-card" aria-labelledby="bo-equipment">
      <h2 id="bo-equipment">{t('backoffice-messages:claim.equipment')}</h2>
      <div style={{ overflowX: 'auto' }}>
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice-messages:claim.equipmentItem')}</th>
              <th scope="col">{t('backoffice-messages:claim.checkIn')}</th>
              <th scope="col">{t('backoffice-messages:claim.checkOut')}</th>
            </tr>
          </thead>
          <tbody>
            {presenter.equipment.map((row) => (
              <tr key={row.id} className={row.worse ? 'worse' : undefined}>
                <th scope="row">{t(row.labelKey)}</th>
                <td>{state(row.checkIn)}</td>
                <td>
                  {state(row.checkOut)}
                  {row.worse && <span className="badge bo-badge-flag"> {t('backoffice-messages:claim.worse')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});

const PhotoViewer = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice-messages');
  const photo = presenter.openPhoto;
  const contract = photo?.direction === 'in' ? t('claim.checkIn') : t('claim.checkOut');
  return (
    <Modal open={photo !== null} onClose={() => presenter.photoClosed()} title={t('claim.photoTitle', { contract })}>
      {photo && (
        <figure style={{ margin: 0 }}>
          <img className="bo-photo-full" src={photo.url} width={1600} height={1200} alt={photo.damageNote ? t('claim.photoAlt', { contract, note: photo.damageNote }) : t('claim.photoTitle', { contract })} />
          {photo.damageNote && <figcaption className="muted">{photo.damageNote}</figcaption>}
          <p>
            <a href={photo.url} target="_blank" rel="noopener noreferrer">
              {t('claim.openOriginal')}
            </a>
          </p>
        </figure>
      )}
    </Modal>
  );
});

/** damage/edit/open: the claims waiting for a decision (like propale/edit/new, a word where the id goes). */
const OpenClaimsPage = () => {
  const { t } = useTranslation('backoffice-messages');
  usePageHead({ title: t('claims.title'), description: t('meta.description') });
  return (
    <div className="bo-page">
      <h1>{t('claims.title')}</h1>
      <OpenDamageClaims />
    </div>
  );
};

/** damage/edit/{id}: a damage claim, both contracts and their photos, and staff's decision (issue [7]). */
export default function DamageClaimPage({ id }: { id: string | undefined }) {
  return id === OPEN_CLAIMS ? <OpenClaimsPage /> : <DamageClaim id={id} />;
}

const DamageClaim = observer(function DamageClaim({ id }: { id: string | undefined }) {
  const { t } = useTranslation('backoffice-messages');
  const presenter = usePagePresenterOf(DamageClaimPresenter);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const href = useRouteHref();
  const summary = presenter.summary;
  usePageHead({ title: summary ? t('title.claim', { reference: summary.reference }) : t('title.claimId', { id: id ?? '' }), description: t('meta.description') });
  useEffect(() => {
    void presenter.load(id);
  }, [presenter, id]);

  const contracts = presenter.contracts;
  if (presenter.status !== 'ready' || !summary || !contracts) {
    return (
      <div className="bo-page">
        <h1>{t('title.claimId', { id: id ?? '' })}</h1>
        <StaffPageState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load(id)} />
      </div>
    );
  }
  const decision = presenter.decision;
  return (
    <div className="bo-page">
      <h1>{t('title.claim', { reference: summary.reference })}</h1>
      <section className="bo-card" aria-labelledby="bo-claim-summary">
        <h2 id="bo-claim-summary" className="bo-row">
          {t('claim.summary')} <span className="badge">{t(`claim.status.${summary.decided ? 'decided' : 'open'}`)}</span>
        </h2>
        <dl className="bo-readings">
          <dt>{t('claim.boat')}</dt>
          <dd>
            <Link href={href(summary.boatRoute)}>{summary.boatName}</Link>
          </dd>
          <dt>{t('claim.dates')}</dt>
          <dd>{summary.dates}</dd>
          <dt>{t('party.tenant')}</dt>
          <dd>
            {summary.tenant.name} <span className="muted">{summary.tenant.user.email}</span>
            <FlagBadge user={summary.tenant.user} language={settings.language} />
          </dd>
          <dt>{t('party.owner')}</dt>
          <dd>
            {summary.owner.name} <span className="muted">{summary.owner.user.email}</span>
            <FlagBadge user={summary.owner.user} language={settings.language} />
          </dd>
          <dt>{t('claim.claimed')}</dt>
          <dd data-testid="claim-amount">{summary.claimed}</dd>
          <dt>{t('claim.deposit')}</dt>
          <dd>{summary.deposit}</dd>
          <dt>{t('claim.openedAt')}</dt>
          <dd>{summary.openedAt}</dd>
        </dl>
        <div className="bo-row">
          <Link href={href(summary.bookingRoute)}>{t('claim.openBooking')}</Link>
          {summary.conversationRoute && <Link href={href(summary.conversationRoute)}>{t('claim.openConversation')}</Link>}
        </div>
      </section>
      <section aria-labelledby="bo-contracts" className="bo-form">
        <h2 id="bo-contracts">{t('claim.contracts')}</h2>
        <div className="bo-contracts">
          <ContractColumn title={t('claim.checkIn')} contract={contracts.checkIn} presenter={presenter} />
          <ContractColumn title={t('claim.checkOut')} contract={contracts.checkOut} presenter={presenter} />
        </div>
      </section>
      <EquipmentTable presenter={presenter} />
      <section className="bo-card" aria-labelledby="bo-decision">
        <h2 id="bo-decision">{t('claim.decision')}</h2>
        <StaffNoticeView notice={presenter.notice} />
        {decision ? (
          <div data-testid="claim-decision">
            <p>{t('claim.decisionText', { granted: decision.granted, released: decision.released })}</p>
            {decision.note && <p className="bo-text">{t('claim.noteShown', { note: decision.note })}</p>}
            <p className="muted small">{decision.by ? t('claim.decidedBy', { by: decision.by, at: decision.at }) : t('claim.decidedAt', { at: decision.at })}</p>
          </div>
        ) : (
          <DecisionForm presenter={presenter} />
        )}
      </section>
      <AuditTrail entries={presenter.audit} language={settings.language} />
      <PhotoViewer presenter={presenter} />
    </div>
  );
});
