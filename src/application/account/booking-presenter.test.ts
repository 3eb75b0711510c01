import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { BOOKING_ID, FakeAfterBookingGateway, awaitingRequest, bookingDetail, networkFailure, refusal } from '../../../tests/fakes/account';
import { FakeAuthenticator, fakeSettings, httpFailure } from '../../../tests/fakes/search';
import type { BookingDetail } from '../../contract/bookings';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { FakePaymentProvider } from '../../../tests/fakes/checkout';
import { BookingPresenter } from './booking-presenter';

const ID = String(BOOKING_ID);

const build = (options: { detail?: Partial<BookingDetail>; auth?: AuthenticationOutcome } = {}) => {
  const gateway = new FakeAfterBookingGateway();
  gateway.server.details.set(ID, bookingDetail(options.detail));
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const presenter = new BookingPresenter(gateway, fakeSettings(), authenticator, new FakePaymentProvider());
  return { presenter, gateway, authenticator };
};

const loaded = async (options: Parameters<typeof build>[0] = {}) => {
  const built = build(options);
  await built.presenter.routeEntered({ screen: 'bookingDetail', bookingId: ID });
  return built;
};

describe('BookingPresenter: load', () => {
  it('loads the booking of the route; the view has every text ready', async () => {
    const { presenter, gateway } = build();
    const entered = presenter.routeEntered({ screen: 'bookingDetail', bookingId: ID });
    expect(presenter.status).toBe('loading');
    await entered;
    expect(gateway.calls).toEqual([{ method: 'booking', args: [ID] }]);
    expect(presenter.status).toBe('ready');
    const view = presenter.view!;
    expect(view).toMatchObject({
      otherParty: 'Marie',
      otherRole: 'owner',
      total: '€941.40',
      online: '€941.40',
      harbourAmount: null,
      payments: [{ kind: 'checkout', amount: '€300', date: 'Jun 1, 2025' }],
      insurances: ['Damage waiver'],
      policyName: 'Moderate',
      refundPercentage: 50,
      refundDaysBefore: 14,
      refundIfCancelledToday: '€150',
      refunded: null,
      modification: null,
    });
    expect(view.card.detailHref).toBe('/booking/4711/detail');
    expect(view.lines[0]).toEqual({ key: 'rental-0', kindKey: 'checkout:price.lines.rental', label: '', quantity: 3, amount: '€900', payAt: 'online' });
    expect(view.lines).toHaveLength(5);
  });

  it('the modify page loads the same booking and fills the change form with its dates and people', async () => {
    const { presenter, gateway } = build();
    await presenter.routeEntered({ screen: 'bookingModify', bookingId: ID });
    expect(gateway.callsOf('booking')).toEqual([{ method: 'booking', args: [ID] }]);
    expect(presenter.modificationForm).toEqual({ startDate: '2025-08-10', endDate: '2025-08-13', numberOfPeople: 4 });
  });

  it('another user’s booking (404) is not found', async () => {
    const { presenter } = build();
    await presenter.routeEntered({ screen: 'bookingDetail', bookingId: '999' });
    expect(presenter.status).toBe('notFound');
    expect(presenter.errorKey).toBe('common:errors.notFound');
    expect(presenter.view).toBeNull();
  });

  it('a 401 signs in (menu) and loads again; aborted → signInRequired', async () => {
    const signedIn = build({ auth: { kind: 'success', authToken: 'tok' } });
    signedIn.gateway.failNext('booking', httpFailure(401));
    await signedIn.presenter.routeEntered({ screen: 'bookingDetail', bookingId: ID });
    expect(signedIn.authenticator.triggers).toEqual(['menu']);
    expect(signedIn.presenter.status).toBe('ready');
    expect(signedIn.gateway.callsOf('booking')).toHaveLength(2);

    const aborted = build({ auth: { kind: 'aborted' } });
    aborted.gateway.failNext('booking', httpFailure(401));
    await aborted.presenter.routeEntered({ screen: 'bookingDetail', bookingId: ID });
    expect(aborted.presenter.status).toBe('signInRequired');
    expect(aborted.presenter.errorKey).toBeNull();
  });

  it('a network failure is an error with its key', async () => {
    const { presenter, gateway } = build();
    gateway.failNext('booking', networkFailure());
    await presenter.routeEntered({ screen: 'bookingDetail', bookingId: ID });
    expect(presenter.status).toBe('error');
    expect(presenter.errorKey).toBe('common:errors.network');
  });
});

