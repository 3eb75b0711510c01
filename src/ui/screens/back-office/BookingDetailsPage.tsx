import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BackOfficeBookingPresenter } from '../../../application/backoffice/back-office-booking-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { useRouteHref } from '../../routing/use-route-href';
import { AuditTrail } from './AuditTrail';
import { ActionForms } from './bookings/ActionForms';
import { StaffNotice, StaffState } from './bookings/StaffState';

type Props = { presenter: BackOfficeBookingPresenter };
type View = NonNullable<BackOfficeBookingPresenter['view']>;

const Party = ({ role, party }: { role: 'tenant' | 'owner'; party: View['tenant'] }) => {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <dt>{t(`booking.${role}`)}</dt>
      <dd>
        {party.firstName} {party.lastName} · <a href={`mailto:${party.email}`}>{party.email}</a>
        {party.flagged && <span className="badge bk-status-failed"> {t('search.flagged')}</span>}
      </dd>
    </>
  );
};

const Facts = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice');
  const href = useRouteHref();
  const view = presenter.view!;
  return (
    <section className="bk-section" aria-labelledby="bk-facts-title">
      <h2 id="bk-facts-title">{t('booking.factsTitle')}</h2>
      <dl className="bk-facts">
        <dt>{t(`booking.product.${view.product.kind}`)}</dt>
        <dd>
          {view.product.kind === 'boat' ? (
            <Link href={href({ screen: 'backOffice', page: 'boatDetails', id: String(view.product.id) })}>{view.product.name}</Link>
          ) : (
            view.product.name
          )}
        </dd>
        <dt>{t('booking.dates')}</dt>
        <dd data-testid="booking-dates">{view.dates}</dd>
        <dt>{t('booking.people')}</dt>
        <dd>{view.people}</dd>
        <dt>{t('booking.createdAt')}</dt>
        <dd>{view.createdAt}</dd>
        {view.responseBefore && (
          <>
            <dt>{t('booking.responseBefore')}</dt>
            <dd>{view.responseBefore}</dd>
          </>
        )}
        {view.cancelledAt && (
          <>
            <dt>{t('booking.cancelledAt')}</dt>
            <dd>{view.cancelledAt}</dd>
          </>
        )}
        <Party role="tenant" party={view.tenant} />
        <Party role="owner" party={view.owner} />
      </dl>
    </section>
  );
});

const Money = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice');
  const { totals } = presenter.view!;
  return (
    <section className="bk-section" aria-labelledby="bk-money-title">
      <h2 id="bk-money-title">{t('booking.moneyTitle')}</h2>
      <dl className="bk-facts" data-testid="booking-money">
        <dt>{t('booking.money.paidOnline')}</dt>
        <dd>{totals.paidOnline}</dd>
        <dt>{t('booking.money.refunded')}</dt>
        <dd data-testid="booking-refunded">{totals.refunded}</dd>
        {totals.refundPending && (
          <>
            <dt>{t('booking.money.refundPending')}</dt>
            <dd>{totals.refundPending}</dd>
          </>
        )}
        {totals.refundFailed && (
          <>
            <dt>{t('booking.money.refundFailed')}</dt>
            <dd className="bk-error">{totals.refundFailed}</dd>
          </>
        )}
        <dt>{t('booking.money.refundable')}</dt>
        <dd>{totals.refundable}</dd>
      </dl>
    </section>
  );
});

