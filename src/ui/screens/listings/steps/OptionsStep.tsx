import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../../../application/search/labels';
import { EXTRA_PRICE_TYPES, INSURANCE_NAMES, LISTING_LIMITS, type ExtraPriceType } from '../../../../domain/listing/listing';
import { SAILING_TYPES } from '../../../../domain/search/search-filters';
import { describedBy, FieldError, fieldErrorOf, fieldId, GroupError, TextField, type StepProps } from './fields';

/** How the boat sails (with or without a skipper, and what the skipper costs), optional extras, insurances offered. */
export const OptionsStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation(['listings', 'search']);
  const form = presenter.form;
  const sailingError = fieldErrorOf(presenter, 'sailingType');
  const offersSkipper = form.sailingType !== null && form.sailingType !== 'Without captain';
  return (
    <>
      <fieldset className="listing-fieldset" {...describedBy('listing-sailingType', false, sailingError)}>
        <legend>{t('listings:fields.sailingType')}</legend>
        <div className="radio-row listing-radios">
          {SAILING_TYPES.map((type) => (
            <label key={type} className="check">
              <input type="radio" name="listing-sailing-type" checked={form.sailingType === type} onChange={() => presenter.changed('sailingType', type)} />
              {t(`search:sailingTypes.${enumKey(type)}`)}
            </label>
          ))}
        </div>
        <FieldError id="listing-sailingType-error" errorKey={sailingError} />
      </fieldset>
      {offersSkipper && <Skipper presenter={presenter} />}
      <Extras presenter={presenter} />
      <Insurances presenter={presenter} />
    </>
  );
});

const Skipper = observer(({ presenter }: { presenter: StepProps['presenter'] }) => {
  const { t } = useTranslation('listings');
  const skipper = presenter.form.skipper;
  return (
    <fieldset className="listing-fieldset">
      <legend>{t('fields.skipper')}</legend>
      <TextField
        presenter={presenter}
        path="skipper.price"
        alsoErrors={['skipper']}
        label={t('fields.skipperPrice')}
        value={skipper.price}
        onChange={(v) => presenter.skipperChanged({ price: v })}
        inputMode="decimal"
        unit={t('units.euro')}
      />
      <div className="radio-row" role="radiogroup" aria-label={t('fields.skipperPriceType')}>
        <label className="check">
          <input type="radio" name="listing-skipper-by-day" checked={skipper.priceByDay} onChange={() => presenter.skipperChanged({ priceByDay: true })} />
          {t('fields.perDay')}
        </label>
        <label className="check">
          <input type="radio" name="listing-skipper-by-day" checked={!skipper.priceByDay} onChange={() => presenter.skipperChanged({ priceByDay: false })} />
          {t('fields.forTheRental')}
        </label>
      </div>
      <label className="check">
        <input type="checkbox" checked={skipper.isPayInHarbour} onChange={(e) => presenter.skipperChanged({ isPayInHarbour: e.target.checked })} />
        {t('fields.payInHarbour')}
      </label>
    </fieldset>
  );
});

const Extras = observer(({ presenter }: { presenter: StepProps['presenter'] }) => {
  const { t } = useTranslation('listings');
  const extras = presenter.form.extras;
  return (
    <fieldset className="listing-fieldset">
      <legend>{t('fields.extras')}</legend>
      <p className="field-hint">{t('hints.extras')}</p>
      <GroupError presenter={presenter} paths={['extras']} />
      {extras.map((extra, i) => {
        const typeId = fieldId(`extras.${i}.priceType`);
        const typeError = fieldErrorOf(presenter, `extras.${i}.priceType`);
        return (
          <div key={i} className="listing-subblock" role="group" aria-label={t('rows.extra', { number: i + 1 })}>
            <div className="field-row">
              <TextField presenter={presenter} path={`extras.${i}.name`} label={t('fields.extraName')} value={extra.name} onChange={(v) => presenter.rowChanged('extras', i, { name: v })} maxLength={LISTING_LIMITS.nameMax} />
              <TextField presenter={presenter} path={`extras.${i}.price`} label={t('fields.extraPrice')} value={extra.price} onChange={(v) => presenter.rowChanged('extras', i, { price: v })} inputMode="decimal" unit={t('units.euro')} />
              <div className="field">
                <label htmlFor={typeId}>{t('fields.extraPriceType')}</label>
                <select id={typeId} value={extra.priceType} onChange={(e) => presenter.rowChanged('extras', i, { priceType: e.target.value as ExtraPriceType })} {...describedBy(typeId, false, typeError)}>
                  {EXTRA_PRICE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`priceTypes.${type}`)}
                    </option>
                  ))}
                </select>
                <FieldError id={`${typeId}-error`} errorKey={typeError} />
              </div>
            </div>
            <TextField presenter={presenter} path={`extras.${i}.description`} label={t('fields.extraDescription')} value={extra.description} onChange={(v) => presenter.rowChanged('extras', i, { description: v })} maxLength={LISTING_LIMITS.itineraryTextMax} />
            <div className="row-actions">
              <label className="check">
                <input type="checkbox" checked={extra.isMandatory} onChange={(e) => presenter.rowChanged('extras', i, { isMandatory: e.target.checked })} />
                {t('fields.mandatory')}
              </label>
              <label className="check">
                <input type="checkbox" checked={extra.isPayInHarbour} onChange={(e) => presenter.rowChanged('extras', i, { isPayInHarbour: e.target.checked })} />
                {t('fields.payInHarbour')}
              </label>
              <button type="button" className="button ghost row-remove" onClick={() => presenter.rowRemoved('extras', i)}>
                {t('rows.remove')}
              </button>
            </div>
          </div>
        );
      })}
      <button type="button" className="button" onClick={() => presenter.rowAdded('extras')} disabled={extras.length >= LISTING_LIMITS.extrasMax}>
        {t('rows.addExtra')}
      </button>
    </fieldset>
  );
});

const Insurances = observer(({ presenter }: { presenter: StepProps['presenter'] }) => {
  const { t } = useTranslation('listings');
  return (
    <fieldset className="listing-fieldset">
      <legend>{t('fields.insurances')}</legend>
      <p className="field-hint">{t('hints.insurances')}</p>
      <GroupError presenter={presenter} paths={['insurances']} />
      {INSURANCE_NAMES.map((name) => (
        <label key={name} className="check">
          <input type="checkbox" checked={presenter.form.insurances.includes(name)} onChange={(e) => presenter.insuranceToggled(name, e.target.checked)} />
          {t(`insurances.${name}`)}
        </label>
      ))}
    </fieldset>
  );
});