describe('BookingPresenter: cancellation', () => {
  it('cancelClicked asks to confirm only when the booking can be cancelled', async () => {
    const cannot = await loaded({ detail: { actions: { payBalance: false, addInsurance: false, message: true, modify: false, cancel: false, review: false } } });
    cannot.presenter.cancelClicked();
    expect(cannot.presenter.confirmingCancel).toBe(false);

    const can = await loaded();
    can.presenter.cancelClicked();
    expect(can.presenter.confirmingCancel).toBe(true);
    can.presenter.cancelDismissed();
    expect(can.presenter.confirmingCancel).toBe(false);
    expect(can.gateway.callsOf('cancel')).toEqual([]);
  });

  it('confirmed twice: cancels once, keeps the dialog while cancelling, reloads and shows the refund', async () => {
    const { presenter, gateway } = await loaded();
    presenter.cancelClicked();
    const release = gateway.hold('cancel');
    const first = presenter.cancelConfirmed();
    const second = presenter.cancelConfirmed();
    expect(presenter.cancelling).toBe(true);
    presenter.cancelDismissed();
    expect(presenter.confirmingCancel).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(gateway.callsOf('cancel')).toEqual([{ method: 'cancel', args: [ID] }]);
    expect(gateway.calls.map((c) => c.method)).toEqual(['booking', 'cancel', 'booking']);
    expect(presenter.cancelling).toBe(false);
    expect(presenter.confirmingCancel).toBe(false);
    expect(presenter.cancelledRefund).toBe('€150');
    expect(presenter.booking?.status).toBe('cancelled');
    expect(presenter.view).toMatchObject({ refunded: '€150', refundIfCancelledToday: null });
    expect(presenter.view?.card.actions.map((a) => a.name)).not.toContain('cancel');
    expect(presenter.actionErrorKey).toBeNull();
  });

  it('a refused cancellation keeps the booking as it was, shows the error and the server’s message, no reload', async () => {
    const { presenter, gateway } = await loaded();
    const before = presenter.booking;
    presenter.cancelClicked();
    gateway.failNext('cancel', refusal(409, 'booking_departed'));
    await presenter.cancelConfirmed();
    expect(presenter.booking).toBe(before);
    expect(presenter.booking?.status).toBe('confirmed');
    expect(presenter.actionErrorKey).toBe('common:errors.badRequest');
    expect(presenter.actionMessage).toBe('Refused: booking_departed.');
    expect(presenter.cancelledRefund).toBeNull();
    expect(presenter.cancelling).toBe(false);
    expect(gateway.callsOf('booking')).toHaveLength(1);
  });

  it('asking again after a refusal clears the refusal; a second failure shows only its own message', async () => {
    const { presenter, gateway } = await loaded();
    presenter.cancelClicked();
    gateway.failNext('cancel', refusal(409, 'booking_departed'));
    await presenter.cancelConfirmed();
    presenter.cancelClicked();
    expect(presenter.actionErrorKey).toBeNull();
    expect(presenter.confirmingCancel).toBe(true);
    // A second failure without a server message shows no stale message.
    gateway.failNext('cancel', networkFailure());
    await presenter.cancelConfirmed();
    expect(presenter.actionErrorKey).toBe('common:errors.network');
    expect(presenter.actionMessage).toBeNull();
  });
});

