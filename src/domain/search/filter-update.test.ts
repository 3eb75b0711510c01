import { describe, expect, it } from 'vitest';
import { updateFilters } from './filter-update';

describe('updateFilters', () => {
  const current = { page: 3, address: 'Nice', ownerId: 42, hasDiscount: true, numberOfPeople: 4 } as const;

  it('resets the page to 1 when another filter changes, and clears ownerId and hasDiscount', () => {
    expect(updateFilters(current, { numberOfPeople: 6 })).toEqual({ page: 1, address: 'Nice', numberOfPeople: 6 });
  });

  it('keeps ownerId and hasDiscount when the patch provides them', () => {
    expect(updateFilters(current, { numberOfPeople: 6, ownerId: 7, hasDiscount: true })).toEqual({
      page: 1,
      address: 'Nice',
      numberOfPeople: 6,
      ownerId: 7,
      hasDiscount: true,
    });
  });

  it('turning the page keeps everything else', () => {
    expect(updateFilters(current, { page: 4 })).toEqual({ ...current, page: 4 });
  });

  it('a patch with the same page counts as no page change', () => {
    expect(updateFilters(current, { page: 3, address: 'Cannes' })).toEqual({ page: 1, address: 'Cannes', numberOfPeople: 4 });
  });

  it('a key given as undefined clears that filter', () => {
    expect(updateFilters(current, { address: undefined })).toEqual({ page: 1, numberOfPeople: 4 });
    expect(Object.keys(updateFilters(current, { address: undefined }))).not.toContain('address');
  });
});
