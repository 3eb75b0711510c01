import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ProposalDetailsPresenter, type ProposalDetailsView } from '../../../application/backoffice/proposal-details-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { AuditTrail } from './AuditTrail';
import { BoatsPageState } from './boats/BoatsPageState';
import './boats/boats.css';

type Props = { presenter: ProposalDetailsPresenter };

/** Send (again) or withdraw, each after a confirmation; withdrawing takes an optional note for the audit trail. */
const Actions = observer(({ presenter, view }: Props & { view: ProposalDetailsView }) => {
  const { t } = useTranslation('backoffice-boats');
  const reasonId = useId();
  const pending = presenter.pending;
  return (
    <section className="bb-card" aria-labelledby="bb-proposal-actions">
      <h2 id="bb-proposal-actions">{t('proposal.actions')}</h2>
      {presenter.doneKey && (
        <p className="notice success" role="status">
          {t(presenter.doneKey, { email: view.tenantEmail })}
        </p>
      )}
      <div className="bb-actions">
        {view.editHref && (
          <Link className="button" href={view.editHref}>
            {t('proposal.edit')}
          </Link>
        )}
        {presenter.actions.map((a) => (
          <button
            key={a.action}
            type="button"
            className={a.action === 'send' ? 'button primary' : 'button'}
            aria-pressed={pending === a.action}
            disabled={presenter.acting}
            onClick={() => presenter.actionChosen(a.action)}
          >
            {t(a.labelKey)}
          </button>
        ))}
        {presenter.actions.length === 0 && <p className="muted">{t('proposal.final')}</p>}
      </div>
      {pending && (
        <form
          className="bb-confirm bb-form"
          onSubmit={(event) => {
            event.preventDefault();
            void presenter.confirmed();
          }}
        >
          <p>
            <strong>{pending === 'send' ? t('proposal.confirmSend', { email: view.tenantEmail }) : t('proposal.confirmWithdraw')}</strong>
          </p>
          {pending === 'withdraw' && (
            <div className="field">
              <label htmlFor={reasonId}>{t('proposal.withdrawReason')}</label>
              <textarea id={reasonId} value={presenter.withdrawReason} maxLength={1000} onChange={(event) => presenter.withdrawReasonChanged(event.target.value)} />
            </div>
          )}
          {presenter.actionErrorKey && (
            <p role="alert" className="field-error">
              {t(presenter.actionErrorKey)}
            </p>
          )}
          <div className="bb-actions">
            <button type="submit" className="button primary" disabled={presenter.acting}>
              {presenter.acting ? t('proposal.working') : pending === 'send' ? t('proposal.confirmSendButton') : t('proposal.confirmWithdrawButton')}
            </button>
            <button type="button" className="button ghost" onClick={() => presenter.cancelled()}>
              {t('review.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
});

const Summary = ({ view }: { view: ProposalDetailsView }) => {
  const { t } = useTranslation('backoffice-boats');
  const linkId = useId();
  return (
    <section className="bb-card" aria-labelledby="bb-proposal-summary">
      <h2 id="bb-proposal-summary">{t('proposal.summary')}</h2>
      <dl className="bb-facts">
        <dt>{t('proposal.tenantEmail')}</dt>
        <dd>{view.tenantEmail}</dd>
        <dt>{t('proposal.dates')}</dt>
        <dd>{view.dates}</dd>
        <dt>{t('proposal.people')}</dt>
        <dd>{view.people}</dd>
        <dt>{t('proposal.language')}</dt>
        <dd>{view.language}</dd>
        <dt>{t('proposal.createdBy')}</dt>
        <dd>
          {view.createdBy} · {view.createdAt}
        </dd>
        <dt>{t('proposal.sentAt')}</dt>
        <dd>{view.sentAt ?? '—'}</dd>
      </dl>
      {view.message && (
        <>
          <h3>{t('proposal.message')}</h3>
          <p className="bb-text">{view.message}</p>
        </>
      )}
      <div className="field">
        <label htmlFor={linkId}>{t('proposal.link')}</label>
        <input id={linkId} className="bb-link" readOnly value={view.link} onFocus={(event) => event.target.select()} />
        <p className="field-hint">{t('proposal.linkHint')}</p>
      </div>
    </section>
  );
};

const Boats = ({ view }: { view: ProposalDetailsView }) => {
  const { t } = useTranslation('backoffice-boats');
  return (
    <section className="bb-card" aria-labelledby="bb-proposal-boats">
      <h2 id="bb-proposal-boats">{t('proposal.boats')}</h2>
      <ol className="bb-items">
        {view.items.map((item) => (
          <li key={item.id} className={`bb-item${item.available ? '' : ' unavailable'}`} data-testid="proposal-boat">
            <div>
              <p className="bb-item-title">
                <Link href={item.boatHref}>{item.title}</Link>
              </p>
              <p className="muted">
                {item.harbourName ?? '—'} · {item.available ? t('proposal.available') : t('proposal.notAvailable')}
              </p>
            </div>
            <div>
              <p className="bb-item-title">{item.price}</p>
              {item.listPrice && <p className="muted">{t('proposal.ownPrice', { amount: item.listPrice })}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};

const Bookings = ({ view }: { view: ProposalDetailsView }) => {
  const { t } = useTranslation(['backoffice-boats', 'account']);
  return (
    <section className="bb-card" aria-labelledby="bb-proposal-bookings">
      <h2 id="bb-proposal-bookings">{t('proposal.bookings')}</h2>
      {view.bookings.length === 0 ? (
        <p className="muted">{t('proposal.noBookings')}</p>
      ) : (
        <table className="bb-table">
          <thead>
            <tr>
              <th scope="col">{t('proposal.booking')}</th>
              <th scope="col">{t('proposal.boat')}</th>
              <th scope="col">{t('proposal.bookedBy')}</th>
              <th scope="col">{t('proposal.status')}</th>
              <th scope="col">{t('proposal.total')}</th>
            </tr>
          </thead>
          <tbody>
            {view.bookings.map((b) => (
              <tr key={b.bookingId}>
                <td>
                  <Link href={b.href}>#{b.bookingId}</Link>
                </td>
                <td>{b.boatTitle}</td>
                <td>{b.tenantEmail}</td>
                <td>{t(b.statusKey)}</td>
                <td>{b.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};

/** propale/details/{id}: a proposal, its boats, the bookings it led to and its audit trail; send or withdraw it (issue [7]). */
export default observer(function ProposalDetailsPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation('backoffice-boats');
  const presenter = usePagePresenterOf(ProposalDetailsPresenter);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const title = t('proposal.titleDetails', { id: id ?? '' });
  usePageHead({ title, description: t('meta.description') });
  useEffect(() => {
    void presenter.pageEntered(id);
  }, [presenter, id]);
  const view = presenter.view;
  if (presenter.status !== 'ready' || !view) {
    return (
      <div className="bb-page">
        <h1>{title}</h1>
        <BoatsPageState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      </div>
    );
  }
  return (
    <div className="bb-page">
      <h1>{title}</h1>
      <p className="bb-row">
        <span className={`badge proposal-status-${view.status}`} data-testid="proposal-status">
          {t(view.statusKey)}
        </span>
      </p>
      <Actions presenter={presenter} view={view} />
      <Summary view={view} />
      <Boats view={view} />
      <Bookings view={view} />
      <AuditTrail entries={view.audit} language={settings.language} />
    </div>
  );
});
