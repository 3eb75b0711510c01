import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICIES } from '../../../../domain/listing/listing';
import { describedBy, FieldError, fieldErrorOf, type StepProps } from './fields';

/** The cancellation policy (each explained in one line, as the checkout applies it) and instant booking. */
export const ConditionsStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation('listings');
  const form = presenter.form;
  const error = fieldErrorOf(presenter, 'cancellationPolicy');
  return (
    <>
      <fieldset className="listing-fieldset" {...describedBy('listing-cancellationPolicy', false, error)}>
        <legend>{t('fields.cancellationPolicy')}</legend>
        <div className="choice-cards">
          {CANCELLATION_POLICIES.map((policy) => (
            <label key={policy} className={`choice-card ${form.cancellationPolicy === policy ? 'is-selected' : ''}`}>
              <input type="radio" name="listing-policy" checked={form.cancellationPolicy === policy} onChange={() => presenter.changed('cancellationPolicy', policy)} aria-describedby={`policy-${policy}`} />
              <span>
                <strong>{t(`policies.${policy}.name`)}</strong>
                <span id={`policy-${policy}`} className="field-hint">
                  {t(`policies.${policy}.explanation`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="listing-cancellationPolicy-error" errorKey={error} />
      </fieldset>
      <div className="listing-fieldset">
        <label className="switch">
          <input type="checkbox" role="switch" checked={form.instantBooking} onChange={(e) => presenter.changed('instantBooking', e.target.checked)} aria-describedby="listing-instant-hint" />
          <span>{t('fields.instantBooking')}</span>
        </label>
        <p id="listing-instant-hint" className="field-hint">
          {form.instantBooking ? t('hints.instantBookingOn') : t('hints.instantBookingOff')}
        </p>
      </div>
    </>
  );
});
