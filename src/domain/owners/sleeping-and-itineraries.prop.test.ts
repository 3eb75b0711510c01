import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLEEPING_AREA_KINDS } from '../listing/listing';
import { daysInOrder, sleepingByKind, sleepingTotals } from './sleeping-and-itineraries';

const arbArea = fc.record({ kind: fc.constantFrom(...SLEEPING_AREA_KINDS), cabins: fc.nat(10), berths: fc.nat(20) });
const arbDay = fc.record({ day: fc.integer({ min: 1, max: 14 }), harbour: fc.string(), description: fc.string() });

describe('product page blocks (properties)', () => {
  it('lines by kind keep the totals, one line per kind at most', () => {
    fc.assert(
      fc.property(fc.array(arbArea), (areas) => {
        const lines = sleepingByKind(areas);
        expect(sleepingTotals(lines)).toEqual(sleepingTotals(areas));
        expect(new Set(lines.map((l) => l.kind)).size).toBe(lines.length);
        expect(sleepingByKind(lines)).toEqual(lines);
      }),
    );
  });

  it('days in order are the same days, sorted, and ordering twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(arbDay), (days) => {
        const ordered = daysInOrder(days);
        expect(ordered).toHaveLength(days.length);
        for (let i = 1; i < ordered.length; i++) expect(ordered[i - 1]!.day).toBeLessThanOrEqual(ordered[i]!.day);
        expect(daysInOrder(ordered)).toEqual(ordered);
      }),
    );
  });
});
