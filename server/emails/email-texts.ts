import type { Kysely } from 'kysely';
import { DEFAULT_CURRENCY, formatMoney, fromBase, type CurrencyRate } from '../../src/domain/currency/money';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../src/domain/i18n/languages';
import type { EmailMessage } from '../auth/email-sender';
import type { Database } from '../db/schema';
import de from './texts/de';
import el from './texts/el';
import en from './texts/en';
import es from './texts/es';
import fr from './texts/fr';
import it from './texts/it';
import nl from './texts/nl';
import pl from './texts/pl';
import pt from './texts/pt';
import ru from './texts/ru';
import sv from './texts/sv';
import type { EmailTexts } from './email-texts-shape';

export type { EmailTexts } from './email-texts-shape';

export const EMAIL_TEXTS: Readonly<Record<LanguageCode, EmailTexts>> = { de, el, en, 'en-GB': en, 'en-US': en, es, fr, it, nl, pl, pt, ru, sv };

/** Fills {{placeholders}}; an unknown one is left empty. */
export const fill = (template: string, values: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Who an email goes to: the address, the first name, and the language and currency saved with the account. */
export interface Recipient {
  readonly email: string;
  readonly firstName: string;
  readonly language: LanguageCode;
  readonly currency: CurrencyRate;
}

/** The recipient of a user id; undefined for an unknown or deleted account (nobody to write to). */
export const loadRecipient = async (db: Kysely<Database>, userId: number): Promise<Recipient | undefined> => {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('currencies as c', 'c.code', 'u.currency_code')
    .select(['u.email', 'u.first_name', 'u.language', 'u.deleted_at', 'c.code', 'c.rate', 'c.symbol', 'c.minor_units'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user || user.deleted_at) return undefined;
  const currency: CurrencyRate =
    user.code && user.rate !== null && user.symbol !== null
      ? { code: user.code, rate: Number(user.rate), symbol: user.symbol, minorUnits: user.minor_units ?? 2 }
      : DEFAULT_CURRENCY;
  return { email: user.email, firstName: user.first_name, language: isLanguageCode(user.language) ? user.language : DEFAULT_LANGUAGE, currency };
};

/** EUR cents as charged, in the recipient's language; with the amount in their own currency when it is another. */
export const moneyFor = (amountEurCents: number, recipient: Pick<Recipient, 'language' | 'currency'>): string => {
  const eur = formatMoney({ amountMinor: amountEurCents, currency: 'EUR' }, recipient.language, DEFAULT_CURRENCY);
  if (recipient.currency.code === 'EUR') return eur;
  return `${eur} (≈ ${formatMoney(fromBase(amountEurCents, recipient.currency), recipient.language, recipient.currency)})`;
};

/** A day (YYYY-MM-DD) in the recipient's language. */
export const dayFor = (isoDate: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

export const daysFor = (start: string, end: string, language: string): string =>
  start === end ? dayFor(start, language) : `${dayFor(start, language)} – ${dayFor(end, language)}`;

/** An email in the recipient's language: greeting, body, signature. */
export const emailTo = (
  recipient: Recipient,
  pick: (texts: EmailTexts) => { readonly subject: string; readonly body: string },
  values: Readonly<Record<string, string | number>> | ((texts: EmailTexts) => Readonly<Record<string, string | number>>),
): EmailMessage => {
  const texts = EMAIL_TEXTS[recipient.language];
  const { subject, body } = pick(texts);
  const filled = typeof values === 'function' ? values(texts) : values;
  return {
    to: recipient.email,
    subject: fill(subject, filled),
    text: `${fill(texts.greeting, { name: recipient.firstName })}\n\n${fill(body, filled)}\n\n${texts.signature}`,
  };
};
