import { formatMoney, type CurrencyRate } from '../../domain/currency/money';
import { sameSpaces } from '../../domain/i18n/intl-text';
import { EQUIPMENT, type AppliedFilterChip, type ChipListName, type ChipValueName, type EquipmentId } from '../../domain/search';
import { formatDateRange } from './date-format';
import { displayNames } from '../../domain/i18n/intl-formats';

/**
 * Translation-key suffixes for the spec's enumerations, whose values hold spaces and capitals
 * ('Motor Yacht' → 'motorYacht', 'RIB' → 'rib', 'With or without captain' → 'withOrWithoutCaptain').
 */
export const enumKey = (value: string): string => {
  const words = value.trim().split(/[\s_-]+/).filter((word) => word !== '');
  return words
    .map((word, index) => {
      const lower = word === word.toUpperCase() ? word.toLowerCase() : word;
      return index === 0 ? lower.charAt(0).toLowerCase() + lower.slice(1) : lower.charAt(0).toUpperCase() + lower.slice(1).toLowerCase();
    })
    .join('');
};

/** What a chip reads: a message key for the view to translate (with its values), or text already formatted. */
export type ChipLabel = { readonly key: string; readonly values?: Readonly<Record<string, string | number>> } | { readonly text: string };

export interface ChipLabelContext {
  readonly language: string;
  readonly currency: CurrencyRate;
}

/** Price filters are whole units of the visitor's currency. */
const wholeAmount = (major: number, context: ChipLabelContext): string =>
  formatMoney({ amountMinor: major * 10 ** (context.currency.minorUnits ?? 2), currency: context.currency.code }, context.language, context.currency, { wholeUnits: true });

const languageName = (code: string, language: string): string => {
  try {
    return sameSpaces(displayNames(language, { type: 'language' }).of(code) ?? code);
  } catch {
    return code;
  }
};

/** The label of an applied filter's chip (the panel's own wording where it has one). */
export const chipLabel = (chip: AppliedFilterChip, context: ChipLabelContext): ChipLabel => {
  switch (chip.kind) {
    case 'dates':
      return { text: formatDateRange(chip.startDate, chip.endDate, context.language) };
    case 'range': {
      const format = (value: number) => (chip.name === 'price' ? wholeAmount(value, context) : value);
      const base = `search:chips.${chip.name}`;
      if (chip.from !== undefined && chip.to !== undefined) return { key: `${base}Range`, values: { from: format(chip.from), to: format(chip.to) } };
      if (chip.from !== undefined) return { key: `${base}From`, values: { from: format(chip.from) } };
      return { key: `${base}To`, values: { to: format(chip.to ?? 0) } };
    }
    case 'value':
      return valueLabel(chip.name, chip.value);
    case 'item':
      return itemLabel(chip.name, chip.value, context);
  }
};

const valueLabel = (name: ChipValueName, value: string | number | boolean): ChipLabel => {
  switch (name) {
    case 'numberOfPeople':
      return { key: 'search:chips.people', values: { count: Number(value) } };
    case 'numberOfCabins':
      return { key: 'search:chips.cabins', values: { count: Number(value) } };
    case 'numberOfBerths':
      return { key: 'search:chips.berths', values: { count: Number(value) } };
    case 'distance':
      return { key: 'search:filters.distanceValue', values: { km: Number(value) } };
    case 'halfDayPeriod':
      return { key: `search:halfDayPeriods.${String(value)}` };
    case 'sailingType':
      return { key: `search:sailingTypes.${enumKey(String(value))}` };
    case 'ownerType':
      return { key: `search:ownerTypes.${String(value)}` };
    case 'cancellationPolicy':
      return { key: 'search:filters.flexibleCancellation' };
    case 'ownerId':
      return { key: 'search:chips.owner' };
    case 'superOwner':
    case 'bestRating':
    case 'instantBooking':
    case 'hasDiscount':
      return { key: `search:filters.${name}` };
  }
};

const itemLabel = (name: ChipListName, value: string | number, context: ChipLabelContext): ChipLabel => {
  switch (name) {
    case 'types':
      return { key: `search:boatTypes.${enumKey(String(value))}` };
    case 'equipments':
      return { key: `search:equipment.${EQUIPMENT[value as EquipmentId]}` };
    case 'experiences':
      return { key: `search:experiences.${String(value)}` };
    // Free tokens (spec section 3): the catalogue's known ones are translated, any other reads as written.
    case 'activityTypes':
    case 'timesOfTheDay':
      return { key: `search:${name}.${String(value)}`, values: { defaultValue: String(value) } };
    case 'skipperLanguages':
      return { key: 'search:chips.skipperLanguage', values: { language: languageName(String(value), context.language) } };
    case 'durations':
    case 'productTags':
      return { text: String(value) };
  }
};
