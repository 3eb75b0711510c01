import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeBackOfficeBookingsGateway, queueItem, refundQueue, staffRefusal } from '../../../tests/fakes/backoffice';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { RefundQueuePresenter } from './refund-queue-presenter';

const build = (authenticator = new FakeAuthenticator()) => {
  const gateway = new FakeBackOfficeBookingsGateway();
  const presenter = new RefundQueuePresenter(gateway, fakeSettings(), authenticator);
  return { gateway, presenter };
};

describe('RefundQueuePresenter', () => {
  it('shows the queue with amounts in the booking’s currency, reasons, statuses and attempts', async () => {
    const { presenter } = build();
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.rows[0]).toEqual({
      id: 31,
      bookingId: 42,
      reference: 'SW-000042',
      tenantEmail: 'tenant@demo.seaway.test',
      productName: 'Lagoon 42',
      amount: '€480',
      reasonKey: 'backoffice:refunds.reason.expired',
      status: 'failed',
      statusKey: 'backoffice:refunds.status.failed',
      attempts: 1,
      lastError: 'The payment provider could not be reached (timeout).',
      createdAt: 'May 30, 2026, 10:00 AM',
      updatedAt: 'May 30, 2026, 10:00 AM',
      retryable: true,
    });
  });

  it('filters by status from page 1, and keeps pages within bounds', async () => {
    const { gateway, presenter } = build();
    await presenter.load();
    await presenter.filterChanged('succeeded');
    expect(gateway.callsOf('refundQueue').at(-1)?.args).toEqual([{ status: 'succeeded', page: 1 }]);
    expect(presenter.rows.map((r) => r.status)).toEqual(['succeeded']);
    await presenter.pageChanged(5);
    expect(presenter.page).toBe(1);
  });

  it('retries a failed refund only after a confirmation, once, and shows the outcome in the row', async () => {
    const { gateway, presenter } = build();
    await presenter.load();
    presenter.retryClicked(30);
    expect(presenter.confirmingRetry).toBeNull();
    presenter.retryClicked(31);
    expect(presenter.retryCandidate?.reference).toBe('SW-000042');
    expect(gateway.callsOf('retryRefund')).toEqual([]);
    const release = gateway.hold('retryRefund');
    const retrying = presenter.retryConfirmed();
    void presenter.retryConfirmed();
    expect(presenter.retrying).toBe(31);
    release();
    await retrying;
    expect(gateway.callsOf('retryRefund')).toHaveLength(1);
    expect(presenter.rows[0]).toMatchObject({ id: 31, status: 'succeeded', attempts: 2, retryable: false });
    expect(presenter.queue?.counts).toEqual({ pending: 0, succeeded: 2, failed: 0 });
    expect(presenter.notice).toEqual({ key: 'backoffice:refunds.retrySucceeded', ok: true, values: { amount: '€480', reference: 'SW-000042' } });
  });

  it('tells when the provider refuses again, and reloads after a refusal of the server', async () => {
    const { gateway, presenter } = build();
    gateway.retryOutcome = 'failed';
    await presenter.load();
    presenter.retryClicked(31);
    await presenter.retryConfirmed();
    expect(presenter.notice).toEqual({ key: 'backoffice:refunds.retryFailed', ok: false, values: { reference: 'SW-000042', error: 'No such payment_intent' } });
    expect(presenter.rows[0]).toMatchObject({ attempts: 2, retryable: true });

    gateway.failNext('retryRefund', staffRefusal(409, 'refund_not_failed'));
    presenter.retryClicked(31);
    await presenter.retryConfirmed();
    expect(presenter.notice).toEqual({ key: 'backoffice:errors.refundNotFailed', ok: false });
    expect(gateway.callsOf('refundQueue')).toHaveLength(2);
  });

  it('asks a visitor to sign in and says when the page is for staff only', async () => {
    const { gateway, presenter } = build(new FakeAuthenticator({ kind: 'aborted' }));
    gateway.failNext('refundQueue', staffRefusal(401, 'unauthorized'));
    await presenter.load();
    expect(presenter.status).toBe('signInRequired');
    gateway.failNext('refundQueue', staffRefusal(403, 'forbidden'));
    await presenter.load();
    expect(presenter.status).toBe('forbidden');
    expect(presenter.errorKey).toBe('backoffice:errors.staffOnly');
  });

  it('keeps the rows of the current filter when an older answer comes late', async () => {
    const gateway = new FakeBackOfficeBookingsGateway({ queue: refundQueue([queueItem(), queueItem({ id: 29, status: 'pending', retryable: false })]) });
    const presenter = new RefundQueuePresenter(gateway, fakeSettings(), new FakeAuthenticator());
    const release = gateway.hold('refundQueue');
    const first = presenter.load();
    await presenter.filterChanged('pending');
    release();
    await first;
    expect(presenter.rows.map((r) => r.id)).toEqual([29]);
  });
});
