import type { Kysely } from 'kysely';
import type { EcontractView } from '../../src/contract/econtract';
import type { Direction } from '../../src/domain/econtract/econtract';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../../src/domain/i18n/languages';
import type { EmailMessage } from '../auth/email-sender';
import type { Database } from '../db/schema';
import { dayFor, daysFor, EMAIL_TEXTS, emailTo, fill, loadRecipient, moneyFor, type EmailTexts } from '../emails/email-texts';
import type { EcontractBooking } from './econtract-access';

const documentOf = (texts: EmailTexts, direction: Direction): string => (direction === 'in' ? texts.econtract.checkIn : texts.econtract.checkOut);

/** The contract's printable page (the confirm route shows the signed contract). */
const contractLink = (publicUrl: string, bookingId: number, direction: Direction): string => `${publicUrl}/booking/${bookingId}/econtract/${direction}/confirm`;

/**
 * Once signed, both parties get its record in their own language: who signed when, and the content hash that
 * proves the stored contract is the one they signed; a check-out claiming part of the deposit also tells the tenant.
 */
export const signedEmails = async (db: Kysely<Database>, booking: EcontractBooking, view: EcontractView, publicUrl: string): Promise<EmailMessage[]> => {
  const contract = view.contract;
  if (contract?.status !== 'signed' || !contract.signedAt) return [];
  const [owner, tenant] = await Promise.all([loadRecipient(db, booking.ownerId), loadRecipient(db, booking.tenantId)]);
  const link = contractLink(publicUrl, booking.id, view.direction);
  const emails: EmailMessage[] = [];
  for (const recipient of [owner, tenant]) {
    if (!recipient) continue;
    emails.push(
      emailTo(recipient, (t) => ({ subject: t.econtract.signedSubject, body: t.econtract.signedBody }), (t) => ({
        document: documentOf(t, view.direction),
        reference: booking.reference,
        product: booking.boat.name,
        dates: daysFor(booking.startDate, booking.endDate, recipient.language),
        date: dayFor(contract.signedAt!.slice(0, 10), recipient.language),
        owner: view.owner.name,
        tenant: view.tenant.name,
        hash: contract.contentHash,
        link,
      })),
    );
  }
  if (tenant && view.claim) {
    const claim = view.claim;
    emails.push(
      emailTo(tenant, (t) => ({ subject: t.econtract.claimSubject, body: t.econtract.claimBody }), {
        reference: booking.reference,
        owner: view.owner.name,
        product: booking.boat.name,
        amount: moneyFor(claim.amount, tenant),
        deposit: moneyFor(view.deposit, tenant),
        link,
      }),
    );
  }
  return emails;
};

/** The SMS carrying a confirmation code, in the language of the party it goes to. */
export const smsCodeText = async (db: Kysely<Database>, userId: number, values: { readonly code: string; readonly reference: string; readonly direction: Direction }): Promise<string> => {
  const user = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  const texts = EMAIL_TEXTS[user && isLanguageCode(user.language) ? user.language : DEFAULT_LANGUAGE];
  return fill(texts.econtract.smsCode, { code: values.code, reference: values.reference, document: documentOf(texts, values.direction) });
};
