import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { FingerprintPresenter } from '../../../application/native/fingerprint-presenter';
import { CardForm } from '../../components/payment/CardForm';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { useRouteHref } from '../../routing/use-route-href';

type Props = { presenter: FingerprintPresenter };

/** ps/fingerprint/success: the payment the tenant confirmed went through; the booking's page is one tap away. */
const FingerprintSuccess = ({ presenter }: Props) => {
  const { t } = useTranslation('native');
  return (
    <section className="page success-page" aria-labelledby="fingerprint-title">
      <h1 id="fingerprint-title">{t('fingerprint.success.title')}</h1>
      <p>{t('fingerprint.success.text')}</p>
      <Link className="button primary" href={presenter.bookingHref}>
        {t('fingerprint.success.viewBooking')}
      </Link>
    </section>
  );
};

/**
 * ps/fingerprint?session={hash} (issue [7]): what is paid, the app's biometric confirmation, then the card payment of
 * the amount due now. A cancelled prompt and a phone without biometrics go back to the checkout (the presenter).
 */
const FingerprintScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['native', 'common']);
  const presenter = usePagePresenterOf(FingerprintPresenter);
  usePageEntered(presenter, route);
  const href = useRouteHref();
  const success = route.screen === 'fingerprintSuccess';
  usePageHead({ title: t(success ? 'native:fingerprint.success.meta.title' : 'native:fingerprint.meta.title'), description: t('native:fingerprint.meta.description') });

  if (presenter.status === 'paid') return <FingerprintSuccess presenter={presenter} />;
  if (presenter.status === 'notFound' || presenter.status === 'error' || presenter.status === 'signInRequired') {
    return (
      <section className="page results-state" role="alert" aria-labelledby="fingerprint-title">
        <h1 id="fingerprint-title">{t('native:fingerprint.errorTitle')}</h1>
        <p>
          {presenter.status === 'notFound'
            ? t('native:fingerprint.notFound')
            : presenter.status === 'signInRequired'
              ? t('native:fingerprint.signIn')
              : t(presenter.errorKey ?? 'common:errors.server')}
        </p>
        {presenter.hash !== '' && presenter.status !== 'notFound' ? (
          <Link className="button primary" href={presenter.checkoutHref}>
            {t('native:fingerprint.toCheckout')}
          </Link>
        ) : (
          <Link className="button primary" href={href({ screen: 'home' })}>
            {t('native:fingerprint.home')}
          </Link>
        )}
      </section>
    );
  }
  const view = presenter.view;
  if (presenter.status === 'loading' || !view) return <div className="page" aria-busy="true" />;
  return (
    <div className="page checkout-page">
      <h1 id="fingerprint-title">{t('native:fingerprint.title')}</h1>
      <dl className="checkout-facts">
        <dt>{t('native:fingerprint.product')}</dt>
        <dd>{view.productName}</dd>
        <dt>{t('native:fingerprint.dates')}</dt>
        <dd>{view.dates}</dd>
        <dt>{t('native:fingerprint.amountDue')}</dt>
        <dd>{view.amountDue}</dd>
      </dl>
      {presenter.status === 'confirmed' ? (
        <>
          <p role="status">{t('native:fingerprint.confirmed')}</p>
          <CardForm payment={presenter.card} amount={view.amountDue} />
        </>
      ) : (
        <>
          <p role="status">{presenter.status === 'confirming' ? t('native:fingerprint.confirming') : t('native:fingerprint.intro')}</p>
          <button type="button" className="button primary" disabled={presenter.status === 'confirming'} onClick={() => void presenter.confirmClicked()}>
            {t('native:fingerprint.confirm')}
          </button>
        </>
      )}
      <p>
        <Link href={view.checkoutHref} className="back-link">
          ← {t('native:fingerprint.backToCheckout')}
        </Link>
      </p>
    </div>
  );
});

export default FingerprintScreen;
