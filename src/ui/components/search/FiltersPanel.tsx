import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  BOAT_TYPES,
  EQUIPMENT,
  EQUIPMENT_IDS,
  EXPERIENCES,
  HALF_DAY_PERIODS,
  OWNER_TYPES,
  SAILING_TYPES,
  type FiltersPatch,
  type SearchFilters,
} from '../../../domain/search';
import { ACTIVITY_TYPE_OPTIONS, DISTANCE_OPTIONS_KM, SKIPPER_LANGUAGE_OPTIONS, TIMES_OF_THE_DAY_OPTIONS } from '../../../application/search/filter-options';
import { enumKey } from '../../../application/search/labels';
import { numberFromText } from '../../../application/search/search-context';
import type { SearchPresenter } from '../../../application/search/search-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';
import { Modal } from '../../modal/Modal';
import { PriceHistogram } from './PriceHistogram';
import { displayNames, numberFormat } from '../../../domain/i18n/intl-formats';

type ListField = 'types' | 'equipments' | 'experiences' | 'activityTypes' | 'timesOfTheDay' | 'skipperLanguages';
type NumberField =
  | 'numberOfCabins'
  | 'numberOfBerths'
  | 'lengthFrom'
  | 'lengthTo'
  | 'enginePowerFrom'
  | 'enginePowerTo'
  | 'minBuildYear'
  | 'maxBuildYear'
  | 'priceFrom'
  | 'priceTo';
type FlagField = 'superOwner' | 'bestRating' | 'instantBooking' | 'hasDiscount';

/** 'Yacht' is an input alias of both yacht types (spec section 5): it is not offered. */
const OFFERED_BOAT_TYPES = BOAT_TYPES.filter((type) => type !== 'Yacht');

const toggled = <T,>(list: readonly T[] | undefined, value: T): readonly T[] | undefined => {
  const current = list ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return next.length === 0 ? undefined : next;
};

const Group = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="filter-group">
    <legend>{legend}</legend>
    {children}
  </fieldset>
);

export interface FiltersPanelProps {
  readonly presenter: SearchPresenter;
  readonly mobile: boolean;
}

