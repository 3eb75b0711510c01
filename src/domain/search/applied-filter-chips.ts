import type { FiltersPatch } from './filter-update';
import type { IsoDate } from './iso-date';
import type { SearchFilterName, SearchFilters } from './search-filters';

/** Filter pairs shown as one chip: removing it removes both ends. */
export type ChipRange = 'price' | 'length' | 'enginePower' | 'buildYear';
export type ChipValueName =
  | 'numberOfPeople'
  | 'distance'
  | 'halfDayPeriod'
  | 'sailingType'
  | 'numberOfCabins'
  | 'numberOfBerths'
  | 'ownerType'
  | 'superOwner'
  | 'bestRating'
  | 'instantBooking'
  | 'cancellationPolicy'
  | 'hasDiscount'
  | 'ownerId';
export type ChipListName =
  | 'types'
  | 'equipments'
  | 'experiences'
  | 'activityTypes'
  | 'timesOfTheDay'
  | 'skipperLanguages'
  | 'durations'
  | 'productTags';

interface ChipBase {
  /** Stable and unique within the filters: the chip's name, plus the value for one item of a list ('types:RIB'). */
  readonly id: string;
  /** The patch (for updateFilters) that removes this chip and nothing else. */
  readonly remove: FiltersPatch;
  /** A field of the search bar (dates, people): "clear all filters" keeps it, as it keeps the place. */
  readonly searchBar: boolean;
}

export type AppliedFilterChip = ChipBase &
  (
    | { readonly kind: 'dates'; readonly startDate: IsoDate; readonly endDate: IsoDate | undefined }
    | { readonly kind: 'range'; readonly name: ChipRange; readonly from: number | undefined; readonly to: number | undefined }
    | { readonly kind: 'value'; readonly name: ChipValueName; readonly value: string | number | boolean }
    | { readonly kind: 'item'; readonly name: ChipListName; readonly value: string | number }
  );

type Step =
  | { readonly kind: 'dates' }
  | { readonly kind: 'range'; readonly name: ChipRange }
  | { readonly kind: 'value'; readonly name: ChipValueName }
  | { readonly kind: 'list'; readonly name: ChipListName };

const value = (name: ChipValueName): Step => ({ kind: 'value', name });
const list = (name: ChipListName): Step => ({ kind: 'list', name });
const range = (name: ChipRange): Step => ({ kind: 'range', name });

const RANGE_FIELDS: Readonly<Record<ChipRange, readonly [SearchFilterName, SearchFilterName]>> = {
  price: ['priceFrom', 'priceTo'],
  length: ['lengthFrom', 'lengthTo'],
  enginePower: ['enginePowerFrom', 'enginePowerTo'],
  buildYear: ['minBuildYear', 'maxBuildYear'],
};

/**
 * The chips' order: the search bar's fields first, then the filters panel's order, then what only a link can set.
 * Fixed, so a chip never moves when another one comes or goes. Place, page and sort have no chip.
 */
const CHIP_ORDER: readonly Step[] = [
  { kind: 'dates' },
  value('numberOfPeople'),
  value('distance'),
  value('halfDayPeriod'),
  range('price'),
  list('types'),
  value('sailingType'),
  value('numberOfCabins'),
  value('numberOfBerths'),
  range('length'),
  range('enginePower'),
  range('buildYear'),
  list('equipments'),
  list('experiences'),
  list('activityTypes'),
  list('timesOfTheDay'),
  list('skipperLanguages'),
  value('ownerType'),
  value('superOwner'),
  value('bestRating'),
  value('instantBooking'),
  value('cancellationPolicy'),
  value('hasDiscount'),
  list('durations'),
  list('productTags'),
  value('ownerId'),
];

const SEARCH_BAR_CHIPS: ReadonlySet<string> = new Set(['dates', 'numberOfPeople']);

/**
 * updateFilters clears ownerId and hasDiscount when a patch does not name them (spec section 4): a chip's patch
 * names them with their current value so that removing another chip keeps them.
 */
const removing = (filters: SearchFilters, patch: FiltersPatch): FiltersPatch => ({
  ownerId: filters.ownerId,
  hasDiscount: filters.hasDiscount,
  ...patch,
});

/**
 * The filters applied, one chip each (one per value of a list, one per from/to pair), in a fixed order, each with the
 * patch that removes it. Default filters give none; place, page and sort are not chips.
 */
export const appliedFilterChips = (filters: SearchFilters): readonly AppliedFilterChip[] => {
  const chips: AppliedFilterChip[] = [];
  for (const step of CHIP_ORDER) {
    switch (step.kind) {
      case 'dates':
        if (filters.startDate !== undefined) {
          chips.push({
            kind: 'dates',
            id: 'dates',
            startDate: filters.startDate,
            endDate: filters.endDate,
            remove: removing(filters, { startDate: undefined, endDate: undefined }),
            searchBar: true,
          });
        }
        break;
      case 'range': {
        const [fromField, toField] = RANGE_FIELDS[step.name];
        const from = filters[fromField] as number | undefined;
        const to = filters[toField] as number | undefined;
        if (from !== undefined || to !== undefined) {
          const remove = removing(filters, { [fromField]: undefined, [toField]: undefined });
          chips.push({ kind: 'range', id: step.name, name: step.name, from, to, remove, searchBar: false });
        }
        break;
      }
      case 'value': {
        const current = filters[step.name];
        // Normalised flags are true or absent; false is treated as absent all the same.
        if (current !== undefined && current !== false) {
          const remove = removing(filters, { [step.name]: undefined });
          chips.push({ kind: 'value', id: step.name, name: step.name, value: current, remove, searchBar: SEARCH_BAR_CHIPS.has(step.name) });
        }
        break;
      }
      case 'list': {
        const items = (filters[step.name] ?? []) as readonly (string | number)[];
        for (const item of items) {
          const rest = items.filter((other) => other !== item);
          chips.push({
            kind: 'item',
            id: `${step.name}:${item}`,
            name: step.name,
            value: item,
            remove: removing(filters, { [step.name]: rest.length === 0 ? undefined : rest }),
            searchBar: false,
          });
        }
        break;
      }
    }
  }
  return chips;
};

/** The filters a chip stands for. */
const fieldsOf = (chip: AppliedFilterChip): readonly SearchFilterName[] =>
  chip.kind === 'dates' ? ['startDate', 'endDate'] : chip.kind === 'range' ? RANGE_FIELDS[chip.name] : [chip.name];

/**
 * "Clear all filters": removes every chip but the search bar's (dates, people); the place and the sort stay too,
 * as on Airbnb or Click&Boat, where clearing the filters never empties the search itself.
 */
export const clearAllFiltersPatch = (filters: SearchFilters): FiltersPatch => {
  const patch: Record<string, unknown> = removing(filters, {});
  for (const chip of appliedFilterChips(filters)) if (!chip.searchBar) for (const field of fieldsOf(chip)) patch[field] = undefined;
  return patch as FiltersPatch;
};
