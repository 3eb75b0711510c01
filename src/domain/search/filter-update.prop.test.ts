import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updateFilters, type FiltersPatch } from './filter-update';
import { normalisedFiltersArb } from '../../../tests/arbitraries/search';

const context = { currentYear: 2025 };
const filtersArb = normalisedFiltersArb(context);

describe('updateFilters properties', () => {
  it('page resets unless it changed; ownerId and hasDiscount survive only a page change or the patch', () => {
    fc.assert(
      fc.property(filtersArb, filtersArb, fc.boolean(), (current, next, keepPage) => {
        const { page: _page, ...rest } = next;
        const patch: FiltersPatch = keepPage ? rest : next;
        const updated = updateFilters(current, patch);
        const pageChanged = patch.page !== undefined && patch.page !== current.page;
        expect(updated.page).toBe(pageChanged ? patch.page : 1);
        expect(updated.ownerId).toBe(patch.ownerId ?? (pageChanged ? current.ownerId : undefined));
        expect(updated.hasDiscount).toBe(patch.hasDiscount ?? (pageChanged ? current.hasDiscount : undefined));
        expect(Object.values(updated)).not.toContain(undefined);
        // every other patched value wins
        expect(updated.address).toBe(patch.address ?? current.address);
        expect(updated.types).toEqual(patch.types ?? current.types);
      }),
    );
  });

  it('turning the page changes nothing else', () => {
    fc.assert(
      fc.property(filtersArb, fc.integer({ min: 1, max: 100 }), (current, page) => {
        fc.pre(page !== current.page);
        expect(updateFilters(current, { page })).toEqual({ ...current, page });
      }),
    );
  });
});
