import { DEFAULT_CURRENCY, formatMoney, type CurrencyRate } from '../../domain/currency/money';
import { dateTimeFormat } from '../../domain/i18n/intl-formats';

/**
 * Amounts and instants as staff read them: an amount in the booking's own currency (what was charged, never
 * converted), an instant with its date and time, in the page's language (Intl).
 */
export const currencyOf = (code: string): CurrencyRate => (code === DEFAULT_CURRENCY.code ? DEFAULT_CURRENCY : { code, rate: 1, symbol: code, minorUnits: 2 });

export const staffMoney = (amountMinor: number, currency: string, language: string): string =>
  formatMoney({ amountMinor, currency }, language, currencyOf(currency));

export const staffInstant = (iso: string | null, language: string): string =>
  iso === null ? '' : dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

export const staffDay = (isoDate: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

export const staffDays = (start: string, end: string, language: string): string =>
  start === end ? staffDay(start, language) : `${staffDay(start, language)} – ${staffDay(end, language)}`;
