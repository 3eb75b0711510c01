import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS, SLEEPING_AREA_KINDS, type SleepingAreaKind } from '../../../../domain/listing/listing';
import { describedBy, FieldError, fieldErrorOf, fieldId, GroupError, TextField, type StepProps } from './fields';

/** Builder and model, the boat's measures and how many it sleeps and carries; its sleeping areas. */
export const SpecsStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation('listings');
  const form = presenter.form;
  const number = (path: 'enginePower' | 'buildYear' | 'cabins' | 'berths' | 'capacity', unit?: string) => (
    <TextField presenter={presenter} path={path} label={t(`fields.${path}`)} value={form[path]} onChange={(v) => presenter.changed(path, v)} inputMode="numeric" unit={unit} />
  );
  return (
    <>
      <div className="field-row">
        <TextField presenter={presenter} path="builderName" label={t('fields.builderName')} value={form.builderName} onChange={(v) => presenter.changed('builderName', v)} maxLength={LISTING_LIMITS.nameMax} />
        <TextField presenter={presenter} path="modelName" label={t('fields.modelName')} value={form.modelName} onChange={(v) => presenter.changed('modelName', v)} maxLength={LISTING_LIMITS.nameMax} />
      </div>
      <div className="field-row">
        <TextField presenter={presenter} path="lengthM" label={t('fields.lengthM')} value={form.lengthM} onChange={(v) => presenter.changed('lengthM', v)} inputMode="decimal" unit={t('units.metres')} hint={t('hints.lengthM')} />
        {number('enginePower', t('units.hp'))}
        {number('buildYear')}
      </div>
      <div className="field-row">
        {number('cabins')}
        {number('berths')}
        {number('capacity')}
      </div>
      <SleepingAreas presenter={presenter} />
    </>
  );
});

const SleepingAreas = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation('listings');
  const areas = presenter.form.sleepingAreas;
  return (
    <fieldset className="listing-fieldset">
      <legend>{t('fields.sleepingAreas')}</legend>
      <p className="field-hint">{t('hints.sleepingAreas')}</p>
      <GroupError presenter={presenter} paths={['sleepingAreas']} />
      {areas.map((area, i) => {
        const kindId = fieldId(`sleepingAreas.${i}.kind`);
        const kindError = fieldErrorOf(presenter, `sleepingAreas.${i}.kind`);
        return (
          <div key={i} className="listing-row" role="group" aria-label={t('rows.sleepingArea', { number: i + 1 })}>
            <div className="field">
              <label htmlFor={kindId}>{t('fields.sleepingKind')}</label>
              <select id={kindId} value={area.kind} onChange={(e) => presenter.rowChanged('sleepingAreas', i, { kind: e.target.value as SleepingAreaKind })} {...describedBy(kindId, false, kindError)}>
                {SLEEPING_AREA_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`sleepingKinds.${kind}`)}
                  </option>
                ))}
              </select>
              <FieldError id={`${kindId}-error`} errorKey={kindError} />
            </div>
            <TextField presenter={presenter} path={`sleepingAreas.${i}.cabins`} label={t('fields.cabins')} value={area.cabins} onChange={(v) => presenter.rowChanged('sleepingAreas', i, { cabins: v })} inputMode="numeric" />
            <TextField presenter={presenter} path={`sleepingAreas.${i}.berths`} label={t('fields.berths')} value={area.berths} onChange={(v) => presenter.rowChanged('sleepingAreas', i, { berths: v })} inputMode="numeric" />
            <button type="button" className="button ghost row-remove" onClick={() => presenter.rowRemoved('sleepingAreas', i)}>
              {t('rows.remove')}
            </button>
          </div>
        );
      })}
      <button type="button" className="button" onClick={() => presenter.rowAdded('sleepingAreas')} disabled={areas.length >= LISTING_LIMITS.sleepingAreasMax}>
        {t('rows.addSleepingArea')}
      </button>
    </fieldset>
  );
});
