import { describe, expect, it } from 'vitest';
import { checkPromoCode, normalisePromoCode, type PromoCodeDefinition } from './promo-code';

const WELCOME10: PromoCodeDefinition = {
  code: 'WELCOME10',
  kind: 'percentage',
  percentage: 10,
  amount: 0,
  minimumAmount: 0,
  validFrom: '2025-01-01',
  validUntil: '2025-12-31',
};

const MINUS50: PromoCodeDefinition = {
  code: 'MINUS50',
  kind: 'amount',
  percentage: 0,
  amount: 5_000,
  minimumAmount: 30_000,
  validFrom: null,
  validUntil: null,
};

describe('normalisePromoCode', () => {
  it('trims and upper-cases', () => {
    expect(normalisePromoCode('welcome10 ')).toBe('WELCOME10');
    expect(normalisePromoCode('  Summer-25\t')).toBe('SUMMER-25');
    expect(normalisePromoCode('WELCOME10')).toBe('WELCOME10');
    expect(normalisePromoCode('   ')).toBe('');
  });
});

describe('checkPromoCode', () => {
  it('refuses an unknown code', () => {
    expect(checkPromoCode(undefined, '2025-06-01', 100_000)).toEqual({ ok: false, error: 'promo_code_unknown' });
  });

  it('refuses a code before it starts or after it ends, both bounds included', () => {
    expect(checkPromoCode(WELCOME10, '2024-12-31', 100_000)).toEqual({ ok: false, error: 'promo_code_expired' });
    expect(checkPromoCode(WELCOME10, '2025-01-01', 100_000).ok).toBe(true);
    expect(checkPromoCode(WELCOME10, '2025-12-31', 100_000).ok).toBe(true);
    expect(checkPromoCode(WELCOME10, '2026-01-01', 100_000)).toEqual({ ok: false, error: 'promo_code_expired' });
  });

  it('a missing bound leaves that side open', () => {
    expect(checkPromoCode({ ...WELCOME10, validFrom: null }, '1999-01-01', 0).ok).toBe(true);
    expect(checkPromoCode({ ...WELCOME10, validUntil: null }, '2099-01-01', 0).ok).toBe(true);
    expect(checkPromoCode({ ...WELCOME10, validFrom: null }, '2026-01-01', 0).ok).toBe(false);
    expect(checkPromoCode({ ...WELCOME10, validUntil: null }, '2024-12-31', 0).ok).toBe(false);
  });

  it('accepts a percentage code whatever the rental', () => {
    expect(checkPromoCode(WELCOME10, '2025-06-01', 0)).toEqual({
      ok: true,
      rule: { kind: 'percentage', code: 'WELCOME10', percentage: 10 },
    });
  });

  it('an amount code needs its minimum, reached inclusively', () => {
    expect(checkPromoCode(MINUS50, '2025-06-01', 29_999)).toEqual({ ok: false, error: 'promo_code_minimum_not_reached' });
    expect(checkPromoCode(MINUS50, '2025-06-01', 30_000)).toEqual({
      ok: true,
      rule: { kind: 'amount', code: 'MINUS50', amount: 5_000, minimumAmount: 30_000 },
    });
  });

  it('an expired code is reported as expired before its minimum', () => {
    expect(checkPromoCode({ ...MINUS50, validUntil: '2025-01-01' }, '2025-06-01', 0)).toEqual({ ok: false, error: 'promo_code_expired' });
  });
});
