import type { Kysely } from 'kysely';
import type { BookingStatus } from '../../src/contract/checkout';
import type { EmailMessage, EmailSender } from '../auth/email-sender';
import { loadCheckoutPrice } from '../checkout/checkout-price';
import type { Database } from '../db/schema';
import { daysFor, EMAIL_TEXTS, emailTo, fill, loadRecipient, moneyFor, type Recipient } from '../emails/email-texts';

/** What the emails of a paid booking say, gathered in the finalising transaction. */
export interface BookingNotice {
  readonly bookingRequestId: number;
  readonly hash: string;
  readonly reference: string;
  readonly status: BookingStatus;
  readonly isDirect: boolean;
  readonly isActivity: boolean;
  readonly productName: string;
  /** YYYY-MM-DD, both included. */
  readonly startDate: string;
  readonly endDate: string;
  readonly numberOfPeople: number;
  /** EUR cents charged now. */
  readonly amountPaid: number;
  /** ISO instant before which the owner answers a request; null for an instant booking. */
  readonly responseBefore: string | null;
  readonly tenantId: number;
  readonly ownerId: number;
  readonly tenantEmail: string;
  readonly tenantFirstName: string;
  readonly tenantLastName: string;
  readonly ownerEmail: string;
  readonly ownerFirstName: string;
}

/** The amounts still to pay, from the checkout's price (zero when it cannot be read). */
export interface RemainingAmounts {
  readonly balancePaymentAmount: number;
  readonly harborAmount: number;
}

/** The owner's answer deadline, the same for every language (UTC, to the minute). */
const deadlineOf = (responseBefore: string): string => `${responseBefore.slice(0, 16).replace('T', ' ')} UTC`;

/** The tenant's confirmation, in their language: reference, dates and amounts. */
export const tenantEmail = (n: BookingNotice, remaining: RemainingAmounts, publicUrl: string, tenant: Recipient): EmailMessage => {
  const b = EMAIL_TEXTS[tenant.language].booking;
  const values = { product: n.productName, reference: n.reference, deadline: n.responseBefore ? deadlineOf(n.responseBefore) : '' };
  const lines = [
    fill(n.isDirect ? b.tenantConfirmed : n.responseBefore ? b.tenantRequest : b.tenantRequestSoon, values),
    '',
    fill(b.reference, values),
    fill(b.dates, { dates: daysFor(n.startDate, n.endDate, tenant.language) }),
    fill(b.people, { people: n.numberOfPeople }),
    fill(b.paidNow, { amount: moneyFor(n.amountPaid, tenant) }),
    ...(remaining.balancePaymentAmount > 0 ? [fill(b.balanceLater, { amount: moneyFor(remaining.balancePaymentAmount, tenant) })] : []),
    ...(remaining.harborAmount > 0 ? [fill(b.harbour, { amount: moneyFor(remaining.harborAmount, tenant) })] : []),
    '',
    fill(b.yourBooking, { link: `${publicUrl}/ps/${n.hash}/success` }),
  ];
  return emailTo(tenant, () => ({ subject: n.isDirect ? b.tenantSubjectConfirmed : b.tenantSubjectRequest, body: lines.join('\n') }), values);
};

/** The owner's notice of a new booking (or request to answer), in their language. */
export const ownerEmail = (n: BookingNotice, publicUrl: string, owner: Recipient): EmailMessage => {
  const b = EMAIL_TEXTS[owner.language].booking;
  const values = { product: n.productName, reference: n.reference, name: `${n.tenantFirstName} ${n.tenantLastName.slice(0, 1)}.` };
  const lines = [
    fill(n.isDirect ? b.ownerBooked : b.ownerAsks, values),
    '',
    fill(b.reference, values),
    fill(b.dates, { dates: daysFor(n.startDate, n.endDate, owner.language) }),
    fill(b.people, { people: n.numberOfPeople }),
    fill(b.paidByTenant, { amount: moneyFor(n.amountPaid, owner) }),
    ...(n.isDirect ? [] : ['', n.responseBefore ? fill(b.answerBefore, { deadline: deadlineOf(n.responseBefore) }) : b.answerSoon]),
    '',
    fill(b.conversations, { link: `${publicUrl}/account/chat/list` }),
  ];
  return emailTo(owner, () => ({ subject: n.isDirect ? b.ownerSubjectBooking : b.ownerSubjectRequest, body: lines.join('\n') }), values);
};

/** Sends both emails through the email port (the outbox, readable at /dev/sms-outbox, unless a provider is set). */
export const sendBookingEmails = async (
  deps: { readonly db: Kysely<Database>; readonly email: EmailSender; readonly publicUrl: string },
  notice: BookingNotice,
): Promise<void> => {
  let remaining: RemainingAmounts = { balancePaymentAmount: 0, harborAmount: 0 };
  try {
    const price = await loadCheckoutPrice(deps.db, notice.hash);
    if (price) remaining = { balancePaymentAmount: price.balancePaymentAmount, harborAmount: price.harborAmount };
  } catch {
    // The amounts still due are a courtesy in the email; the booking is what matters.
  }
  const [tenant, owner] = await Promise.all([loadRecipient(deps.db, notice.tenantId), loadRecipient(deps.db, notice.ownerId)]);
  if (tenant) await deps.email.send(tenantEmail(notice, remaining, deps.publicUrl, tenant));
  if (owner) await deps.email.send(ownerEmail(notice, deps.publicUrl, owner));
};
