import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { PostBookingPresenter } from '../../../application/account/post-booking-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { CardForm } from '../../components/payment/CardForm';
import { AccountShell, AccountState } from './AccountNav';

type Props = { presenter: PostBookingPresenter };

const Cart = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['account', 'checkout']);
  const view = presenter.view!;
  return (
    <aside className="checkout-aside" aria-label={t('account:postBooking.cart')}>
      <h2>{view.productName}</h2>
      <p className="muted">
        {view.reference} · {view.dates}
      </p>
      <table className="price-lines" aria-busy={presenter.loading}>
        <tbody>
          {view.items.length === 0 ? (
            <tr>
              <td colSpan={2} className="muted">
                {t('account:postBooking.empty')}
              </td>
            </tr>
          ) : (
            view.items.map((item) => (
              <tr key={item.name}>
                <th scope="row">{item.title}</th>
                <td>{item.amountText}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="price-total">
            <th scope="row">{t('checkout:price.total')}</th>
            <td>{view.total}</td>
          </tr>
        </tfoot>
      </table>
    </aside>
  );
});

const Choice = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['account', 'checkout']);
  const view = presenter.view!;
  return (
    <div className="checkout-main">
      <fieldset className="checkout-block insurance-group" disabled={presenter.loading}>
        <legend>{t('account:postBooking.choose')}</legend>
        {view.insurances.map((insurance) => (
          <label key={insurance.name} className={insurance.selected || insurance.alreadyBought ? 'insurance-card selected' : 'insurance-card'}>
            <input
              type="checkbox"
              checked={insurance.selected || insurance.alreadyBought}
              disabled={insurance.alreadyBought}
              onChange={() => void presenter.insuranceToggled(insurance.name)}
            />
            <span className="insurance-text">
              <strong>{insurance.title}</strong>
              <span className="muted">{insurance.description}</span>
              {insurance.alreadyBought && <span className="badge">{t('account:postBooking.alreadyBought')}</span>}
            </span>
            <span className="insurance-price">{insurance.priceText}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="button primary continue-button" disabled={!view.canContinue} onClick={() => presenter.continueClicked()}>
        {t('checkout:steps.continue')}
      </button>
    </div>
  );
});

/** post-booking/{bookingId} (choose) and post-booking/{bookingId}/purchase/{cartId} (pay). */
const PostBookingScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['account', 'common']);
  const presenter = usePagePresenterOf(PostBookingPresenter);
  usePageEntered(presenter, route);
  const title = t('account:titles.postBooking');
  usePageHead({ title, description: t('account:meta.description') });
  const view = presenter.view;
  return (
    <AccountShell current="bookings" title={title}>
      {presenter.status === 'purchased' && view ? (
        <div className="success-page" role="status">
          <p className="success-reference">{t('account:postBooking.purchased')}</p>
          <Link className="button primary" href={view.bookingHref}>
            {t('account:balance.viewBooking')}
          </Link>
        </div>
      ) : presenter.status !== 'ready' || !view ? (
        <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      ) : (
        <>
          {presenter.errorKey && (
            <p role="alert" className="field-error">
              {t(presenter.errorKey)}
            </p>
          )}
          <div className="checkout-layout">
            {presenter.page === 'choice' ? (
              <Choice presenter={presenter} />
            ) : (
              <div className="checkout-main">
                <CardForm payment={presenter.card} amount={view.total} />
                <Link href={view.choiceHref}>{t('account:postBooking.backToChoice')}</Link>
              </div>
            )}
            <Cart presenter={presenter} />
          </div>
        </>
      )}
    </AccountShell>
  );
});

export default PostBookingScreen;
