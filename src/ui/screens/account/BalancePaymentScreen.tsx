import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { BalancePaymentPresenter } from '../../../application/account/balance-payment-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { CardForm } from '../../components/payment/CardForm';
import { AccountShell, AccountState } from './AccountNav';

type Props = { presenter: BalancePaymentPresenter };

const Payment = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['account', 'checkout']);
  const view = presenter.view!;
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        {view.isPaid ? (
          <p className="notice" role="status">
            {t('account:balance.alreadyPaid')} <Link href={view.bookingHref}>{t('account:balance.viewBooking')}</Link>
          </p>
        ) : (
          <>
            {view.lastError && <p className="muted">{t('account:balance.lastError', { message: view.lastError })}</p>}
            <CardForm payment={presenter.card} amount={view.due} />
          </>
        )}
      </div>
      <aside className="checkout-aside" aria-label={t('checkout:summary.label')}>
        <h2>{view.productName}</h2>
        <dl className="checkout-facts">
          <dt>{t('account:balance.reference')}</dt>
          <dd>{view.reference}</dd>
          <dt>{t('checkout:summary.dates')}</dt>
          <dd>{view.dates}</dd>
          <dt>{t('checkout:summary.harbour')}</dt>
          <dd>{view.harbour}</dd>
          <dt>{t('checkout:price.total')}</dt>
          <dd>{view.total}</dd>
          <dt>{t('account:balance.paidAlready')}</dt>
          <dd>{view.paidAlready}</dd>
          <dt>{t('account:balance.dueNow', { date: view.dueDate ?? '' })}</dt>
          <dd className="price-now">{view.due}</dd>
          {view.harbourAmount && (
            <>
              <dt>{t('checkout:price.harbour')}</dt>
              <dd>{view.harbourAmount}</dd>
            </>
          )}
        </dl>
      </aside>
    </div>
  );
});

const Success = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const view = presenter.successView!;
  return (
    <div className="success-page">
      <p className="success-reference">{t('balance.successText', { amount: view.amountPaid, reference: view.reference })}</p>
      <p className="success-links">
        <Link className="button primary" href={view.bookingHref}>
          {t('balance.viewBooking')}
        </Link>
        {view.conversationHref && (
          <Link className="button" href={view.conversationHref}>
            {t('actions.message')}
          </Link>
        )}
      </p>
    </div>
  );
});

/** balance-payment/{id} and balance-payment/{id}/success. */
const BalancePaymentScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation('account');
  const presenter = usePagePresenterOf(BalancePaymentPresenter);
  usePageEntered(presenter, route);
  const success = route.screen === 'balancePaymentSuccess';
  const title = t(success ? 'titles.balanceSuccess' : 'titles.balance');
  usePageHead({ title, description: t('meta.description') });
  const ready = presenter.status === 'ready' && (success ? presenter.successView : presenter.view);
  return (
    <AccountShell current="bookings" title={title}>
      {!ready ? (
        <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.routeEntered(route)} />
      ) : success ? (
        <Success presenter={presenter} />
      ) : (
        <Payment presenter={presenter} />
      )}
    </AccountShell>
  );
});

export default BalancePaymentScreen;