describe('BookingPresenter: change request', () => {
  it('dates missing or ending before they start are refused with no call', async () => {
    const { presenter, gateway } = await loaded();
    presenter.modificationChanged('startDate', '2025-08-14');
    presenter.modificationChanged('endDate', '2025-08-12');
    await presenter.modificationSubmitted();
    expect(presenter.actionErrorKey).toBe('account:modify.errors.dates');
    presenter.modificationChanged('endDate', '');
    expect(presenter.actionErrorKey).toBeNull();
    await presenter.modificationSubmitted();
    expect(presenter.actionErrorKey).toBe('account:modify.errors.dates');
    expect(gateway.callsOf('requestModification')).toEqual([]);
  });

  it('the number of people is a whole number of at least 1', async () => {
    const { presenter } = await loaded();
    presenter.modificationChanged('numberOfPeople', '0');
    expect(presenter.modificationForm.numberOfPeople).toBe(1);
    presenter.modificationChanged('numberOfPeople', '3.7');
    expect(presenter.modificationForm.numberOfPeople).toBe(3);
    presenter.modificationChanged('numberOfPeople', 'many');
    expect(presenter.modificationForm.numberOfPeople).toBe(1);
  });

  it('valid dates are sent once (even submitted twice), the difference shown, the booking read again', async () => {
    const { presenter, gateway } = await loaded();
    presenter.modificationChanged('startDate', '2025-08-11');
    presenter.modificationChanged('endDate', '2025-08-15');
    presenter.modificationChanged('numberOfPeople', '6');
    const release = gateway.hold('requestModification');
    const first = presenter.modificationSubmitted();
    const second = presenter.modificationSubmitted();
    expect(presenter.modificationSending).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(gateway.callsOf('requestModification')).toEqual([
      { method: 'requestModification', args: [ID, { startDate: '2025-08-11', endDate: '2025-08-15', numberOfPeople: 6 }] },
    ]);
    expect(presenter.modificationSending).toBe(false);
    expect(presenter.modificationSent).toEqual({ status: 'pending', priceDifference: 12_000, newTotal: 106_140 });
    expect(presenter.modificationDifference).toBe('€120');
    expect(gateway.callsOf('booking')).toHaveLength(2);
    expect(presenter.view?.modification).toEqual({ dates: 'Aug 11, 2025 – Aug 15, 2025', people: 6, difference: '€120', status: 'pending' });
  });

  it('a refused change shows the error and message and sends nothing else; a retry that succeeds clears them', async () => {
    const { presenter, gateway } = await loaded();
    presenter.modificationChanged('endDate', '2025-08-14');
    gateway.failNext('requestModification', refusal(409, 'modification_refused'));
    await presenter.modificationSubmitted();
    expect(presenter.actionErrorKey).toBe('common:errors.badRequest');
    expect(presenter.actionMessage).toBe('Refused: modification_refused.');
    expect(presenter.modificationSent).toBeNull();
    expect(gateway.callsOf('booking')).toHaveLength(1);
    // The same form sent again (no change typed in between).
    await presenter.modificationSubmitted();
    expect(presenter.modificationSent?.status).toBe('pending');
    expect(presenter.actionErrorKey).toBeNull();
    expect(presenter.actionMessage).toBeNull();
  });
});

describe('BookingPresenter: change requests answered', () => {
  const pending = { startDate: '2025-08-10', endDate: '2025-08-14', numberOfPeople: 4, priceDifference: 12_000, status: 'pending' };

  it('the owner accepts a dearer change: it waits for the tenant to pay the difference', async () => {
    const { presenter, gateway } = await loaded({ detail: { myRole: 'owner', modification: pending } });
    await presenter.modificationAnswered(true);
    expect(gateway.calls.filter((c) => c.method === 'answerModification')).toEqual([{ method: 'answerModification', args: [ID, true] }]);
    expect(presenter.booking?.modification?.status).toBe('accepted');
  });

  it('the owner declines: the request is gone; a failure keeps it and shows why', async () => {
    const { presenter, gateway } = await loaded({ detail: { myRole: 'owner', modification: pending } });
    gateway.failNext('answerModification', httpFailure(409, '/bookings/x/modification/decline', { error: 'modification_not_pending', message: 'Nothing waits.' }));
    await presenter.modificationAnswered(false);
    expect(presenter.actionMessage).toBe('Nothing waits.');
    expect(presenter.booking?.modification?.status).toBe('pending');
    await presenter.modificationAnswered(false);
    expect(presenter.booking?.modification).toBeNull();
  });

  it('the tenant pays an accepted difference with the card, then the booking is read again', async () => {
    const { presenter, gateway } = await loaded({ detail: { modification: { ...pending, status: 'accepted' } } });
    presenter.differencePayment.cardFieldChanged('number', '4242 4242 4242 4242');
    presenter.differencePayment.cardFieldChanged('expiry', '12/34');
    presenter.differencePayment.cardFieldChanged('cvc', '123');
    await presenter.differencePayment.pay();
    expect(presenter.differencePayment.progress).toBe('succeeded');
    expect(gateway.calls.filter((c) => c.method === 'startModificationPayment')).toHaveLength(1);
    expect(gateway.calls.filter((c) => c.method === 'booking').length).toBeGreaterThanOrEqual(2);
  });
});

