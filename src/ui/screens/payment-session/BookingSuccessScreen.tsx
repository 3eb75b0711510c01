import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { BookingSuccessPresenter } from '../../../application/checkout/booking-success-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';

/** ps/{hash}/success: the reference, the dates, what happens next, and links to the booking and the conversation. */
const BookingSuccessScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['checkout', 'common']);
  const presenter = usePagePresenterOf(BookingSuccessPresenter);
  usePageEntered(presenter, route);
  usePageHead({ title: t('checkout:success.meta.title'), description: t('checkout:success.meta.description') });
  const view = presenter.view;
  if (presenter.status === 'loading') return <div className="page" aria-busy="true" />;
  if (!view) {
    return (
      <section className="page results-state" role="alert">
        <h1>{t('checkout:success.errorTitle')}</h1>
        <p>{t(presenter.errorKey ?? 'common:errors.server')}</p>
      </section>
    );
  }
  return (
    <article className="page success-page" aria-labelledby="success-title">
      <h1 id="success-title">{t('checkout:success.title')}</h1>
      <p className="success-reference">{t('checkout:success.reference', { reference: view.reference })}</p>
      <dl className="checkout-facts">
        <dt>{t('checkout:summary.product')}</dt>
        <dd>{view.productName}</dd>
        <dt>{t('checkout:summary.dates')}</dt>
        <dd>{view.dates}</dd>
        <dt>{t('checkout:success.paid')}</dt>
        <dd>{view.amountPaid}</dd>
        {view.balance && (
          <>
            <dt>{t('checkout:success.balance', { date: view.balanceDate ?? '' })}</dt>
            <dd>{view.balance}</dd>
          </>
        )}
        {view.harbour && (
          <>
            <dt>{t('checkout:price.harbour')}</dt>
            <dd>{view.harbour}</dd>
          </>
        )}
      </dl>
      <h2>{t('checkout:success.nextTitle')}</h2>
      <p>{t(view.nextStepKey, { date: view.answerBefore ?? '' })}</p>
      <p>{t('checkout:success.email', { email: view.tenantEmail })}</p>
      <p className="success-links">
        <Link className="button primary" href={view.bookingHref}>
          {t('checkout:success.viewBooking')}
        </Link>
        <Link className="button" href={view.conversationHref}>
          {t('checkout:success.messageOwner')}
        </Link>
      </p>
    </article>
  );
});

export default BookingSuccessScreen;
