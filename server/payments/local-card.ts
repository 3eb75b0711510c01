import { TEST_CARDS } from '../../src/contract/checkout';

/**
 * The card checks and test-card outcomes of the local payment provider, which behaves like Stripe's test mode:
 * a well-formed card (Luhn-valid number, unexpired MM/YY, 3–4 digit CVC) succeeds unless it is one of Stripe's
 * special test numbers (declined, 3-D Secure required). Pure: today's date is an argument.
 */

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export type CardCheck =
  | { readonly ok: true; readonly number: string }
  | { readonly ok: false; readonly field: CardField; readonly message: string };

export type CardOutcome = 'succeeds' | 'declined' | 'requiresAuthentication';

export const CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  authenticationFailed: 'The card authentication failed.',
} as const;

/** The Luhn (mod 10) checksum of a string of digits. */
export const luhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** "4242 4242 4242 4242" → "4242424242424242"; null unless 12–19 digits once spaces are removed. */
export const normaliseCardNumber = (input: string): string | null => {
  const digits = input.replace(/ /g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
};

/** "MM/YY" (spaces around the slash allowed) → month and full year; null when malformed. */
export const parseExpiry = (input: string): { readonly month: number; readonly year: number } | null => {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
};

/** A card is valid through the last day of its expiry month (UTC). */
export const isExpired = (expiry: { readonly month: number; readonly year: number }, today: Date): boolean => {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
};

/** Checks the number, then the expiry, then the CVC; the first problem is reported with Stripe's wording. */
export const checkCard = (input: { readonly cardNumber: string; readonly expiry: string; readonly cvc: string }, today: Date): CardCheck => {
  const number = normaliseCardNumber(input.cardNumber);
  if (number === null || !luhnValid(number)) return { ok: false, field: 'cardNumber', message: CARD_MESSAGES.invalidNumber };
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return { ok: false, field: 'expiry', message: CARD_MESSAGES.invalidExpiry };
  if (isExpired(expiry, today)) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expired };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: CARD_MESSAGES.invalidCvc };
  return { ok: true, number };
};

/** What Stripe's test mode does with a (valid) number: the special numbers, else success. */
export const cardOutcome = (number: string): CardOutcome => {
  if (number === TEST_CARDS.declined) return 'declined';
  if (number === TEST_CARDS.requiresAuthentication) return 'requiresAuthentication';
  return 'succeeds';
};
