/** The texts of the emails, one object per language (texts/en.ts is the model). */
export interface EmailTexts {
  readonly greeting: string;
  readonly signature: string;
  readonly paymentReceived: { readonly subject: string; readonly body: string };
  readonly what: { readonly balance: string; readonly insurance: string; readonly change: string };
  readonly balanceReminder: { readonly subject: string; readonly body: string };
  readonly cancelled: {
    readonly subject: string;
    readonly tenantBody: string;
    readonly ownerBody: string;
    readonly refundYes: string;
    readonly refundNo: string;
    readonly byTenant: string;
    readonly byOwner: string;
    readonly bySystem: string;
  };
  readonly newMessage: { readonly subject: string; readonly body: string };
  readonly reviewRequest: { readonly subject: string; readonly body: string };
  /** A professional owner's invitation to share the fleet's inbox, and a teammate's signature (issue [6]). */
  readonly team: { readonly inviteSubject: string; readonly inviteBody: string; readonly signedFor: string };
  /** The booking's confirmation to the tenant and its notice to the owner (checkout, issue [4]). */
  readonly booking: Readonly<Record<
    | 'tenantSubjectConfirmed' | 'tenantSubjectRequest' | 'tenantConfirmed' | 'tenantRequest' | 'tenantRequestSoon' | 'reference' | 'dates'
    | 'people' | 'paidNow' | 'balanceLater' | 'harbour' | 'yourBooking' | 'ownerSubjectBooking' | 'ownerSubjectRequest' | 'ownerBooked'
    | 'ownerAsks' | 'paidByTenant' | 'answerBefore' | 'answerSoon' | 'conversations',
    string
  >>;
  readonly modification: { readonly subject: string; readonly declined: string; readonly accepted: string; readonly applied: string };
  /** The owner's answer to a booking request, or its expiry, to both parties (issue [6]). */
  readonly requestAnswer: Readonly<Record<
    | 'acceptedSubject' | 'tenantAccepted' | 'ownerAccepted' | 'declinedSubject' | 'tenantDeclined' | 'ownerDeclined' | 'ownerMessage'
    | 'expiredSubject' | 'tenantExpired' | 'ownerExpired' | 'released' | 'paidBack',
    string
  >>;
  /** The owner's push notifications (short: a title and one line). */
  readonly push: Readonly<Record<
    | 'newRequestTitle' | 'newRequestBody' | 'newBookingTitle' | 'newBookingBody' | 'newMessageTitle' | 'newMessageBody' | 'cancelledTitle'
    | 'cancelledBody',
    string
  >>;
  /** The electronic contract (issue [6]): the signed copy to both parties, a damage claim to the tenant, the SMS code. */
  readonly econtract: Readonly<Record<'checkIn' | 'checkOut' | 'signedSubject' | 'signedBody' | 'claimSubject' | 'claimBody' | 'smsCode', string>>;
  /** Staff actions on a booking (back office, issue [7]): who cancelled, a refund of a chosen amount, new dates. */
  readonly staffBooking: Readonly<Record<'byStaff' | 'refundNone' | 'refundSubject' | 'refundBody' | 'datesSubject' | 'datesTenantBody' | 'datesOwnerBody', string>>;
  /** Staff's decision on a damage claim (back office, issue [7]): what the owner keeps of the deposit, to both parties. */
  readonly damageDecision: Readonly<Record<'subject' | 'tenantBody' | 'ownerBody', string>>;
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with staff's reason, to the owner. */
  readonly listingReview: Readonly<Record<'pausedSubject' | 'pausedBody' | 'rejectedSubject' | 'rejectedBody', string>>;
  /** A proposal staff prepared for a tenant (back office, issue [7]): its boats with their prices and the link. */
  readonly proposal: Readonly<Record<'subject' | 'body' | 'item' | 'message', string>>;
}

