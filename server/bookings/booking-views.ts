import type { BookingDetail, BookingRequestAnswer, BookingSummary, PaymentRecord, PostBookingInsuranceName } from '../../src/contract/bookings';
import { bookingActions, cancellationRefund, type CancelledBy } from '../../src/domain/booking/after-booking';
import { canAnswerRequest, requestStateOf } from '../../src/domain/booking/request-answer';
import type { InsuranceName } from '../../src/domain/checkout/cart';
import { balancePaymentDate } from '../../src/domain/checkout/pricing';
import { insurancesOf, type CheckoutState } from '../checkout/checkout-state';
import { backUrlOf, placeOf, policyOf, type ViewContext } from '../checkout/checkout-views';
import { insuranceTexts } from '../checkout/insurance-texts';
import { bookingReference } from '../payments/payment-records';
import { balanceDueOf, paidOnlineOf, refundedOf, type BookingFile } from './booking-file';

/** The post-booking names (spec section 3) and the checkout's. */
export const POST_BOOKING_TO_CHECKOUT: Readonly<Record<PostBookingInsuranceName, InsuranceName>> = {
  cabWeather: 'cabWeather',
  damageWaiver: 'damageWaiver',
  assistance: 'assistanceInsurance',
};

export interface PostBookingOption {
  readonly name: PostBookingInsuranceName;
  /** Offered for the product (and not excluded by what the booking has). */
  readonly available: boolean;
  readonly alreadyBought: boolean;
  /** EUR cents. */
  readonly price: number;
}

/**
 * The insurances a booking could add after booking: offered for the product, not bought yet; assistance is not
 * offered next to a multirisk insurance (the checkout refuses the pair too).
 */
export const postBookingOptionsOf = (state: CheckoutState): PostBookingOption[] => {
  const all = insurancesOf(state);
  const bought = (name: InsuranceName): boolean =>
    ({
      cabWeather: state.session.insurance_cab_weather,
      damageWaiver: state.session.insurance_damage_waiver,
      assistanceInsurance: state.session.insurance_assistance,
      multiriskInsurance: state.session.insurance_multirisk,
    })[name];
  return (Object.keys(POST_BOOKING_TO_CHECKOUT) as PostBookingInsuranceName[]).map((name) => {
    const checkoutName = POST_BOOKING_TO_CHECKOUT[name];
    const offer = all.find((i) => i.name === checkoutName);
    const excluded = name === 'assistance' && state.session.insurance_multirisk;
    return {
      name,
      available: (offer?.available ?? false) && !excluded && !bought(checkoutName),
      alreadyBought: bought(checkoutName),
      price: offer?.price ?? 0,
    };
  });
};

export const insurancesLeftOf = (state: CheckoutState): number => postBookingOptionsOf(state).filter((o) => o.available).length;

/** The insurances the booking has, titled in the request's language. */
export const boughtInsurances = (state: CheckoutState, language: string) => {
  const texts = insuranceTexts(language);
  const has: Array<[InsuranceName, boolean]> = [
    ['cabWeather', state.session.insurance_cab_weather],
    ['damageWaiver', state.session.insurance_damage_waiver],
    ['assistanceInsurance', state.session.insurance_assistance],
    ['multiriskInsurance', state.session.insurance_multirisk],
  ];
  return has.filter(([, on]) => on).map(([name]) => ({ name, title: texts[name].title }));
};

export const balanceDateOf = (file: BookingFile): string | null =>
  file.state.session.down_payment_selected ? balancePaymentDate(file.state.session.start, policyOf(file.state).balancePaymentDays) : null;

/** What cancelling today would pay back, for the caller's role; null when it cannot be cancelled. */
export const refundIfCancelledToday = (file: BookingFile, today: string, by: CancelledBy = file.role): number | null => {
  const outcome = cancellationRefund({
    status: file.state.session.status,
    startDate: file.state.session.start,
    today,
    cancelledBy: by,
    policy: policyOf(file.state),
    paidOnline: paidOnlineOf(file),
  });
  return outcome.ok ? outcome.refund : null;
};

