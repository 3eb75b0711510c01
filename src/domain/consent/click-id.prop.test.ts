import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clickIdArb, instantArb } from '../../../tests/arbitraries/consent';
import { CLICK_ID_RETENTION_DAYS, clickIdFromQuery, liveClickId, storedClickId } from './click-id';

const DAY = 24 * 60 * 60 * 1000;

describe('click id properties', () => {
  it('a click id written in a query is read back exactly, whatever else the query holds', () => {
    fc.assert(
      fc.property(clickIdArb, fc.dictionary(fc.constantFrom('startDate', 'utm_source', 'page', 'x'), fc.string()), (clickId, others) => {
        const params = new URLSearchParams(others);
        params.set(clickId.source, clickId.value);
        expect(clickIdFromQuery(`?${params.toString()}`)).toEqual(clickId);
      }),
    );
  });

  it('a stored click id lives exactly 45 days', () => {
    fc.assert(
      fc.property(clickIdArb, instantArb, fc.integer({ min: 0, max: 100 * DAY }), (clickId, clickedAt, elapsed) => {
        const now = new Date(clickedAt.getTime() + elapsed);
        const live = liveClickId(storedClickId(clickId, clickedAt), now);
        expect(live).toEqual(elapsed < CLICK_ID_RETENTION_DAYS * DAY ? clickId : undefined);
      }),
      { numRuns: 1000 },
    );
  });

  it('reading any query never throws and gives a well-formed id or nothing', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const found = clickIdFromQuery(query);
        if (found !== undefined) expect(found.value).toMatch(/^[A-Za-z0-9._~-]{1,500}$/);
      }),
    );
  });
});
