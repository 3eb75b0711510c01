import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';
import { FieldError } from './FieldError';

/** Fuel in eighths (nine large buttons, as a gauge reads) and the engine hour counter. */
export const ReadingsStep = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation('econtract');
  const checkIn = presenter.view?.checkIn?.data;
  const fuelError = presenter.fieldError('fuelPercent');
  const hoursError = presenter.fieldError('engineHours');
  return (
    <section className="econtract-card" aria-labelledby="econtract-readings">
      <h2 id="econtract-readings">{t('readings.title')}</h2>
      <fieldset className="econtract-fieldset">
        <legend>{t('readings.fuel')}</legend>
        <div className="econtract-fuel" role="radiogroup" aria-label={t('readings.fuel')}>
          {presenter.fuelOptions.map((percent, eighth) => (
            <button
              key={percent}
              type="button"
              role="radio"
              aria-checked={presenter.data.fuelPercent === percent}
              aria-label={eighth === 0 ? t('readings.empty') : eighth === 8 ? t('readings.full') : t('readings.eighth', { eighth })}
              className="econtract-fuel-option"
              disabled={!presenter.editable}
              onClick={() => presenter.fuelChosen(percent)}
            >
              <span className="econtract-gauge" style={{ height: `${Math.max(4, percent)}%` }} aria-hidden="true" />
              <span>{eighth === 0 ? t('readings.empty') : eighth === 8 ? t('readings.full') : t('readings.eighth', { eighth })}</span>
            </button>
          ))}
        </div>
        {checkIn?.fuelPercent != null && <p className="field-hint">{t('readings.atCheckIn', { value: `${checkIn.fuelPercent} %` })}</p>}
        <FieldError id="econtract-fuel-error" messageKey={fuelError} />
      </fieldset>
      <div className="field">
        <label htmlFor="econtract-hours">{t('readings.hours')}</label>
        <input
          id="econtract-hours"
          className="econtract-input econtract-number"
          inputMode="decimal"
          autoComplete="off"
          value={presenter.hoursText}
          aria-invalid={hoursError ? true : undefined}
          aria-describedby="econtract-hours-hint"
          onChange={(e) => presenter.hoursChanged(e.target.value)}
        />
        <p id="econtract-hours-hint" className="field-hint">
          {checkIn?.engineHours != null ? t('readings.atCheckIn', { value: presenter.hours(checkIn.engineHours) }) : t('readings.hoursHint')}
        </p>
        <FieldError id="econtract-hours-error" messageKey={hoursError} />
      </div>
    </section>
  );
});
