import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CardField, CardPayment } from '../../../application/checkout/card-payment';
import { Modal } from '../../modal/Modal';

const CARD_FIELDS: readonly { field: CardField; autoComplete: string; placeholder: string }[] = [
  { field: 'number', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  { field: 'expiry', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { field: 'cvc', autoComplete: 'cc-csc', placeholder: '123' },
];

/**
 * The card form of every payment (checkout, balance, insurance after booking): our own fields with the local
 * provider, Stripe's element otherwise; the pay button shows the amount and cannot be pressed twice; the 3-D Secure
 * dialog of the local provider. `onPay` lets a page check its own state first; `children` adds its own buttons.
 */
export const CardForm = observer(
  ({ payment, amount, disabled = false, onPay, children }: { payment: CardPayment; amount: string; disabled?: boolean; onPay?: () => void; children?: ReactNode }) => {
  const { t } = useTranslation('checkout');
  const element = useRef<HTMLDivElement>(null);
  const { provider, clientSecret, scriptState } = payment;
  useEffect(() => {
    if (!provider.usesOwnCardFields && clientSecret && element.current && scriptState === 'loaded') void provider.mountCardForm(element.current, clientSecret);
  }, [provider, clientSecret, scriptState]);
  const pay = (e: FormEvent) => {
    e.preventDefault();
    if (onPay) onPay();
    else void payment.pay();
  };
  const problems = payment.cardTouched ? payment.problems : {};
  return (
    <form className="checkout-block card-form" onSubmit={pay} noValidate aria-labelledby="card-title">
      <h2 id="card-title">{t('card.title')}</h2>
      {scriptState === 'error' && (
        <div role="alert" className="field-error">
          {t('payment.scriptError')}{' '}
          <button type="button" className="button" onClick={() => void payment.loadScript()}>
            {t('payment.retryScript')}
          </button>
        </div>
      )}
      {provider.usesOwnCardFields ? (
        <>
          <p className="muted test-cards">{t('card.testCards')}</p>
          {CARD_FIELDS.map(({ field, autoComplete, placeholder }) => (
            <div key={field} className="field">
              <label htmlFor={`card-${field}`}>{t(`card.${field}`)}</label>
              <input
                id={`card-${field}`}
                autoComplete={autoComplete}
                inputMode="numeric"
                placeholder={placeholder}
                value={payment.card[field]}
                disabled={payment.isPaying}
                aria-invalid={problems[field] !== undefined}
                aria-describedby={problems[field] ? `card-${field}-error` : undefined}
                onChange={(e) => payment.cardFieldChanged(field, e.target.value)}
              />
              {problems[field] && (
                <p id={`card-${field}-error`} className="field-error">
                  {t(problems[field])}
                </p>
              )}
            </div>
          ))}
        </>
      ) : (
        <div ref={element} className="stripe-element" aria-busy={scriptState !== 'loaded'} />
      )}
      <div role="alert" className="field-error payment-error">
        {payment.errorKey ? `${t(payment.errorKey)}${payment.message ? ` (${payment.message})` : ''}` : ''}
      </div>
      <button type="submit" className="button primary pay-button" disabled={payment.isPaying || disabled}>
        {payment.isPaying ? t('payment.paying') : t('payment.pay', { amount })}
      </button>
      {children}
      <Modal
        open={payment.threeDSecure !== null}
        onClose={() => void payment.threeDSecureAnswered(false)}
        title={t('threeDSecure.title')}
        footer={
          <>
            <button type="button" className="button" onClick={() => void payment.threeDSecureAnswered(false)}>
              {t('threeDSecure.fail')}
            </button>
            <button type="button" className="button primary" onClick={() => void payment.threeDSecureAnswered(true)}>
              {t('threeDSecure.approve')}
            </button>
          </>
        }
      >
        <p>{t('threeDSecure.text', { amount })}</p>
      </Modal>
    </form>
  );
  },
);
