import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { codeInText } from '../sms/validation-code-text';

export const OUTBOX_PAGE_SIZE = 50;

export interface SmsOutboxEntry {
  readonly phone: string;
  readonly text: string;
  readonly code: string | null;
  readonly channel: 'sms' | 'call';
  readonly createdAt: string;
}

export interface EmailOutboxEntry {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly link: string | null;
  readonly createdAt: string;
}

/** "+33 6 12-34" or "0033612…" → "+33612…"; a filter matches the stored E.164 exactly. */
const phoneFilter = (phone: string): string => `+${phone.replace(/\D/g, '').replace(/^00/, '')}`;

/** Newest first, optionally for one phone (E.164 or digits). */
export const latestSms = async (db: Kysely<Database>, phone?: string): Promise<SmsOutboxEntry[]> => {
  let query = db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(OUTBOX_PAGE_SIZE);
  if (phone !== undefined && phone.trim() !== '') query = query.where('phone', '=', phoneFilter(phone));
  const rows = await query.execute();
  return rows.map((r) => ({
    phone: r.phone,
    text: r.text,
    code: codeInText(r.text),
    channel: r.channel,
    createdAt: new Date(r.created_at).toISOString(),
  }));
};

/** Newest first, optionally for one recipient (case-insensitive). */
export const latestEmails = async (db: Kysely<Database>, to?: string): Promise<EmailOutboxEntry[]> => {
  let query = db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(OUTBOX_PAGE_SIZE);
  if (to !== undefined && to.trim() !== '') query = query.where('recipient', '=', to.trim().toLowerCase());
  const rows = await query.execute();
  return rows.map((r) => ({
    to: r.recipient,
    subject: r.subject,
    text: r.text,
    link: /https?:\/\/\S+/.exec(r.text)?.[0] ?? null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
};
