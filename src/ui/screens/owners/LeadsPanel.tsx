import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LeadsPresenter, type LeadView, type LeadsFilter } from '../../../application/owners/leads-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { PanelState } from './PanelState';

type Props = { presenter: LeadsPresenter };

const FILTERS: readonly LeadsFilter[] = ['open', 'lost', 'all'];

const LeadCard = observer(({ presenter, lead }: Props & { lead: LeadView }) => {
  const { t } = useTranslation('owners');
  const assigneeId = `lead-${lead.hash}-assignee`;
  return (
    <article className="checkout-block lead-card" aria-labelledby={`lead-${lead.hash}-title`}>
      <h3 id={`lead-${lead.hash}-title`}>{t('leads.cardTitle', { tenant: lead.tenantName, boat: lead.boatName })}</h3>
      <p>
        <span className="badge">{t(`leads.status.${lead.status}`)}</span>{' '}
        {lead.awaitingAnswer && lead.status === 'open' && <span className="badge badge-new">{t('leads.awaiting')}</span>}
      </p>
      {lead.fleetOwnerName !== null && <p className="muted">{t('leads.fleet', { owner: lead.fleetOwnerName })}</p>}
      {lead.dates !== null && <p>{t('leads.dates', { dates: lead.dates })}</p>}
      {lead.lastMessage !== null && (
        <blockquote className="lead-last-message">
          {/* Always text, never HTML: React escapes it. */}
          <p>{lead.lastMessage}</p>
          {lead.lastAt !== null && <footer className="muted small">{lead.lastAt}</footer>}
        </blockquote>
      )}
      <div className="field">
        <label htmlFor={assigneeId}>{t('leads.assignee')}</label>
        <select
          id={assigneeId}
          value={lead.assigneeId ?? ''}
          disabled={lead.busy || lead.status === 'won'}
          onChange={(e) => void presenter.assigneeChanged(lead.hash, e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('leads.unassigned')}</option>
          {lead.assigneeOptions.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.role === 'owner' ? t('leads.ownerOption', { name: member.firstName }) : member.firstName}
            </option>
          ))}
        </select>
      </div>
      <p>
        <Link href={lead.chatHref} className="button primary">
          {t('leads.answer')}
        </Link>{' '}
        {lead.status === 'open' && (
          <button type="button" className="button ghost" disabled={lead.busy} onClick={() => void presenter.statusChanged(lead.hash, 'lost')}>
            {t('leads.markLost')}
          </button>
        )}
        {lead.status === 'lost' && (
          <button type="button" className="button ghost" disabled={lead.busy} onClick={() => void presenter.statusChanged(lead.hash, 'open')}>
            {t('leads.reopen')}
          </button>
        )}
      </p>
    </article>
  );
});

const Leads = observer(({ presenter }: Props) => {
  const { t } = useTranslation('owners');
  return (
    <section aria-labelledby="leads-title">
      <h2 id="leads-title">{t('leads.title')}</h2>
      <p className="muted">{t('leads.intro')}</p>
      <p>{t('leads.awaitingCount', { count: presenter.awaitingCount })}</p>
      <div className="field field-narrow">
        <label htmlFor="leads-filter">{t('leads.filterLabel')}</label>
        <select id="leads-filter" value={presenter.filter} onChange={(e) => presenter.filterChanged(FILTERS.find((filter) => filter === e.target.value) ?? 'open')}>
          {FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`leads.filters.${filter}`)}
            </option>
          ))}
        </select>
      </div>
      {presenter.actionErrorKey !== null && (
        <p role="alert" className="field-error">
          {t(presenter.actionErrorKey)}
        </p>
      )}
      {presenter.rows.length === 0 ? (
        <p className="muted">{t('leads.none')}</p>
      ) : (
        presenter.rows.map((lead) => <LeadCard key={lead.hash} presenter={presenter} lead={lead} />)
      )}
    </section>
  );
});

/** The fleet's leads: enquiries that are not yet bookings, given to the owner or a teammate (a tab of the listings page). */
export const LeadsPanel = observer(() => {
  const presenter = usePagePresenterOf(LeadsPresenter);
  const [started] = useState(() => presenter);
  useEffect(() => {
    void started.load();
  }, [started]);
  if (presenter.status !== 'ready') return <PanelState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />;
  return <Leads presenter={presenter} />;
});

export default LeadsPanel;
