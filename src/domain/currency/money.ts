import { sameSpaces } from '../i18n/intl-text';
import { numberFormat } from '../i18n/intl-formats';
/** Money is integer minor units with a currency code (guide habit 7). Converted and formatted here only. */
export interface Money {
  readonly amountMinor: number;
  readonly currency: string;
}

export interface CurrencyRate {
  readonly code: string;
  /** Units of this currency for one EUR (the base currency). */
  readonly rate: number;
  readonly symbol: string;
  /** Digits after the decimal point (ISO 4217): 2 for EUR, 0 for CLP. */
  readonly minorUnits?: number;
}

export const BASE_CURRENCY = 'EUR';

/** Spec section 9: default currency EUR, rate 1. */
export const DEFAULT_CURRENCY: CurrencyRate = { code: 'EUR', rate: 1, symbol: '€', minorUnits: 2 };

/** Spec section 9: legacy currency ids. */
export const LEGACY_CURRENCY_IDS: Readonly<Record<string, number>> = {
  EUR: 1, USD: 2, AUD: 3, BGN: 4, BRL: 5, CAD: 6, CHF: 7, CZK: 9, DKK: 10, GBP: 11, HRK: 13, HUF: 14, ILS: 16,
  MXN: 20, NOK: 22, PLN: 25, RON: 26, RUB: 27, SEK: 28, AED: 34, ARS: 40, CLP: 60, COP: 61, UYU: 152,
};

export const SUPPORTED_CURRENCY_CODES: readonly string[] = Object.keys(LEGACY_CURRENCY_IDS);

export const legacyCurrencyId = (code: string): number | undefined => LEGACY_CURRENCY_IDS[code.toUpperCase()];

const minorUnitsOf = (c: CurrencyRate): number => c.minorUnits ?? 2;

/** Converts an amount in minor units of EUR to minor units of the target currency (rounded half away from zero). */
export const fromBase = (amountMinorEur: number, to: CurrencyRate): Money => {
  const major = amountMinorEur / 100;
  const converted = major * to.rate * 10 ** minorUnitsOf(to);
  return { amountMinor: Math.round(converted), currency: to.code };
};

/** Converts minor units of a currency back to EUR minor units (used for price filters sent to the API). */
export const toBase = (amountMinor: number, from: CurrencyRate): number => {
  if (from.rate <= 0) return amountMinor;
  const major = amountMinor / 10 ** minorUnitsOf(from);
  return Math.round((major / from.rate) * 100);
};

/** Converts a whole major amount (e.g. a filter value of 150 USD) to whole EUR. */
export const majorToBase = (amountMajor: number, from: CurrencyRate): number =>
  from.rate <= 0 ? amountMajor : Math.round(amountMajor / from.rate);

/** Formats money for a locale; fraction digits follow the currency. Falls back to the symbol when Intl lacks the code. */
export const formatMoney = (money: Money, locale: string, currency: CurrencyRate, options: { wholeUnits?: boolean } = {}): string => {
  const digits = minorUnitsOf(currency);
  const major = money.amountMinor / 10 ** digits;
  const fraction = options.wholeUnits ? 0 : Number.isInteger(major) ? 0 : digits;
  try {
    return sameSpaces(
      numberFormat(locale, {
        style: 'currency',
        currency: currency.code,
        minimumFractionDigits: fraction,
        maximumFractionDigits: fraction,
      }).format(major),
    );
  } catch {
    return `${major.toFixed(fraction)} ${currency.symbol}`;
  }
};
