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
  /** The booking's confirmation to the tenant and its notice to the owner (checkout, issue [4]). */
  readonly booking: Readonly<Record<
    | 'tenantSubjectConfirmed' | 'tenantSubjectRequest' | 'tenantConfirmed' | 'tenantRequest' | 'tenantRequestSoon' | 'reference' | 'dates'
    | 'people' | 'paidNow' | 'balanceLater' | 'harbour' | 'yourBooking' | 'ownerSubjectBooking' | 'ownerSubjectRequest' | 'ownerBooked'
    | 'ownerAsks' | 'paidByTenant' | 'answerBefore' | 'answerSoon' | 'conversations',
    string
  >>;
  readonly modification: { readonly subject: string; readonly declined: string; readonly accepted: string; readonly applied: string };
}