const Refunds = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice');
  const { refunds } = presenter.view!;
  return (
    <section className="bk-section" aria-labelledby="bk-refunds-title">
      <h2 id="bk-refunds-title">{t('booking.refundsTitle')}</h2>
      {refunds.length === 0 ? (
        <p className="muted">{t('booking.none')}</p>
      ) : (
        <ul className="bk-list">
          {refunds.map((r) => (
            <li key={r.id} className={r.status === 'failed' ? 'failed' : undefined} data-testid="booking-refund">
              <p className="bk-line">
                <strong>{r.amount}</strong>
                <span className={`badge bk-status-${r.status}`}>{t(r.statusKey)}</span>
                <span>{t(r.reasonKey)}</span>
                <span className="muted small">{r.createdAt}</span>
                <span className="muted small">{t('refunds.attempts', { count: r.attempts })}</span>
              </p>
              {r.lastError && <p className="bk-error">{t('refunds.lastError', { error: r.lastError })}</p>}
              {r.retryable && (
                <p>
                  <button type="button" className="button" disabled={presenter.acting !== null} onClick={() => presenter.retryClicked(r.id)}>
                    {t('refunds.retry')}
                  </button>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

const History = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice');
  const view = presenter.view!;
  return (
    <section className="bk-section" aria-labelledby="bk-history-title">
      <h2 id="bk-history-title">{t('booking.historyTitle')}</h2>
      <ol className="bk-list">
        {view.events.map((e) => (
          <li key={e.id}>
            <p className="bk-line">
              <span className="muted small">{e.at}</span>
              <span className="bk-code">{e.type}</span>
              {e.from !== null && e.to !== null && e.from !== e.to && (
                <span>{t('booking.transition', { from: t(`status.${e.from}`, { defaultValue: e.from }), to: t(`status.${e.to}`, { defaultValue: e.to }) })}</span>
              )}
            </p>
          </li>
        ))}
      </ol>
      <h3>{t('booking.paymentsTitle')}</h3>
      {view.payments.length === 0 ? (
        <p className="muted">{t('booking.none')}</p>
      ) : (
        <ul className="bk-list">
          {view.payments.map((p) => (
            <li key={p.id}>
              <p className="bk-line">
                <strong>{p.amount}</strong>
                <span>{t(`booking.paymentKind.${p.kind}`, { defaultValue: p.kind })}</span>
                <span className="badge">{t(`booking.paymentStatus.${p.status}`, { defaultValue: p.status })}</span>
                {p.held && <span className="badge">{t('booking.held')}</span>}
                {p.released && <span className="badge">{t('booking.released')}</span>}
                {p.refundNeeded && <span className="badge bk-status-failed">{t('booking.refundNeeded')}</span>}
                <span className="muted small">{p.at}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {view.modifications.length > 0 && (
        <>
          <h3>{t('booking.modificationsTitle')}</h3>
          <ul className="bk-list">
            {view.modifications.map((m) => (
              <li key={m.id}>
                <p className="bk-line">
                  <span>{m.dates}</span>
                  <span>{t('booking.peopleCount', { count: m.people })}</span>
                  <span>{t('booking.difference', { amount: m.difference })}</span>
                  <span className="badge">{t(`booking.modificationStatus.${m.status}`, { defaultValue: m.status })}</span>
                  <span className="muted small">{m.at}</span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {view.carts.length > 0 && (
        <>
          <h3>{t('booking.cartsTitle')}</h3>
          <ul className="bk-list">
            {view.carts.map((c) => (
              <li key={c.id}>
                <p className="bk-line">
                  <span>{c.insurances.map((i) => t(`booking.insurance.${i}`, { defaultValue: i })).join(', ') || t('booking.none')}</span>
                  <span className="badge">{t(`booking.cartStatus.${c.status}`, { defaultValue: c.status })}</span>
                  <span className="muted small">{c.at}</span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});

const Related = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice');
  const href = useRouteHref();
  const view = presenter.view!;
  return (
    <section className="bk-section" aria-labelledby="bk-related-title">
      <h2 id="bk-related-title">{t('booking.relatedTitle')}</h2>
      <p>
        {view.conversation ? (
          <Link href={href({ screen: 'backOffice', page: 'messageEditConv', id: String(view.conversation.id) })}>
            {t('booking.conversation', { count: view.conversation.messageCount })}
          </Link>
        ) : (
          <span className="muted">{t('booking.noConversation')}</span>
        )}
      </p>
      {view.contracts.length === 0 ? (
        <p className="muted">{t('booking.noContract')}</p>
      ) : (
        <ul className="bk-list">
          {view.contracts.map((c) => (
            <li key={c.id}>
              <p className="bk-line">
                <strong>{t(`booking.contract.${c.direction}`)}</strong>
                <span className="badge">{t(`booking.contractStatus.${c.status}`)}</span>
                {c.signedAt && <span className="muted small">{c.signedAt}</span>}
              </p>
              {c.damageClaims.map((d) => (
                <p key={d.id} className="bk-line">
                  <Link href={href({ screen: 'backOffice', page: 'damageEdit', id: String(d.id) })}>{t('booking.damageClaim', { amount: d.amount })}</Link>
                  <span className="badge">{t(`booking.claimStatus.${d.status}`, { defaultValue: d.status })}</span>
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/** booking/details/{id}: a booking's full history and the staff actions on it (issue [7]). */
export default observer(function BookingDetailsPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation('backoffice');
  const presenter = usePagePresenterOf(BackOfficeBookingPresenter);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const view = presenter.view;
  usePageHead({ title: t('booking.title', { reference: view?.reference ?? `#${id ?? ''}` }), description: t('booking.description') });
  useEffect(() => {
    void presenter.load(id);
  }, [presenter, id]);
  if (presenter.status !== 'ready' || !view) {
    return (
      <section className="bk-page" aria-labelledby="bk-title">
        <h1 id="bk-title">{t('booking.title', { reference: `#${id ?? ''}` })}</h1>
        <StaffState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load(id)} />
      </section>
    );
  }
  return (
    <article className="bk-page" aria-labelledby="bk-title">
      <header className="bk-line">
        <h1 id="bk-title">{t('booking.title', { reference: view.reference })}</h1>
        <span className="badge" data-testid="booking-status">
          {t(view.statusKey)}
        </span>
      </header>
      <StaffNotice notice={presenter.notice} />
      <ActionForms presenter={presenter} />
      <Facts presenter={presenter} />
      <Money presenter={presenter} />
      <Refunds presenter={presenter} />
      <History presenter={presenter} />
      <Related presenter={presenter} />
      <AuditTrail entries={view.audit} language={settings.language} />
    </article>
  );
});
