import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { backOfficeBooking, FakeBackOfficeBookingsGateway, refundRow, staffRefusal } from '../../../tests/fakes/backoffice';
import { FakeAuthenticator, FakeClock, fakeSettings } from '../../../tests/fakes/search';
import { BackOfficeBookingPresenter } from './back-office-booking-presenter';

const NOW = Date.parse('2026-06-01T09:00:00Z');

const build = async (booking = backOfficeBooking()) => {
  const gateway = new FakeBackOfficeBookingsGateway({ booking });
  const presenter = new BackOfficeBookingPresenter(gateway, fakeSettings(), new FakeAuthenticator(), new FakeClock(NOW));
  await presenter.load('42');
  return { gateway, presenter };
};

describe('BackOfficeBookingPresenter', () => {
  it('shows the booking’s history with its money in its currency', async () => {
    const { presenter } = await build();
    expect(presenter.status).toBe('ready');
    expect(presenter.view).toMatchObject({
      reference: 'SW-000042',
      statusKey: 'backoffice:status.paid',
      dates: 'Jul 10, 2026 – Jul 12, 2026',
      totals: { paidOnline: '€600', refunded: '€0', refundable: '€600', refundPending: null, refundFailed: null },
      events: [{ type: 'paymentSucceeded', from: 'requested', to: 'paid', at: 'May 20, 2026, 9:04 AM' }],
      payments: [{ kind: 'checkout', amount: '€600', held: false }],
      conversation: { id: 5, messageCount: 3 },
      actions: { refund: true, cancel: true, changeDates: true },
    });
  });

  it('answers not found for an id that is not one, and for an unknown booking', async () => {
    const { presenter, gateway } = await build();
    await presenter.load('abc');
    expect(presenter.status).toBe('notFound');
    gateway.failNext('booking', staffRefusal(404, 'booking_not_found'));
    await presenter.load('43');
    expect(presenter.status).toBe('notFound');
  });

  it('refunds a chosen amount after checking and confirming it, then shows the updated booking', async () => {
    const { presenter, gateway } = await build();
    presenter.actionOpened('refund');
    presenter.fieldChanged('refundAmount', '700');
    presenter.submitted('refund');
    expect(presenter.problems).toEqual({ amount: 'backoffice:errors.amountAboveRefundable', reason: 'backoffice:errors.reasonRequired' });
    expect(presenter.confirming).toBeNull();
    presenter.fieldChanged('refundAmount', '12,50');
    presenter.fieldChanged('refundReason', ' Late skipper ');
    expect(presenter.problems).toEqual({});
    presenter.submitted('refund');
    expect(presenter.confirming).toBe('refund');
    expect(presenter.confirmation).toEqual({ action: 'refund', messageKey: 'backoffice:booking.confirm.refund', values: { amount: '€12.50', reference: 'SW-000042' } });
    expect(gateway.callsOf('refundBooking')).toEqual([]);

    const release = gateway.hold('refundBooking');
    const sending = presenter.confirmed();
    void presenter.confirmed();
    expect(presenter.acting).toBe('refund');
    release();
    await sending;
    expect(gateway.callsOf('refundBooking')).toEqual([{ method: 'refundBooking', args: [42, { amount: 1250, reason: 'Late skipper' }] }]);
    expect(presenter.view?.totals.refunded).toBe('€12.50');
    expect(presenter.notice).toEqual({ key: 'backoffice:booking.done.refund', ok: true, values: { amount: '€12.50' } });
    expect(presenter.openAction).toBeNull();
    expect(presenter.refundAmount).toBe('');
  });

  it('keeps what was typed when the server refuses, with the field’s problem', async () => {
    const { presenter, gateway } = await build();
    presenter.actionOpened('refund');
    presenter.fieldChanged('refundAmount', '100');
    presenter.fieldChanged('refundReason', 'Goodwill');
    presenter.submitted('refund');
    gateway.failNext('refundBooking', staffRefusal(409, 'amount_above_refundable', ['amount: backoffice:errors.amountAboveRefundable']));
    await presenter.confirmed();
    expect(presenter.problems).toEqual({ amount: 'backoffice:errors.amountAboveRefundable' });
    expect(presenter.notice).toEqual({ key: 'backoffice:errors.amountAboveRefundable', ok: false });
    expect(presenter.refundAmount).toBe('100');
    expect(presenter.refundReason).toBe('Goodwill');
    expect(presenter.openAction).toBe('refund');
    // The page reads the booking again (its numbers may have moved).
    expect(gateway.callsOf('booking')).toHaveLength(2);
  });

  it('says when the provider refused the refund, and retries it after a confirmation', async () => {
    const { presenter, gateway } = await build();
    gateway.refundOutcome = 'failed';
    presenter.actionOpened('refund');
    presenter.fieldChanged('refundAmount', '50');
    presenter.fieldChanged('refundReason', 'Goodwill');
    presenter.submitted('refund');
    await presenter.confirmed();
    expect(presenter.notice).toEqual({ key: 'backoffice:booking.providerRefused', ok: false, values: { amount: '€50' } });
    const failed = presenter.view?.refunds[0];
    expect(failed).toMatchObject({ status: 'failed', retryable: true });

    presenter.retryClicked(failed!.id);
    expect(presenter.confirmation).toMatchObject({ action: 'retry', values: { amount: '€50' } });
    await presenter.confirmed();
    expect(gateway.callsOf('retryRefund')).toHaveLength(1);
    expect(presenter.notice).toMatchObject({ key: 'backoffice:refunds.retrySucceeded', ok: true });
    expect(presenter.view?.refunds[0]).toMatchObject({ status: 'succeeded', retryable: false });
  });

  it('cancels with the refundable amount proposed, any amount from 0 to it', async () => {
    const { presenter, gateway } = await build();
    presenter.actionOpened('cancel');
    expect(presenter.cancelAmount).toBe('600');
    presenter.fieldChanged('cancelAmount', '0');
    presenter.fieldChanged('cancelReason', 'Boat damaged');
    presenter.submitted('cancel');
    expect(presenter.confirmation).toMatchObject({ action: 'cancel', values: { amount: '€0' } });
    presenter.confirmDismissed();
    expect(presenter.confirming).toBeNull();
    expect(gateway.callsOf('cancelBooking')).toEqual([]);
    presenter.submitted('cancel');
    await presenter.confirmed();
    expect(gateway.callsOf('cancelBooking')[0]?.args).toEqual([42, { refundAmount: 0, reason: 'Boat damaged' }]);
    expect(presenter.view?.status).toBe('cancelled');
    expect(presenter.view?.actions).toEqual({ refund: true, cancel: false, changeDates: false });
    presenter.actionOpened('cancel');
    expect(presenter.openAction).toBeNull();
  });

  it('changes the dates from the current ones, refusing past or unchanged dates before sending', async () => {
    const { presenter, gateway } = await build();
    presenter.actionOpened('dates');
    expect([presenter.startDate, presenter.endDate]).toEqual(['2026-07-10', '2026-07-12']);
    presenter.fieldChanged('datesReason', 'Weather');
    presenter.submitted('dates');
    expect(presenter.problems).toEqual({ startDate: 'backoffice:errors.datesUnchanged' });
    presenter.fieldChanged('startDate', '2026-05-30');
    presenter.submitted('dates');
    expect(presenter.problems).toEqual({ startDate: 'backoffice:errors.datePast' });
    presenter.fieldChanged('startDate', '2026-07-11');
    presenter.fieldChanged('endDate', '2026-07-14');
    presenter.submitted('dates');
    expect(presenter.confirmation).toMatchObject({ action: 'dates', values: { from: 'Jul 10, 2026 – Jul 12, 2026', to: 'Jul 11, 2026 – Jul 14, 2026' } });
    gateway.failNext('changeDates', staffRefusal(409, 'dates_unavailable', ['startDate: backoffice:errors.datesUnavailable']));
    await presenter.confirmed();
    expect(presenter.problems).toEqual({ startDate: 'backoffice:errors.datesUnavailable' });
    expect(presenter.startDate).toBe('2026-07-11');
    presenter.fieldChanged('startDate', '2026-07-12');
    presenter.submitted('dates');
    await presenter.confirmed();
    expect(presenter.view?.dates).toBe('Jul 12, 2026 – Jul 14, 2026');
    expect(presenter.notice).toEqual({ key: 'backoffice:booking.done.dates', ok: true, values: { dates: 'Jul 12, 2026 – Jul 14, 2026' } });
  });

  it('keeps a failed refund of the booking retryable from its page', async () => {
    const { presenter } = await build(backOfficeBooking({ refunds: [refundRow({ id: 9, amount: 1000 })], totals: { paidOnline: 60_000, refunded: 0, refundPending: 0, refundFailed: 1000, refundable: 59_000 } }));
    expect(presenter.view?.totals.refundFailed).toBe('€10');
    presenter.retryClicked(9);
    expect(presenter.confirming).toBe('retry');
    presenter.confirmDismissed();
    expect(presenter.confirming).toBeNull();
  });
});
