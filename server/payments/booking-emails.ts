import type { Kysely } from 'kysely';
import type { BookingStatus } from '../../src/contract/checkout';
import { DEFAULT_CURRENCY, formatMoney } from '../../src/domain/currency/money';
import type { EmailMessage, EmailSender } from '../auth/email-sender';
import { loadCheckoutPrice } from '../checkout/checkout-price';
import type { Database } from '../db/schema';

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

const eur = (cents: number): string => formatMoney({ amountMinor: cents, currency: 'EUR' }, 'en', DEFAULT_CURRENCY);

const dates = (n: BookingNotice): string => (n.startDate === n.endDate ? n.startDate : `${n.startDate} to ${n.endDate}`);

/** The tenant's confirmation: reference, dates and amounts. */
export const tenantEmail = (n: BookingNotice, remaining: RemainingAmounts, publicUrl: string): EmailMessage => {
  const lines = [
    `Hello ${n.tenantFirstName},`,
    '',
    n.isDirect
      ? `Your booking of ${n.productName} is confirmed.`
      : `Your booking request for ${n.productName} has been sent to the owner, who answers${n.responseBefore ? ` before ${n.responseBefore.slice(0, 16).replace('T', ' ')} UTC` : ' shortly'}. If the request is declined you are refunded in full.`,
    '',
    `Reference: ${n.reference}`,
    `Dates: ${dates(n)}`,
    `People: ${n.numberOfPeople}`,
    `Paid now: ${eur(n.amountPaid)}`,
    ...(remaining.balancePaymentAmount > 0 ? [`Balance to pay online later: ${eur(remaining.balancePaymentAmount)}`] : []),
    ...(remaining.harborAmount > 0 ? [`To pay at the harbour: ${eur(remaining.harborAmount)}`] : []),
    '',
    `Your booking: ${publicUrl}/ps/${n.hash}/success`,
  ];
  return {
    to: n.tenantEmail,
    subject: n.isDirect ? `Your booking ${n.reference} is confirmed` : `Your booking request ${n.reference}`,
    text: lines.join('\n'),
  };
};

/** The owner's notice of a new booking (or request to answer). */
export const ownerEmail = (n: BookingNotice, publicUrl: string): EmailMessage => {
  const lines = [
    `Hello ${n.ownerFirstName},`,
    '',
    `${n.tenantFirstName} ${n.tenantLastName.slice(0, 1)}. ${n.isDirect ? 'has booked' : 'asks to book'} ${n.productName}.`,
    '',
    `Reference: ${n.reference}`,
    `Dates: ${dates(n)}`,
    `People: ${n.numberOfPeople}`,
    `Paid online by the tenant: ${eur(n.amountPaid)}`,
    ...(n.isDirect ? [] : ['', `Please accept or decline the request${n.responseBefore ? ` before ${n.responseBefore.slice(0, 16).replace('T', ' ')} UTC` : ''}.`]),
    '',
    `Your conversations: ${publicUrl}/account/chat/list`,
  ];
  return {
    to: n.ownerEmail,
    subject: n.isDirect ? `New booking ${n.reference}: ${n.productName}` : `New booking request ${n.reference}: ${n.productName}`,
    text: lines.join('\n'),
  };
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
  await deps.email.send(tenantEmail(notice, remaining, deps.publicUrl));
  await deps.email.send(ownerEmail(notice, deps.publicUrl));
};
