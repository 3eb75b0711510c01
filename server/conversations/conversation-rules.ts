import { MESSAGE_MAX_LENGTH, OFFER_VALIDITY_HOURS, type OfferBody, type OfferStatus } from '../../src/contract/conversations';
import { compareIsoDates, isIsoDate, type IsoDate } from '../../src/domain/search/iso-date';
import { rentalDays } from '../search/pricing';

/** Conversation and offer hashes are URL-safe random strings; anything else is simply not found. */
const HASH = /^[A-Za-z0-9_-]{8,64}$/;
export const isConversationHash = (hash: string | undefined): hash is string => hash !== undefined && HASH.test(hash);

/** The longest rental an owner can offer, in days (both ends included). */
export const OFFER_MAX_DAYS = 60;
/** The highest offer, EUR cents (100,000 EUR): above is a typing mistake. */
export const OFFER_MAX_PRICE = 10_000_000;

/** The second segment of account/chat/{hash}/{ish}: the booking when there is one, else the boat. */
export const ishOf = (conversation: { readonly bookingId: number | null; readonly boatId: number | null }): string =>
  conversation.bookingId !== null ? `booking-${conversation.bookingId}` : `boat-${conversation.boatId ?? 0}`;

/** Why a message text is refused, if it is (its length is counted trimmed; the text itself is kept as typed). */
export const messageProblem = (text: string): string | undefined => {
  const length = [...text.trim()].length;
  if (length === 0) return 'The message is empty.';
  if (length > MESSAGE_MAX_LENGTH) return `A message has at most ${MESSAGE_MAX_LENGTH} characters.`;
  return undefined;
};

/** Why an offer is refused, if it is: real dates from today, at most OFFER_MAX_DAYS, a positive price in cents. */
export const offerProblem = (offer: OfferBody, today: IsoDate): string | undefined => {
  if (!isIsoDate(offer.startDate)) return 'startDate: expected a date as YYYY-MM-DD';
  if (!isIsoDate(offer.endDate)) return 'endDate: expected a date as YYYY-MM-DD';
  if (compareIsoDates(offer.startDate, today) < 0) return 'startDate: must not be in the past';
  if (compareIsoDates(offer.endDate, offer.startDate) < 0) return 'endDate: must not be before startDate';
  if (rentalDays(offer.startDate, offer.endDate) > OFFER_MAX_DAYS) return `endDate: an offer covers at most ${OFFER_MAX_DAYS} days`;
  if (!Number.isInteger(offer.price) || offer.price <= 0) return 'price: expected a positive whole number of cents';
  if (offer.price > OFFER_MAX_PRICE) return `price: at most ${OFFER_MAX_PRICE} cents`;
  return undefined;
};

export const offerExpiresAt = (now: Date): Date => new Date(now.getTime() + OFFER_VALIDITY_HOURS * 3_600_000);

/** A pending offer past its expiry reads as expired before anything has marked it so. */
export const effectiveOfferStatus = (status: OfferStatus, expiresAt: Date, now: Date): OfferStatus =>
  status === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : status;

/** 123400 → "1,234.00 EUR": the same in every email client and log, whatever the reader's locale. */
export const eurText = (cents: number): string =>
  `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EUR`;

/** The system message a new offer leaves in the conversation. */
export const offerMessage = (offer: { readonly startDate: string; readonly endDate: string; readonly price: number }): string =>
  `Offer: ${offer.startDate} to ${offer.endDate} for ${eurText(offer.price)}`;

export const chatUrl = (publicUrl: string, conversation: { readonly hash: string; readonly ish: string }): string =>
  `${publicUrl}/account/chat/${conversation.hash}/${conversation.ish}`;
