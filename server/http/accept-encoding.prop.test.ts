import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_CODINGS, chooseEncoding, type ContentCoding } from './accept-encoding';

/** One Accept-Encoding entry as generated: its name as written, and its q parameter as written (or none). */
interface Entry {
  readonly name: string;
  readonly q: string | undefined;
}

const validQ = fc.oneof(
  fc.constantFrom('0', '1', '0.0', '1.0', '1.000', '0.001', '0.5'),
  fc.integer({ min: 0, max: 1000 }).map((n) => (n === 1000 ? '1' : `0.${String(n).padStart(3, '0')}`)),
);
const invalidQ = fc.constantFrom('', 'abc', '1.5', '2', '-1', '0.0001', '.5', 'NaN');

const entryArb: fc.Arbitrary<Entry> = fc.record({
  name: fc.constantFrom('br', 'BR', 'gzip', 'GZip', 'x-gzip', 'deflate', 'identity', 'zstd', '*', 'compress'),
  q: fc.option(fc.oneof({ weight: 4, arbitrary: validQ }, { weight: 1, arbitrary: invalidQ }), { nil: undefined }),
});

const headerOf = (entries: readonly Entry[], spaces: readonly string[]): string =>
  entries.map((e, i) => `${spaces[i % spaces.length] ?? ''}${e.name}${e.q === undefined ? '' : `;q=${e.q}`}`).join(',');

const isValidQ = (q: string) => /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q);

/** The client's weight for a coding, read from the entries as generated (RFC 9110 section 12.5.3). */
const weight = (entries: readonly Entry[], coding: ContentCoding): number => {
  const valid = entries.filter((e) => e.q === undefined || isValidQ(e.q));
  const named = (e: Entry) => {
    const name = e.name.toLowerCase();
    return name === 'x-gzip' ? 'gzip' : name;
  };
  const own = valid.filter((e) => named(e) === coding);
  const pool = own.length > 0 ? own : valid.filter((e) => e.name === '*');
  return pool.length === 0 ? 0 : Math.min(...pool.map((e) => (e.q === undefined ? 1 : Number(e.q))));
};

const availableArb = fc.subarray([...CONTENT_CODINGS]);

describe('chooseEncoding (properties)', () => {
  it('answers in a coding the client accepts and the server has, else identity', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 6 }), fc.array(fc.constantFrom('', ' ', '  '), { minLength: 1 }), availableArb, (entries, spaces, available) => {
        const chosen = chooseEncoding(headerOf(entries, spaces), available);
        if (chosen !== 'identity') {
          expect(available).toContain(chosen);
          expect(weight(entries, chosen)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('takes the coding the client weighs highest; identity only when it accepts none of those available', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { minLength: 1, maxLength: 6 }), availableArb, (entries, available) => {
        const chosen = chooseEncoding(headerOf(entries, ['']), available);
        const best = Math.max(0, ...available.map((c) => weight(entries, c)));
        if (chosen === 'identity') expect(best).toBe(0);
        else expect(weight(entries, chosen)).toBe(best);
      }),
    );
  });
});
