import fc from 'fast-check';

/** Text as staff type it: letters, spaces at either end, newlines, emoji (code points beyond the BMP). */
export const arbStaffText = (maxLength = 40): fc.Arbitrary<string> =>
  fc
    .array(fc.constantFrom('a', 'Z', 'é', ' ', '\n', '\t', '😀', '.', '1'), { maxLength })
    .map((chars) => chars.join(''));

/** A damage claim as staff find it: EUR cents claimed up to the deposit (or above it, on bad data), open or decided. */
export const arbClaim = fc.record({
  status: fc.constantFrom('open' as const, 'decided' as const),
  amount: fc.integer({ min: 0, max: 5_000_000 }),
  deposit: fc.integer({ min: 0, max: 5_000_000 }),
});

/** An amount staff might send: whole cents, negative, fractional, or beyond the safe integers. */
export const arbDecisionAmount = fc.oneof(
  fc.integer({ min: -1000, max: 6_000_000 }),
  fc.double({ min: -10, max: 6_000_000, noNaN: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY),
);
