import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbEcontractData, arbJson } from '../../../tests/arbitraries/econtract';
import { canonicalContent, canonicalJson, type Json, type SignedContent } from './canonical';
import { normaliseData } from './econtract';

/** The same value with every object's keys in reverse order. */
const reversedKeys = (value: Json): Json => {
  if (Array.isArray(value)) return (value as readonly Json[]).map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  const object = value as { readonly [key: string]: Json | undefined };
  return Object.fromEntries(Object.keys(object).reverse().map((k) => [k, object[k] === undefined ? undefined : reversedKeys(object[k] as Json)]));
};

const content = (data: SignedContent['data']): SignedContent => ({
  bookingId: 1,
  reference: 'SW-000001',
  direction: 'out',
  boat: { id: 8, name: 'Boat' },
  ownerName: 'Olivier',
  startDate: '2026-06-02',
  endDate: '2026-06-05',
  deposit: 50_000,
  licenceRequired: false,
  data,
  photos: Array.from({ length: 50 }, (_, i) => ({ id: i + 1, sha256: (i % 16).toString(16).repeat(64) })),
  checkInHash: 'e'.repeat(64),
});

describe('canonical form properties', () => {
  it('parsing the canonical text gives the value back, and writing it again gives the same text', () => {
    fc.assert(
      fc.property(arbJson, (value) => {
        const text = canonicalJson(value);
        const parsed = JSON.parse(text) as Json;
        expect(canonicalJson(parsed)).toBe(text);
        expect(parsed).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('the order in which keys were set never matters', () => {
    fc.assert(
      fc.property(arbJson, (value) => {
        expect(canonicalJson(reversedKeys(value))).toBe(canonicalJson(value));
      }),
      { numRuns: 300 },
    );
  });

  it('a contract and its normalised form have the same canonical text (what was typed vs what was stored)', () => {
    fc.assert(
      fc.property(arbEcontractData(), (data) => {
        expect(canonicalContent(content(normaliseData(data)))).toBe(canonicalContent(content(data)));
      }),
      { numRuns: 300 },
    );
  });

  it('two contracts with different normalised data never share a canonical text', () => {
    fc.assert(
      fc.property(arbEcontractData(), arbEcontractData(), (a, b) => {
        const same = JSON.stringify(normaliseData(a)) === JSON.stringify(normaliseData(b));
        expect(canonicalContent(content(a)) === canonicalContent(content(b))).toBe(same);
      }),
      { numRuns: 300 },
    );
  });
});
