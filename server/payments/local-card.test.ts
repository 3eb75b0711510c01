import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEST_CARDS } from '../../src/contract/checkout';
import { CARD_MESSAGES, cardOutcome, checkCard, isExpired, luhnValid, normaliseCardNumber, parseExpiry } from './local-card';

const TODAY = new Date('2026-06-15T12:00:00Z');
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/** Appends the Luhn check digit to a payload of digits. */
const withCheckDigit = (payload: string): string => {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${payload}${d}`)) return `${payload}${d}`;
  throw new Error('unreachable');
};

describe('luhnValid', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    for (const card of Object.values(TEST_CARDS)) expect(luhnValid(card)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000000000000003')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242-4242')).toBe(false);
  });

  it('holds for every payload with its check digit, and fails for any other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.integer({ min: 1, max: 9 }), (payload, shift) => {
        const card = withCheckDigit(payload);
        expect(luhnValid(card)).toBe(true);
        const last = (Number(card.at(-1)) + shift) % 10;
        expect(luhnValid(`${payload}${last}`)).toBe(false);
      }),
    );
  });
});

describe('normaliseCardNumber', () => {
  it('removes spaces only and wants 12 to 19 digits', () => {
    expect(normaliseCardNumber('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(normaliseCardNumber(' 4000002760003184 ')).toBe('4000002760003184');
    expect(normaliseCardNumber('4242-4242-4242-4242')).toBeNull();
    expect(normaliseCardNumber('42424242424')).toBeNull();
    expect(normaliseCardNumber('42424242424242424242')).toBeNull();
    expect(normaliseCardNumber('4242 4242 4242 424a')).toBeNull();
  });
});

describe('expiry', () => {
  it('parses MM/YY with optional spaces around the slash', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('01 / 27')).toEqual({ month: 1, year: 2027 });
    for (const bad of ['13/30', '00/30', '1/30', '12/2030', '1230', '', 'ab/cd']) expect(parseExpiry(bad), bad).toBeNull();
  });

  it('is valid through the last day of its month', () => {
    expect(isExpired({ month: 6, year: 2026 }, TODAY)).toBe(false);
    expect(isExpired({ month: 5, year: 2026 }, TODAY)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, TODAY)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, TODAY)).toBe(false);
  });
});

describe('checkCard', () => {
  it('accepts a well-formed card and answers its digits', () => {
    expect(checkCard(valid, TODAY)).toEqual({ ok: true, number: '4242424242424242' });
    expect(checkCard({ ...valid, cvc: '1234' }, TODAY).ok).toBe(true);
    expect(checkCard({ ...valid, expiry: '06/26' }, TODAY).ok).toBe(true);
  });

  it('reports the first problem with Stripe-like wording', () => {
    expect(checkCard({ ...valid, cardNumber: '4242 4242 4242 4241' }, TODAY)).toEqual({ ok: false, field: 'cardNumber', message: CARD_MESSAGES.invalidNumber });
    expect(checkCard({ ...valid, cardNumber: '4242-4242-4242-4242' }, TODAY)).toMatchObject({ ok: false, field: 'cardNumber' });
    expect(checkCard({ ...valid, expiry: '13/30' }, TODAY)).toEqual({ ok: false, field: 'expiry', message: CARD_MESSAGES.invalidExpiry });
    expect(checkCard({ ...valid, expiry: '05/26' }, TODAY)).toEqual({ ok: false, field: 'expiry', message: CARD_MESSAGES.expired });
    for (const cvc of ['12', '12345', 'abc', '']) {
      expect(checkCard({ ...valid, cvc }, TODAY), cvc).toEqual({ ok: false, field: 'cvc', message: CARD_MESSAGES.invalidCvc });
    }
    expect(checkCard({ cardNumber: 'x', expiry: 'y', cvc: 'z' }, TODAY)).toMatchObject({ field: 'cardNumber' });
  });
});

describe('cardOutcome', () => {
  it("follows Stripe's test mode: the special numbers, any other valid card succeeds", () => {
    expect(cardOutcome(TEST_CARDS.succeeds)).toBe('succeeds');
    expect(cardOutcome(TEST_CARDS.declined)).toBe('declined');
    expect(cardOutcome(TEST_CARDS.requiresAuthentication)).toBe('requiresAuthentication');
    expect(cardOutcome('5555555555554444')).toBe('succeeds');
  });
});