/** One line of GET /account/bookings. */
export const bookingSummaryOf = (file: BookingFile, context: ViewContext): BookingSummary => {
  const { state } = file;
  const { session, product } = state;
  const balanceDue = balanceDueOf(file);
  return {
    id: session.id,
    reference: bookingReference(session.id),
    status: session.status,
    startDate: session.start,
    endDate: session.end,
    numberOfPeople: session.number_of_people,
    product: {
      kind: product.kind,
      id: product.id,
      name: product.title,
      image: product.kind === 'boat' ? product.picture : product.cover_url,
      url: backUrlOf(state, context),
    },
    harbour: placeOf(state, context).address,
    amountPaid: paidOnlineOf(file),
    amountDue: balanceDue,
    balancePaymentDate: balanceDue > 0 ? balanceDateOf(file) : null,
    myRole: file.role,
    actions: bookingActions({
      status: session.status,
      role: file.role,
      startDate: session.start,
      endDate: session.end,
      today: context.today,
      balanceDue,
      insurancesLeft: insurancesLeftOf(state),
      hasConversation: file.conversation !== null,
      hasPendingModification: file.pendingModification !== null,
      isActivity: product.kind === 'activity',
      reviewed: file.reviewed,
      reviewSnoozedUntil: file.reviewSnoozedUntil,
    }),
    conversation: file.conversation,
  };
};

const paymentRecords = (file: BookingFile): PaymentRecord[] =>
  [
    ...file.payments.map((p) => ({ kind: p.kind, amount: p.amount, at: p.at })),
    ...file.refunds.filter((r) => r.status !== 'failed').map((r) => ({ kind: 'refund' as const, amount: -r.amount, at: r.at })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((r) => ({ ...r, at: r.at.toISOString() }));

/** A request's state for the caller: waiting (and whether they may answer now, at `now`), or its outcome. */
export const requestAnswerOf = (file: BookingFile, now: Date): BookingRequestAnswer | null => {
  const { session } = file.state;
  const state = requestStateOf({ isDirect: session.is_direct, status: session.status, outcome: file.requestAnswer.outcome });
  if (state === null) return null;
  const responseBefore = session.response_before ? new Date(session.response_before).toISOString() : null;
  return {
    state,
    canAnswer: canAnswerRequest({ status: session.status, outcome: file.requestAnswer.outcome, responseBefore, at: now.toISOString(), role: file.role }),
    answeredAt: file.requestAnswer.answeredAt ? file.requestAnswer.answeredAt.toISOString() : null,
    declineReason: file.requestAnswer.declineReason,
  };
};

/** GET /bookings/{id}, as the caller sees it at `now`. */
export const bookingDetailOf = (file: BookingFile, context: ViewContext, now: Date): BookingDetail => {
  const { session } = file.state;
  const summary = bookingSummaryOf(file, context);
  const other = file.role === 'tenant' ? { firstName: file.owner.firstName, role: 'owner' as const } : { firstName: file.tenant.firstName, role: 'tenant' as const };
  return {
    ...summary,
    isDirect: session.is_direct,
    otherParty: other,
    price: file.price,
    payments: paymentRecords(file),
    insurances: boughtInsurances(file.state, context.language),
    cancellationPolicy: policyOf(file.state),
    refundIfCancelledToday: summary.actions.cancel ? refundIfCancelledToday(file, context.today) : null,
    cancelledAt: file.cancelledAt ? file.cancelledAt.toISOString() : null,
    refunded: refundedOf(file),
    responseBefore: session.response_before ? new Date(session.response_before).toISOString() : null,
    modification: file.pendingModification
      ? {
          startDate: file.pendingModification.startDate,
          endDate: file.pendingModification.endDate,
          numberOfPeople: file.pendingModification.numberOfPeople,
          priceDifference: file.pendingModification.priceDifference,
          status: file.pendingModification.status,
        }
      : null,
    tenantEmail: file.tenant.email,
    review: file.review
      ? { rating: file.review.rating, comment: file.review.comment, createdAt: file.review.createdAt.toISOString(), ownerAnswer: file.review.ownerAnswer }
      : null,
    request: requestAnswerOf(file, now),
  };
};