/** "More filters": every filter of spec section 3 not shown inline, pending until Apply (lazy chunk). */
const FiltersPanel = observer(({ presenter, mobile }: FiltersPanelProps) => {
  const { t, i18n } = useTranslation(['search', 'common']);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const draft = presenter.draft;
  if (draft === null) return null;
  const boats = presenter.kind === 'boat';
  const change = (patch: FiltersPatch) => presenter.draftChanged(patch);
  const languageName = (code: string) => {
    try {
      return displayNames(i18n.language, { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const checkboxes = <F extends ListField,>(field: F, values: readonly NonNullable<SearchFilters[F]>[number][], label: (value: (typeof values)[number]) => string) => (
    <div className="checkbox-grid">
      {values.map((value) => (
        <label key={String(value)} className="check">
          <input
            type="checkbox"
            checked={((draft[field] ?? []) as readonly unknown[]).includes(value)}
            onChange={() => change({ [field]: toggled(draft[field] as readonly (typeof value)[] | undefined, value) } as FiltersPatch)}
          />
          {label(value)}
        </label>
      ))}
    </div>
  );

  const numberInput = (field: NumberField, label: string, min: number, max: number) => (
    <label className="field">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft[field] ?? ''}
        onChange={(event) => change({ [field]: numberFromText(event.target.value) })}
      />
    </label>
  );

  const flag = (field: FlagField, label: string) => (
    <label className="check">
      <input type="checkbox" checked={draft[field] === true} onChange={(event) => change({ [field]: event.target.checked || undefined })} />
      {label}
    </label>
  );

  const radios = <V extends string,>(name: string, value: V | undefined, values: readonly V[], label: (value: V) => string, onChange: (value: V | undefined) => void, anyLabel: string) => (
    <div className="radio-row">
      {[undefined, ...values].map((option) => (
        <label key={option ?? 'any'} className="check">
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          {option === undefined ? anyLabel : label(option)}
        </label>
      ))}
    </div>
  );

  const { bounds } = presenter;
  const hints = presenter.priceHints;
  const draftCount = boats ? presenter.draftCount : null;
  const formattedCount = draftCount === null ? '' : numberFormat(i18n.language).format(draftCount);
  const applyLabel = draftCount === null ? t('search:filters.apply') : t('search:filters.applyCount', { count: draftCount, formattedCount });

  return (
    <Modal
      open
      onClose={() => presenter.moreFiltersClosed()}
      title={t('search:filters.title')}
      kind={mobile ? 'bottom' : 'right'}
      footer={
        <>
          {/* The apply button's count changes as filters are ticked; a button's new text is not read out, this is.
              Inside the dialog: a modal dialog hides the page's own live regions from screen readers. */}
          <p className="visually-hidden" aria-live="polite">
            {draftCount === null ? '' : t('search:results.boats', { count: draftCount, formattedCount })}
          </p>
          <button type="button" className="button ghost" onClick={() => presenter.draftReset()}>
            {t('search:filters.reset')}
          </button>
          <button type="button" className="button primary" onClick={() => presenter.draftApplied()}>
            {applyLabel}
          </button>
        </>
      }
    >
      <div className="filters-panel">
        <Group legend={t('search:filters.distance')}>
          <label className="field">
            <span>{t('search:filters.distanceLabel')}</span>
            <select value={draft.distance ?? ''} onChange={(event) => change({ distance: numberFromText(event.target.value) })}>
              <option value="">{t('search:filters.any')}</option>
              {DISTANCE_OPTIONS_KM.map((km) => (
                <option key={km} value={km}>
                  {t('search:filters.distanceValue', { km })}
                </option>
              ))}
            </select>
          </label>
        </Group>

        <Group legend={t('search:filters.period')}>
          {radios('halfDayPeriod', draft.halfDayPeriod, HALF_DAY_PERIODS, (p) => t(`search:halfDayPeriods.${p}`), (halfDayPeriod) => change({ halfDayPeriod }), t('search:filters.fullDay'))}
        </Group>

        <Group legend={t('search:filters.price')}>
          <PriceHistogram bars={presenter.priceBars} onSelect={(bar) => change({ priceFrom: bar.fromMajor || undefined, priceTo: bar.toMajor })} />
          {hints !== null && <p className="muted small">{t('search:filters.priceRange', hints)}</p>}
          <div className="field-row">
            {numberInput('priceFrom', t('search:filters.priceFrom', { currency: settings.currency.code }), 0, bounds.price.max)}
            {numberInput('priceTo', t('search:filters.priceTo', { currency: settings.currency.code }), 0, bounds.price.max)}
          </div>
        </Group>

        {boats && (
          <>
            <Group legend={t('search:filters.boatTypes')}>{checkboxes('types', OFFERED_BOAT_TYPES, (type) => t(`search:boatTypes.${enumKey(type)}`))}</Group>
            <Group legend={t('search:filters.sailingType')}>
              {radios('sailingType', draft.sailingType, SAILING_TYPES, (type) => t(`search:sailingTypes.${enumKey(type)}`), (sailingType) => change({ sailingType }), t('search:filters.any'))}
            </Group>
            <Group legend={t('search:filters.capacity')}>
              <div className="field-row">
                {numberInput('numberOfCabins', t('search:filters.cabins'), bounds.cabins.min, bounds.cabins.max)}
                {numberInput('numberOfBerths', t('search:filters.berths'), bounds.berths.min, bounds.berths.max)}
              </div>
            </Group>
            <Group legend={t('search:filters.dimensions')}>
              <div className="field-row">
                {numberInput('lengthFrom', t('search:filters.lengthFrom'), 1, bounds.length.max)}
                {numberInput('lengthTo', t('search:filters.lengthTo'), 1, bounds.length.max)}
              </div>
              <div className="field-row">
                {numberInput('enginePowerFrom', t('search:filters.enginePowerFrom'), 1, bounds.enginePower.max)}
                {numberInput('enginePowerTo', t('search:filters.enginePowerTo'), 1, bounds.enginePower.max)}
              </div>
            </Group>
            <Group legend={t('search:filters.buildYear')}>
              <div className="field-row">
                {numberInput('minBuildYear', t('search:filters.minBuildYear'), bounds.buildYear.min, bounds.buildYear.max)}
                {numberInput('maxBuildYear', t('search:filters.maxBuildYear'), bounds.buildYear.min, bounds.buildYear.max)}
              </div>
            </Group>
            <Group legend={t('search:filters.equipment')}>{checkboxes('equipments', EQUIPMENT_IDS, (id) => t(`search:equipment.${EQUIPMENT[id]}`))}</Group>
          </>
        )}

        <Group legend={t('search:filters.experiences')}>{checkboxes('experiences', EXPERIENCES, (experience) => t(`search:experiences.${experience}`))}</Group>

        {!boats && (
          <>
            <Group legend={t('search:filters.activityTypes')}>{checkboxes('activityTypes', ACTIVITY_TYPE_OPTIONS, (type) => t(`search:activityTypes.${type}`))}</Group>
            <Group legend={t('search:filters.timesOfTheDay')}>{checkboxes('timesOfTheDay', TIMES_OF_THE_DAY_OPTIONS, (time) => t(`search:timesOfTheDay.${time}`))}</Group>
            <Group legend={t('search:filters.skipperLanguages')}>{checkboxes('skipperLanguages', SKIPPER_LANGUAGE_OPTIONS, languageName)}</Group>
          </>
        )}

        <Group legend={t('search:filters.owner')}>
          {radios('ownerType', draft.ownerType, OWNER_TYPES, (type) => t(`search:ownerTypes.${type}`), (ownerType) => change({ ownerType }), t('search:filters.any'))}
          {flag('superOwner', t('search:filters.superOwner'))}
        </Group>

        <Group legend={t('search:filters.options')}>
          {flag('bestRating', t('search:filters.bestRating'))}
          {flag('instantBooking', t('search:filters.instantBooking'))}
          <label className="check">
            <input
              type="checkbox"
              checked={draft.cancellationPolicy === 'Flexible'}
              onChange={(event) => change({ cancellationPolicy: event.target.checked ? 'Flexible' : undefined })}
            />
            {t('search:filters.flexibleCancellation')}
          </label>
          {flag('hasDiscount', t('search:filters.hasDiscount'))}
        </Group>
      </div>
    </Modal>
  );
});

export default FiltersPanel;