describe('BookingPresenter: booking requests', () => {
  const requestOf = async (detail: BookingDetail) => {
    const gateway = new FakeAfterBookingGateway();
    gateway.server.details.set(ID, detail);
    const presenter = new BookingPresenter(gateway, fakeSettings(), new FakeAuthenticator({ kind: 'alreadySignedIn' }), new FakePaymentProvider());
    await presenter.routeEntered({ screen: 'bookingDetail', bookingId: ID });
    return { presenter, gateway };
  };

  it('the tenant waits for the answer until the deadline (UTC), the money only held; no answer for them', async () => {
    const { presenter } = await requestOf(awaitingRequest('tenant'));
    expect(presenter.view?.request).toEqual({
      state: 'awaiting',
      messageKey: 'account:request.tenantAwaiting',
      deadline: 'Jun 3, 2025, 10:00 AM UTC',
      answeredAt: null,
      declineReason: null,
      canAnswer: false,
      amount: '€300',
    });
    presenter.declineClicked();
    expect(presenter.confirmingDecline).toBe(false);
    await presenter.requestAccepted();
    expect(presenter.answeringRequest).toBe(false);
  });

  it('an instant booking has no request', async () => {
    const { presenter } = await loaded();
    expect(presenter.view?.request).toBeNull();
  });

  it('the owner sees the deadline and accepts once (clicked twice): confirmed, the booking read again, a notice shown', async () => {
    const { presenter, gateway } = await requestOf(awaitingRequest('owner'));
    expect(presenter.view?.request).toMatchObject({ state: 'awaiting', messageKey: 'account:request.ownerAwaiting', canAnswer: true, deadline: 'Jun 3, 2025, 10:00 AM UTC' });
    const release = gateway.hold('acceptRequest');
    const first = presenter.requestAccepted();
    const second = presenter.requestAccepted();
    expect(presenter.answeringRequest).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(gateway.callsOf('acceptRequest')).toEqual([{ method: 'acceptRequest', args: [ID] }]);
    expect(gateway.calls.map((c) => c.method)).toEqual(['booking', 'acceptRequest', 'booking']);
    expect(presenter.booking?.status).toBe('confirmed');
    expect(presenter.view?.request).toMatchObject({ state: 'accepted', messageKey: 'account:request.ownerAccepted', canAnswer: false, answeredAt: 'Jun 2, 2025, 9:00 AM UTC' });
    expect(presenter.requestNotice).toEqual({ key: 'account:request.acceptedNotice', amount: '' });
    expect(presenter.requestErrorKey).toBeNull();
  });

  it('an answer too late or a second one: the reason explained and the booking read again as it is now', async () => {
    const late = await requestOf(awaitingRequest('owner'));
    late.gateway.failNext('acceptRequest', refusal(409, 'response_deadline_passed'));
    await late.presenter.requestAccepted();
    expect(late.presenter.requestErrorKey).toBe('account:request.errors.deadlinePassed');
    expect(late.presenter.requestMessage).toBeNull();
    expect(late.gateway.callsOf('booking')).toHaveLength(2);

    const twice = await requestOf(awaitingRequest('owner'));
    twice.gateway.failNext('acceptRequest', refusal(409, 'booking_not_awaiting_owner'));
    await twice.presenter.requestAccepted();
    expect(twice.presenter.requestErrorKey).toBe('account:request.errors.alreadyAnswered');
  });

  it('a network failure on accept keeps the page as it was, with the error', async () => {
    const { presenter, gateway } = await requestOf(awaitingRequest('owner'));
    gateway.failNext('acceptRequest', networkFailure());
    await presenter.requestAccepted();
    expect(presenter.requestErrorKey).toBe('common:errors.network');
    expect(presenter.booking?.status).toBe('awaitingOwner');
    expect(gateway.callsOf('booking')).toHaveLength(1);
    expect(presenter.view?.request?.canAnswer).toBe(true);
  });

  it('decline asks to confirm, with an optional reason kept when the dialog closes; confirmed: declined and refunded', async () => {
    const { presenter, gateway } = await requestOf(awaitingRequest('owner'));
    presenter.declineClicked();
    expect(presenter.confirmingDecline).toBe(true);
    presenter.declineReasonChanged('  Maintenance that week.  ');
    expect(presenter.declineReasonLength).toBe(22);
    presenter.declineDismissed();
    expect(presenter.confirmingDecline).toBe(false);
    expect(gateway.callsOf('declineRequest')).toEqual([]);
    presenter.declineClicked();
    expect(presenter.declineReason).toBe('  Maintenance that week.  ');

    const release = gateway.hold('declineRequest');
    const first = presenter.declineConfirmed();
    const second = presenter.declineConfirmed();
    presenter.declineDismissed();
    expect(presenter.confirmingDecline).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(gateway.callsOf('declineRequest')).toEqual([{ method: 'declineRequest', args: [ID, '  Maintenance that week.  '] }]);
    expect(presenter.confirmingDecline).toBe(false);
    expect(presenter.declineReason).toBe('');
    expect(presenter.requestNotice).toEqual({ key: 'account:request.declinedNotice', amount: '€300' });
    expect(presenter.booking?.status).toBe('refunded');
    expect(presenter.view?.request).toMatchObject({ state: 'declined', messageKey: 'account:request.ownerDeclined', declineReason: 'Maintenance that week.', canAnswer: false, amount: '€300' });
    expect(presenter.view?.refunded).toBe('€300');
  });

  it('a reason over 1000 characters is refused before any call; a refusal keeps the dialog and every character typed', async () => {
    const { presenter, gateway } = await requestOf(awaitingRequest('owner'));
    presenter.declineClicked();
    const long = 'x'.repeat(1001);
    presenter.declineReasonChanged(long);
    await presenter.declineConfirmed();
    expect(presenter.requestErrorKey).toBe('account:request.errors.reasonTooLong');
    expect(gateway.callsOf('declineRequest')).toEqual([]);
    presenter.declineReasonChanged('x'.repeat(1000));
    expect(presenter.requestErrorKey).toBeNull();

    gateway.failNext('declineRequest', networkFailure());
    await presenter.declineConfirmed();
    expect(presenter.requestErrorKey).toBe('common:errors.network');
    expect(presenter.confirmingDecline).toBe(true);
    expect(presenter.declineReason).toBe('x'.repeat(1000));
    expect(presenter.booking?.status).toBe('awaitingOwner');
    expect(gateway.callsOf('booking')).toHaveLength(1);

    gateway.failNext('declineRequest', refusal(400, 'decline_invalid'));
    await presenter.declineConfirmed();
    expect(presenter.requestErrorKey).toBe('account:request.errors.reasonTooLong');
    expect(presenter.confirmingDecline).toBe(true);
  });

  it('declining a request answered meanwhile closes the dialog on the page as it is now', async () => {
    const { presenter, gateway } = await requestOf(awaitingRequest('owner'));
    presenter.declineClicked();
    gateway.failNext('declineRequest', refusal(409, 'booking_not_awaiting_owner'));
    await presenter.declineConfirmed();
    expect(presenter.confirmingDecline).toBe(false);
    expect(presenter.requestErrorKey).toBe('account:request.errors.alreadyAnswered');
    expect(gateway.callsOf('booking')).toHaveLength(2);
  });

  it('the tenant sees each outcome: confirmed, declined with the owner’s reason and refunded, expired and refunded', async () => {
    const accepted = await requestOf(awaitingRequest('tenant', { status: 'confirmed', request: { state: 'accepted', canAnswer: false, answeredAt: '2025-06-02T09:00:00Z', declineReason: null } }));
    expect(accepted.presenter.view?.request).toMatchObject({ state: 'accepted', messageKey: 'account:request.accepted' });
    const declined = await requestOf(
      awaitingRequest('tenant', { status: 'refunded', amountPaid: 0, refunded: 30_000, request: { state: 'declined', canAnswer: false, answeredAt: '2025-06-02T09:00:00Z', declineReason: 'Sorry, in the yard.' } }),
    );
    expect(declined.presenter.view?.request).toMatchObject({ state: 'declined', messageKey: 'account:request.declined', declineReason: 'Sorry, in the yard.', amount: '€300' });
    const expired = await requestOf(awaitingRequest('tenant', { status: 'refunded', amountPaid: 0, refunded: 30_000, request: { state: 'expired', canAnswer: false, answeredAt: null, declineReason: null } }));
    expect(expired.presenter.view?.request).toMatchObject({ state: 'expired', messageKey: 'account:request.expired', answeredAt: null, amount: '€300' });
    const closed = await requestOf(awaitingRequest('tenant', { status: 'refunded', request: { state: 'closed', canAnswer: false, answeredAt: null, declineReason: null } }));
    expect(closed.presenter.view?.request?.messageKey).toBeNull();
  });

  it('the bookings list links the owner of a waiting request to its answer, first', async () => {
    const owner = await requestOf(awaitingRequest('owner'));
    expect(owner.presenter.view?.card.actions.map((a) => a.name)).toEqual(['answer', 'message']);
    expect(owner.presenter.view?.card.actions[0]?.href).toBe('/booking/4711/detail#answer');
    const tenant = await requestOf(awaitingRequest('tenant'));
    expect(tenant.presenter.view?.card.actions.map((a) => a.name)).not.toContain('answer');
  });
});
