import * as t from 'io-ts';

/**
 * Conversations between a tenant and an owner, and the owners' offers (issue [5]). Money is integer EUR cents, dates
 * YYYY-MM-DD, instants ISO 8601. Message text is stored as typed and always rendered as text, never as HTML.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** The longest message, in characters (after trimming); an empty message is refused. */
export const MESSAGE_MAX_LENGTH = 2000;

/** POST /products/{id}/conversation and POST /account/conversations/{hash}/messages. */
export const MessageBody = t.type({ text: t.string });
export type MessageBody = t.TypeOf<typeof MessageBody>;

/** POST /products/{id}/conversation → the conversation (a new one, or the tenant's existing one about this boat). */
export const ConversationCreated = t.type({ hash: t.string, ish: t.string });
export type ConversationCreated = t.TypeOf<typeof ConversationCreated>;

/** What the conversation is about: a boat before any booking, or a booking. */
export const ConversationSubject = t.type({
  kind: t.keyof({ boat: null, booking: null }),
  productId: Nullable(t.number),
  productName: t.string,
  image: Nullable(t.string),
  bookingId: Nullable(t.number),
  /** SW-000123 for a booking. */
  reference: Nullable(t.string),
  startDate: Nullable(t.string),
  endDate: Nullable(t.string),
});
export type ConversationSubject = t.TypeOf<typeof ConversationSubject>;

export const ConversationParty = t.type({
  firstName: t.string,
  avatarUrl: Nullable(t.string),
  role: t.keyof({ tenant: null, owner: null }),
});
export type ConversationParty = t.TypeOf<typeof ConversationParty>;

export const ConversationSummary = t.type({
  hash: t.string,
  /** The second segment of account/chat/{hash}/{ish}: names the subject (booking-123 or boat-45). */
  ish: t.string,
  subject: ConversationSubject,
  /** The other party, as seen by the caller. */
  otherParty: ConversationParty,
  /** The caller's role in this conversation. */
  myRole: t.keyof({ tenant: null, owner: null }),
  lastMessage: Nullable(t.type({ text: t.string, at: t.string, fromMe: t.boolean })),
  /** Messages of the other party the caller has not read. */
  unreadCount: t.number,
});
export type ConversationSummary = t.TypeOf<typeof ConversationSummary>;

/** GET /account/conversations: newest activity first. */
export const ConversationList = t.type({ conversations: t.array(ConversationSummary), unreadTotal: t.number });
export type ConversationList = t.TypeOf<typeof ConversationList>;

/** GET /account/conversations/unread-count: for the header's badge. */
export const UnreadCount = t.type({ unreadTotal: t.number });
export type UnreadCount = t.TypeOf<typeof UnreadCount>;

export const ConversationMessage = t.intersection([
  t.type({
    id: t.number,
    text: t.string,
    at: t.string,
    /** system: written by the marketplace (a new booking, an offer); me: by the caller's side (the owner's teammates included). */
    author: t.keyof({ me: null, other: null, system: null }),
  }),
  /** Written by a teammate of the owner (issue [6]): shown as "{firstName} for {forOwner}". */
  t.partial({ signature: t.type({ firstName: t.string, forOwner: t.string }) }),
]);
export type ConversationMessage = t.TypeOf<typeof ConversationMessage>;

export const OfferStatus = t.keyof({ pending: null, accepted: null, declined: null, expired: null, withdrawn: null });
export type OfferStatus = t.TypeOf<typeof OfferStatus>;

/** An owner's proposed price for dates, inside a conversation. */
export const Offer = t.type({
  hash: t.string,
  conversationHash: t.string,
  conversationIsh: t.string,
  product: t.type({ id: t.number, name: t.string, image: Nullable(t.string) }),
  startDate: t.string,
  endDate: t.string,
  /** EUR cents for the whole rental. */
  price: t.number,
  status: OfferStatus,
  expiresAt: t.string,
  createdAt: t.string,
  /** The caller's role: the owner made it, the tenant may accept or decline it. */
  myRole: t.keyof({ tenant: null, owner: null }),
  /** Once accepted: the checkout session (ps/{hash}) opened at the offer's price. */
  paymentSessionHash: Nullable(t.string),
});
export type Offer = t.TypeOf<typeof Offer>;

/** GET /account/conversations/{hash}: marks the other party's messages read. `after` (a message id) pages forward. */
export const ConversationThread = t.type({
  hash: t.string,
  ish: t.string,
  subject: ConversationSubject,
  otherParty: ConversationParty,
  myRole: t.keyof({ tenant: null, owner: null }),
  messages: t.array(ConversationMessage),
  offers: t.array(Offer),
});
export type ConversationThread = t.TypeOf<typeof ConversationThread>;

/** POST /account/conversations/{hash}/offers: the owner only, in a conversation about one of their boats. */
export const OfferBody = t.type({ startDate: t.string, endDate: t.string, price: t.number });
export type OfferBody = t.TypeOf<typeof OfferBody>;

/** GET /account/offers: offers the caller received (tenant) or made (owner), newest first. */
export const OfferList = t.type({ offers: t.array(Offer) });
export type OfferList = t.TypeOf<typeof OfferList>;

/** POST /account/offers/{hash}/accept → the payment session opened at the offer's price. */
export const OfferAccepted = t.type({ hash: t.string });
export type OfferAccepted = t.TypeOf<typeof OfferAccepted>;

/** An offer can be accepted this long after it was made. */
export const OFFER_VALIDITY_HOURS = 48;
