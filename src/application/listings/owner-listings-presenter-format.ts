import { DEFAULT_CURRENCY, formatMoney } from '../../domain/currency/money';
import { dateTimeFormat } from '../../domain/i18n/intl-formats';

/**
 * The owner's own amounts (prices, revenue) are EUR cents and shown in euros in the owner's language: listing prices
 * are set in euros whatever currency the site shows (decisions: prices are stored in EUR).
 */
export const formatEuros = (cents: number, language: string): string => formatMoney({ amountMinor: Math.round(cents), currency: 'EUR' }, language, DEFAULT_CURRENCY);

/**
 * A request's answer deadline, in UTC like the booking page and the emails: the same instant for both parties
 * wherever they are.
 */
export const formatDeadline = (iso: string, language: string): string => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
};
