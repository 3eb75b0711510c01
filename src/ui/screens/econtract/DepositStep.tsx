import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_METHODS } from '../../../domain/econtract/econtract';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';
import { Differences } from './Differences';
import { FieldError } from './FieldError';

/** The deposit: its amount (the listing's), how it is held, and at check-out what is kept for new damage. */
export const DepositStep = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation('econtract');
  const deposit = presenter.view?.deposit ?? 0;
  const claimError = presenter.fieldError('claimAmount');
  return (
    <section className="econtract-card" aria-labelledby="econtract-deposit">
      <h2 id="econtract-deposit">{t('deposit.title')}</h2>
      <p className="econtract-amount">{deposit > 0 ? t('deposit.amount', { amount: presenter.deposit }) : t('deposit.noDeposit')}</p>
      <fieldset className="econtract-fieldset">
        <legend>{t('deposit.method')}</legend>
        <div className="econtract-segmented" role="radiogroup" aria-label={t('deposit.method')}>
          {DEPOSIT_METHODS.map((method) => (
            <button
              key={method}
              type="button"
              role="radio"
              aria-checked={presenter.data.depositMethod === method}
              className="econtract-segment"
              disabled={!presenter.editable}
              onClick={() => presenter.depositMethodChosen(method)}
            >
              {t(`deposit.${method}`)}
            </button>
          ))}
        </div>
        <FieldError id="econtract-deposit-error" messageKey={presenter.fieldError('depositMethod')} />
      </fieldset>
      {presenter.direction === 'out' && deposit > 0 && (
        <>
          <Differences presenter={presenter} />
          <div className="field">
            <label htmlFor="econtract-claim">{t('deposit.claim')}</label>
            <input
              id="econtract-claim"
              className="econtract-input econtract-number"
              inputMode="decimal"
              autoComplete="off"
              value={presenter.claimText}
              readOnly={!presenter.editable}
              aria-invalid={claimError ? true : undefined}
              aria-describedby="econtract-claim-hint"
              onChange={(e) => presenter.claimChanged(e.target.value)}
            />
            <p id="econtract-claim-hint" className="field-hint">
              {t('deposit.claimHint', { amount: presenter.deposit })}
            </p>
            <FieldError id="econtract-claim-error" messageKey={claimError} />
          </div>
        </>
      )}
    </section>
  );
});
