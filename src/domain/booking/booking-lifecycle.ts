/**
 * The booking lifecycle (guide section 6) as a pure transition function. A booking starts as a requested payment
 * session; paying it makes it paid (instant booking, `isDirect`) or awaiting the owner's answer (payment held), who
 * accepts before `responseBefore` (confirmed) or declines; unanswered requests and unpaid sessions expire.
 */
export type BookingStatus = 'requested' | 'awaitingOwner' | 'paid' | 'confirmed' | 'declined' | 'expired' | 'cancelled' | 'refunded';
export const BOOKING_STATUSES: readonly BookingStatus[] = ['requested', 'awaitingOwner', 'paid', 'confirmed', 'declined', 'expired', 'cancelled', 'refunded'];

export type BookingEvent =
  | { readonly type: 'paymentSucceeded'; readonly isDirect: boolean }
  | { readonly type: 'ownerAccepted'; readonly at: string; readonly responseBefore: string }
  | { readonly type: 'ownerDeclined' }
  | { readonly type: 'responseDeadlinePassed' }
  | { readonly type: 'sessionExpired' }
  | { readonly type: 'cancelled' }
  | { readonly type: 'refunded' };

export type TransitionResult = { readonly ok: true; readonly status: BookingStatus } | { readonly ok: false; readonly error: 'illegal_transition' };

const to = (status: BookingStatus): TransitionResult => ({ ok: true, status });
const illegal: TransitionResult = { ok: false, error: 'illegal_transition' };

export const transition = (status: BookingStatus, event: BookingEvent): TransitionResult => {
  switch (event.type) {
    case 'paymentSucceeded':
      return status === 'requested' ? to(event.isDirect ? 'paid' : 'awaitingOwner') : illegal;
    case 'ownerAccepted':
      // Instants are ISO 8601 in UTC, so they compare as strings.
      return status === 'awaitingOwner' && new Date(event.at).getTime() <= new Date(event.responseBefore).getTime() ? to('confirmed') : illegal;
    case 'ownerDeclined':
      return status === 'awaitingOwner' ? to('declined') : illegal;
    case 'responseDeadlinePassed':
      return status === 'awaitingOwner' ? to('expired') : illegal;
    case 'sessionExpired':
      return status === 'requested' ? to('expired') : illegal;
    case 'cancelled':
      return status === 'requested' || status === 'awaitingOwner' || status === 'paid' || status === 'confirmed' ? to('cancelled') : illegal;
    case 'refunded':
      // An expired booking is refunded only when it had been paid (the server records the payment); see decisions.
      return status === 'declined' || status === 'cancelled' || status === 'expired' ? to('refunded') : illegal;
  }
};

/** The statuses whose dates are taken: no other tenant may book them. */
export const isHoldingDates = (status: BookingStatus): boolean => status === 'awaitingOwner' || status === 'paid' || status === 'confirmed';

/** Only an unpaid session takes changes to its cart. */
export const isChangeable = (status: BookingStatus): boolean => status === 'requested';

export const isFinal = (status: BookingStatus): boolean => status === 'refunded';
