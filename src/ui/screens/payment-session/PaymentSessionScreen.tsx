import { type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { INSURANCE_NAMES, type InsuranceName } from '../../../domain/checkout/cart';
import { PaymentSessionPresenter } from '../../../application/checkout/payment-session-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { CardForm } from '../../components/payment/CardForm';
import { PriceLinesTable } from '../../components/payment/PriceLinesTable';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { formatStay } from './format-stay';
import { pictureAtWidth } from '../../../domain/media/picture-widths';

type Props = { presenter: PaymentSessionPresenter };

/** The boat or activity, the owner, the dates, the harbour and the cancellation policy. */
const Summary = observer(({ presenter }: Props) => {
  const { t, i18n } = useTranslation('checkout');
  const session = presenter.session!;
  const activity = presenter.activity;
  const product = session.product;
  const policy = session.cancellationPolicy;
  return (
    <section className="checkout-summary-head" aria-labelledby="checkout-product">
      {activity ? (
        <img className="checkout-picture" src={pictureAtWidth(activity.coverUrl, 320)} alt="" width={120} height={90} />
      ) : product ? (
        <img className="checkout-picture" src={pictureAtWidth(product.image, 320)} alt="" width={120} height={90} />
      ) : null}
      <div>
        <h2 id="checkout-product">{activity ? activity.title : product?.name}</h2>
        {product && (
          <p className="muted">
            {product.builder} {product.model} · {product.buildYear}
          </p>
        )}
        <p>
          {t('summary.owner', { name: session.owner.name })}{' '}
          {session.owner.isSuperOwner && <span className="badge badge-super">{t('summary.superOwner')}</span>}{' '}
          {session.owner.isPro && <span className="badge">{t('summary.pro')}</span>}
        </p>
      </div>
      <dl className="checkout-facts">
        <dt>{t('summary.dates')}</dt>
        <dd>
          {activity
            ? t('summary.activitySlot', {
                date: formatStay(activity.slot.date, activity.slot.date, i18n.language),
                time: t(`summary.timesOfDay.${activity.slot.timeOfDay}`),
              })
            : formatStay(session.booking.startAt, session.booking.endAt, i18n.language)}
        </dd>
        <dt>{t('summary.people')}</dt>
        <dd>{t('summary.peopleCount', { count: session.booking.numberOfPeople })}</dd>
        <dt>{activity ? t('summary.meetingPoint') : t('summary.harbour')}</dt>
        <dd>{activity ? `${activity.localization.address}, ${activity.localization.city}` : `${session.localization.harbor}, ${session.localization.city}`}</dd>
        <dt>{t('summary.cancellation')}</dt>
        <dd>
          {t(`summary.policies.${policy.name}`)}:{' '}
          {policy.refundPercentage > 0
            ? t('summary.policyRefund', { percentage: policy.refundPercentage, count: policy.refundDaysBefore })
            : t('summary.policyNoRefund')}
        </dd>
        {product && product.deposit > 0 && (
          <>
            <dt>{t('summary.deposit')}</dt>
            <dd>{t('summary.depositText', { amount: presenter.formatEuroCents(product.deposit) })}</dd>
          </>
        )}
      </dl>
    </section>
  );
});

/** The price details, line by line, in the tenant's currency. */
const PriceDetails = observer(({ presenter }: Props) => {
  const { t, i18n } = useTranslation('checkout');
  const view = presenter.priceView;
  if (!view) return null;
  const downPayment = presenter.downPayment.value;
  return (
    <section className="checkout-price" aria-labelledby="checkout-price-title" aria-busy={presenter.priceRefreshing}>
      <h2 id="checkout-price-title">{t('price.title')}</h2>
      <PriceLinesTable lines={view.lines} total={view.total} />
      <dl className="price-split" aria-live="polite">
        <dt>{t('price.payNow')}</dt>
        <dd className="price-now">{presenter.priceRefreshing ? t('price.refreshing') : view.payNow}</dd>
        {view.balance && (
          <>
            <dt>{t('price.balance', { date: downPayment?.balancePaymentDate ? formatStay(downPayment.balancePaymentDate, downPayment.balancePaymentDate, i18n.language) : '' })}</dt>
            <dd>{view.balance}</dd>
          </>
        )}
        {view.harbour && (
          <>
            <dt>{t('price.harbour')}</dt>
            <dd>{view.harbour}</dd>
          </>
        )}
      </dl>
    </section>
  );
});

const InsuranceChoices = observer(({ presenter }: Props) => {
  const { t } = useTranslation('checkout');
  const state = presenter.insurances?.value;
  const texts = presenter.insuranceTexts;
  if (!state || !texts) return null;
  const available = (name: InsuranceName) => state[name].available;
  if (!INSURANCE_NAMES.some(available)) return null;
  const disabled = presenter.priceRefreshing || presenter.isPaying;
  const exclusive = (['multiriskInsurance', 'assistanceInsurance'] as const).filter(available);
  const extras = (['damageWaiver', 'cabWeather'] as const).filter(available);
  const noneSelected = !state.multiriskInsurance.selected && !state.assistanceInsurance.selected;
  return (
    <section className="checkout-block" aria-labelledby="insurances-title">
      <h2 id="insurances-title">{t('insurances.title')}</h2>
      {exclusive.length > 0 && (
        <fieldset className="insurance-group">
          <legend>{t('insurances.exclusiveLegend')}</legend>
          {exclusive.map((name) => (
            <label key={name} className={state[name].selected ? 'insurance-card selected' : 'insurance-card'}>
              <input
                type="radio"
                name="main-insurance"
                checked={state[name].selected}
                disabled={disabled}
                onChange={() => presenter.insurancePicked(name, true)}
              />
              <span className="insurance-text">
                <strong>{texts[name].title}</strong>
                <span className="muted">{texts[name].description}</span>
              </span>
              <span className="insurance-price">{presenter.formatEuroCents(texts[name].price)}</span>
            </label>
          ))}
          <label className={noneSelected ? 'insurance-card selected' : 'insurance-card'}>
            <input type="radio" name="main-insurance" checked={noneSelected} disabled={disabled} onChange={() => presenter.noInsuranceChosen()} />
            <span className="insurance-text">
              <strong>{t('insurances.none')}</strong>
            </span>
          </label>
        </fieldset>
      )}
      {extras.map((name) => (
        <label key={name} className={state[name].selected ? 'insurance-card selected' : 'insurance-card'}>
          <input
            type="checkbox"
            checked={state[name].selected}
            disabled={disabled}
            onChange={(e) => presenter.insurancePicked(name, e.target.checked)}
          />
          <span className="insurance-text">
            <strong>{texts[name].title}</strong>
            <span className="muted">{texts[name].description}</span>
          </span>
          <span className="insurance-price">{presenter.formatEuroCents(texts[name].price)}</span>
        </label>
      ))}
    </section>
  );
});

const SkipperChoice = observer(({ presenter }: Props) => {
  const { t } = useTranslation('checkout');
  const rt = presenter.rentalType.value;
  if (!rt) return null;
  const disabled = presenter.priceRefreshing || presenter.isPaying;
  const price = t(rt.priceByDay ? 'skipper.pricePerDay' : 'skipper.pricePerBooking', { price: presenter.formatEuroCents(rt.price) });
  if (rt.isIncluded || rt.isMandatory) {
    return (
      <section className="checkout-block" aria-labelledby="skipper-title">
        <h2 id="skipper-title">{t('skipper.title')}</h2>
        <p>{rt.isIncluded ? t('skipper.included', { name: rt.name }) : t('skipper.mandatory', { name: rt.name, price })}</p>
      </section>
    );
  }
  return (
    <section className="checkout-block" aria-labelledby="skipper-title">
      <h2 id="skipper-title">{t('skipper.title')}</h2>
      <fieldset className="choice-row">
        <legend className="visually-hidden">{t('skipper.title')}</legend>
        <label className="choice">
          <input type="radio" name="skipper" checked={rt.wantedQuantity === 1} disabled={disabled} onChange={() => presenter.rentalTypeSelected()} />
          {t('skipper.with', { name: rt.name })} <span className="muted">({price}{rt.isPayInHarbour ? `, ${t('price.atHarbour')}` : ''})</span>
        </label>
        <label className="choice">
          <input type="radio" name="skipper" checked={rt.wantedQuantity === 0} disabled={disabled} onChange={() => presenter.rentalTypeUnselected()} />
          {t('skipper.without')}
        </label>
      </fieldset>
      {rt.licenceRequired && rt.wantedQuantity === 0 && <p className="muted">{t('skipper.licenceRequired')}</p>}
    </section>
  );
});

const ExtrasChoice = observer(({ presenter }: Props) => {
  const { t } = useTranslation('checkout');
  const extras = presenter.extras.value;
  if (extras.length === 0) return null;
  const disabled = presenter.priceRefreshing || presenter.isPaying;
  return (
    <section className="checkout-block" aria-labelledby="extras-title">
      <h2 id="extras-title">{t('extras.title')}</h2>
      <ul className="extras-list">
        {extras.map((extra) => (
          <li key={extra.polymorphExtraId}>
            <label className="choice">
              <input
                type="checkbox"
                checked={extra.isMandatory || extra.isIncluded || extra.quantity > 0}
                disabled={disabled || extra.isMandatory || extra.isIncluded}
                onChange={(e) => presenter.extraToggled(extra.polymorphExtraId, e.target.checked)}
              />
              <span>
                <strong>{extra.name}</strong>{' '}
                <span className="muted">
                  {extra.isIncluded
                    ? t('extras.included')
                    : t(`extras.priceTypes.${extra.priceType}`, { price: presenter.formatEuroCents(extra.price) })}
                  {extra.isPayInHarbour && !extra.isIncluded ? ` · ${t('price.atHarbour')}` : ''}
                  {extra.isMandatory ? ` · ${t('extras.mandatory')}` : ''}
                </span>
                {extra.description && <span className="extra-description muted">{extra.description}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
});

const PromoCodeField = observer(({ presenter }: Props) => {
  const { t } = useTranslation('checkout');
  const applied = presenter.session?.promoCode ?? null;
  const error = presenter.promoCode.error;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    presenter.promoCodeSubmitted();
  };
  return (
    <section className="checkout-block" aria-labelledby="promo-title">
      <h2 id="promo-title">{t('promoCode.title')}</h2>
      {applied ? (
        <p className="promo-applied">
          {t('promoCode.applied', { code: applied })}{' '}
          <button type="button" className="button ghost" disabled={presenter.priceRefreshing} onClick={() => presenter.promoCodeRemoved()}>
            {t('promoCode.remove')}
          </button>
        </p>
      ) : (
        <form className="promo-form" onSubmit={submit} noValidate>
          <label htmlFor="promo-code">{t('promoCode.label')}</label>
          <input
            id="promo-code"
            value={presenter.promoCode.value}
            autoComplete="off"
            aria-invalid={error !== null}
            aria-describedby={error ? 'promo-error' : undefined}
            onChange={(e) => presenter.promoCodeTyped(e.target.value)}
          />
          <button type="submit" className="button" disabled={presenter.priceRefreshing}>
            {t('promoCode.apply')}
          </button>
        </form>
      )}
      <p id="promo-error" className="field-error" role="alert">
        {error ? t(error) : ''}
      </p>
    </section>
  );
});

const DownPaymentChoice = observer(({ presenter }: Props) => {
  const { t, i18n } = useTranslation('checkout');
  const dp = presenter.downPayment.value;
  const view = presenter.priceView;
  if (!dp || !dp.isEligible || !view) return null;
  const disabled = presenter.priceRefreshing || presenter.isPaying;
  return (
    <section className="checkout-block" aria-labelledby="down-payment-title">
      <h2 id="down-payment-title">{t('downPayment.title')}</h2>
      <fieldset className="choice-row">
        <legend className="visually-hidden">{t('downPayment.title')}</legend>
        <label className="choice">
          <input type="radio" name="down-payment" checked={dp.isSelected} disabled={disabled} onChange={() => presenter.downPaymentChosen(true)} />
          {t('downPayment.down', { percentage: dp.percentage })}
        </label>
        <label className="choice">
          <input type="radio" name="down-payment" checked={!dp.isSelected} disabled={disabled} onChange={() => presenter.downPaymentChosen(false)} />
          {t('downPayment.full')}
        </label>
      </fieldset>
      {dp.isSelected && dp.balancePaymentDate && <p className="muted">{t('downPayment.balanceOn', { date: formatStay(dp.balancePaymentDate, dp.balancePaymentDate, i18n.language) })}</p>}
    </section>
  );
});

/** The shared card form, paying through the checkout's own guard (never while the price is being recomputed). */
const CheckoutCardForm = observer(({ presenter }: Props) => {
  const { t } = useTranslation('checkout');
  return (
    <CardForm payment={presenter.cardPayment} amount={presenter.priceView?.payNow ?? ''} disabled={presenter.priceRefreshing} onPay={() => void presenter.payClicked()}>
      <button type="button" className="button ghost" disabled={presenter.isPaying} onClick={() => presenter.backToOptionsClicked()}>
        {t('steps.backToOptions')}
      </button>
    </CardForm>
  );
});

const CheckoutSkeleton = () => (
  <div className="page checkout-page" aria-busy="true">
    <div className="skeleton-line" />
    <div className="skeleton-line skeleton-short" />
  </div>
);

const PaymentSessionScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['checkout', 'common']);
  const presenter = usePagePresenterOf(PaymentSessionPresenter);
  usePageEntered(presenter, route);
  const session = presenter.session;
  usePageHead({ title: t('checkout:meta.title'), description: t('checkout:meta.description') });

  if (presenter.status === 'notFound') return <NotFoundScreen />;
  if (presenter.status === 'signInRequired' || presenter.status === 'error') {
    return (
      <section className="page results-state" role="alert">
        <h1>{t(presenter.status === 'signInRequired' ? 'checkout:errors.signInTitle' : 'checkout:errors.loadTitle')}</h1>
        <p>{presenter.status === 'signInRequired' ? t('checkout:errors.signIn') : presenter.changeErrorKey ?? t(presenter.errorKey ?? 'common:errors.server')}</p>
        <button type="button" className="button primary" onClick={() => void presenter.retryClicked()}>
          {t('checkout:errors.retry')}
        </button>
      </section>
    );
  }
  if (presenter.status === 'loading' || !session) return <CheckoutSkeleton />;

  return (
    <div className="page checkout-page">
      <p>
        <Link href={session.urlBackButton} className="back-link">
          ← {t('checkout:back')}
        </Link>
      </p>
      <h1>{t(session.isActivity ? 'checkout:titleActivity' : 'checkout:title')}</h1>
      <ol className="checkout-steps" aria-label={t('checkout:steps.label')}>
        <li aria-current={presenter.step === 1 ? 'step' : undefined}>{t('checkout:steps.options')}</li>
        <li aria-current={presenter.step === 2 ? 'step' : undefined}>{t('checkout:steps.payment')}</li>
      </ol>
      <div className="checkout-layout">
        <div className="checkout-main">
          {presenter.changeErrorKey && (
            <p role="alert" className="field-error change-error">
              {t(presenter.changeErrorKey)}
            </p>
          )}
          {presenter.step === 1 ? (
            <>
              <SkipperChoice presenter={presenter} />
              <ExtrasChoice presenter={presenter} />
              <InsuranceChoices presenter={presenter} />
              <PromoCodeField presenter={presenter} />
              <DownPaymentChoice presenter={presenter} />
              <button
                type="button"
                className="button primary continue-button"
                disabled={presenter.priceRefreshing}
                onClick={() => void presenter.continueToPaymentClicked()}
              >
                {t('checkout:steps.continue')}
              </button>
            </>
          ) : (
            <CheckoutCardForm presenter={presenter} />
          )}
        </div>
        <aside className="checkout-aside" aria-label={t('checkout:summary.label')}>
          <Summary presenter={presenter} />
          <PriceDetails presenter={presenter} />
        </aside>
      </div>
    </div>
  );
});

export default PaymentSessionScreen;
