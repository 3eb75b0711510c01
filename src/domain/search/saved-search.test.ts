import { describe, expect, it } from 'vitest';
import {
  canonicalSavedSearchQuery,
  isSavedSearchKind,
  savedSearchFilters,
  savedSearchLabel,
  savedSearchQueryOf,
  savedSearchSummary,
} from './saved-search';

const context = { currentYear: 2026, today: '2026-06-01' as const };

describe('canonicalSavedSearchQuery', () => {
  it('keeps only known parameters, normalised, in spec order, without the page', () => {
    expect(
      canonicalSavedSearchQuery('?page=4&utm_source=mail&numberOfPeople=4&address=Marseille%2C%20France&startDate=2026-07-04&endDate=2026-07-11&types=Sailboat;Yacht', context),
    ).toBe('address=Marseille%2C+France&numberOfPeople=4&types=Motor+Yacht;Sailboat;Sail+Yacht&startDate=2026-07-04&endDate=2026-07-11');
  });

  it('gives the same text for the same search written differently', () => {
    const a = canonicalSavedSearchQuery('numberOfPeople=4&address=Nice', context);
    const b = canonicalSavedSearchQuery('?address=Nice&numberOfPeople=4&page=2&numberOfPeople=9', context);
    expect(a).toBe(b);
  });

  it('is empty when nothing known is searched (values out of bounds are dropped)', () => {
    expect(canonicalSavedSearchQuery('', context)).toBe('');
    expect(canonicalSavedSearchQuery('foo=bar&page=3&numberOfPeople=99', context)).toBe('');
  });

  it('drops dates already past', () => {
    expect(canonicalSavedSearchQuery('address=Nice&startDate=2026-05-01&endDate=2026-05-08', context)).toBe('address=Nice');
  });
});

describe('savedSearchFilters and the label', () => {
  it('reads a stored query back to its filters, page 1', () => {
    const filters = savedSearchFilters('address=Nice&numberOfPeople=2&startDate=2026-07-04&endDate=2026-07-11', context);
    expect(filters).toEqual({ page: 1, address: 'Nice', numberOfPeople: 2, startDate: '2026-07-04', endDate: '2026-07-11' });
    expect(savedSearchSummary(filters)).toEqual({ place: 'Nice', people: 2, startDate: '2026-07-04', endDate: '2026-07-11' });
    expect(savedSearchLabel(filters)).toBe('Nice');
    expect(savedSearchQueryOf({ ...filters, page: 7 })).toBe('address=Nice&numberOfPeople=2&startDate=2026-07-04&endDate=2026-07-11');
  });

  it('has an empty label and summary without a place, dates or people', () => {
    const filters = savedSearchFilters('superOwner=1', context);
    expect(savedSearchLabel(filters)).toBe('');
    expect(savedSearchSummary(filters)).toEqual({});
  });

  it('knows the kinds', () => {
    expect(isSavedSearchKind('boat')).toBe(true);
    expect(isSavedSearchKind('activity')).toBe(true);
    expect(isSavedSearchKind('boats')).toBe(false);
  });
});
