import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appliedFilterChips, clearAllFiltersPatch, type AppliedFilterChip } from './applied-filter-chips';
import { updateFilters } from './filter-update';
import { normaliseFilters } from './normalise-filters';
import type { SearchFilters } from './search-filters';
import { filterContextArb, normalisedFiltersArb } from '../../../tests/arbitraries/search';

const withContext = filterContextArb.chain((context) => normalisedFiltersArb(context).map((filters) => ({ context, filters })));

/** What a chip shows, without its patch (which carries ownerId and hasDiscount along). */
const shown = (chips: readonly AppliedFilterChip[]) => chips.map(({ remove: _remove, ...rest }) => rest);

/** What no chip stands for: the place and the sort (the page goes back to 1 on any change). */
const NOT_CHIPS = ['address', 'latitude', 'longitude', 'sort', 'sortOrder'] as const;
const notChips = (filters: SearchFilters) => NOT_CHIPS.map((name) => filters[name]);

describe('appliedFilterChips properties', () => {
  it('removing a chip removes exactly it: every other chip, the place and the sort stay, in the same order', () => {
    fc.assert(
      fc.property(withContext, fc.nat(), ({ context, filters }, pick) => {
        const chips = appliedFilterChips(filters);
        fc.pre(chips.length > 0);
        const chip = chips[pick % chips.length]!;
        const next = updateFilters(filters, chip.remove);
        expect(shown(appliedFilterChips(next))).toEqual(shown(chips.filter((other) => other.id !== chip.id)));
        expect(notChips(next)).toEqual(notChips(filters));
        expect(next.page).toBe(1);
        // Still a normalised search: the URL written is the one read back.
        expect(normaliseFilters(next, context)).toEqual(next);
      }),
    );
  });

  it('no chip exactly when nothing but the place, the page and the sort is set; ids are unique', () => {
    fc.assert(
      fc.property(withContext, ({ filters }) => {
        const chips = appliedFilterChips(filters);
        const onlyBasics = Object.keys(filters).every((key) => key === 'page' || (NOT_CHIPS as readonly string[]).includes(key));
        expect(chips.length === 0).toBe(onlyBasics);
        expect(new Set(chips.map((chip) => chip.id)).size).toBe(chips.length);
      }),
    );
  });

  it('the order does not depend on how the filters were built', () => {
    fc.assert(
      fc.property(withContext, fc.infiniteStream(fc.nat()), ({ filters }, randoms) => {
        const entries = Object.entries(filters);
        const shuffled = entries.map((entry) => [randoms.next().value, entry] as const).sort(([a], [b]) => a - b);
        const rebuilt = Object.fromEntries(shuffled.map(([, entry]) => entry)) as unknown as SearchFilters;
        expect(appliedFilterChips(rebuilt)).toEqual(appliedFilterChips(filters));
      }),
    );
  });

  it('removing every chip, one by one, leaves the place and the sort alone', () => {
    fc.assert(
      fc.property(withContext, fc.boolean(), ({ filters }, fromTheEnd) => {
        let current = filters;
        for (let chips = appliedFilterChips(current); chips.length > 0; chips = appliedFilterChips(current)) {
          current = updateFilters(current, (fromTheEnd ? chips.at(-1)! : chips[0]!).remove);
        }
        const basics = Object.fromEntries(NOT_CHIPS.filter((name) => filters[name] !== undefined).map((name) => [name, filters[name]]));
        expect(current).toEqual({ ...basics, page: 1 });
      }),
    );
  });

  it('clearing all filters leaves exactly the search bar chips, the place and the sort', () => {
    fc.assert(
      fc.property(withContext, ({ filters }) => {
        const next = updateFilters(filters, clearAllFiltersPatch(filters));
        expect(shown(appliedFilterChips(next))).toEqual(shown(appliedFilterChips(filters).filter((chip) => chip.searchBar)));
        expect(notChips(next)).toEqual(notChips(filters));
      }),
    );
  });
});
