import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { FakeAnalytics } from '../../../tests/fakes/auth';
import { CHECKOUT_HASH, FakeCheckoutGateway, bookingSuccess, checkoutHttpFailure, checkoutNetworkFailure } from '../../../tests/fakes/checkout';
import type { BookingSuccess, BookingStatus } from '../../contract/checkout';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { CurrencyRate } from '../../domain/currency/money';
import type { LanguageCode } from '../../domain/i18n/languages';
import { formatRoute } from '../../domain/routing/route';
import { BookingSuccessPresenter } from './booking-success-presenter';

interface Options {
  status?: BookingStatus;
  success?: Partial<BookingSuccess>;
  auth?: AuthenticationOutcome;
  language?: LanguageCode;
  currency?: CurrencyRate;
}

/** A paid session (the success page answers 404 before). */
const build = (options: Options = {}) => {
  const status = options.status ?? 'awaitingOwner';
  const gateway = new FakeCheckoutGateway({ status });
  gateway.server.success = bookingSuccess({ status, ...options.success });
  const settings = fakeSettings({ language: options.language ?? 'en', ...(options.currency && { currency: options.currency }) });
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const analytics = new FakeAnalytics();
  const presenter = new BookingSuccessPresenter(gateway, settings, authenticator, analytics);
  return { presenter, gateway, authenticator, analytics };
};

describe('BookingSuccessPresenter', () => {
  it('loads the booking of the session, then its purchase tracking with the booking id', async () => {
    const { presenter, gateway } = build();
    const init = presenter.init(CHECKOUT_HASH);
    expect(presenter.status).toBe('loading');
    expect(presenter.view).toBeNull();
    await init;
    expect(presenter.status).toBe('ready');
    expect(presenter.success).toEqual(gateway.server.success);
    expect(gateway.calls).toEqual([
      { method: 'success', hash: CHECKOUT_HASH },
      { method: 'purchaseTracking', hash: CHECKOUT_HASH, body: { bookingId: 4711 } },
    ]);
  });

  it('a request waiting for the owner: reference, dates, the answer deadline, paid now, the balance and its date', async () => {
    const { presenter } = build();
    await presenter.init(CHECKOUT_HASH);
    const view = presenter.view!;
    expect(view).toMatchObject({
      reference: 'SW-4711',
      productName: 'Bavaria Cruiser 46',
      dates: 'August 10, 2025 – August 13, 2025',
      nextStepKey: 'checkout:success.next.awaitingOwner',
      amountPaid: '€300',
      balance: '€700',
      balanceDate: 'July 11, 2025',
      harbour: null,
      tenantEmail: 'ann@example.com',
      bookingHref: '/booking/4711/detail',
      conversationHref: '/account/chat/list',
    });
    expect(view.answerBefore).toMatch(/^June 17 at 10:00\s?AM UTC$/);
  });

  it('a paid (instant) booking: the confirmed next step, no deadline; no balance when nothing is left to pay', async () => {
    const { presenter } = build({ status: 'paid', success: { isDirect: true, amountPaid: 100_000, balancePaymentAmount: 0, balancePaymentDate: null, harborAmount: 4_000 } });
    await presenter.init(CHECKOUT_HASH);
    expect(presenter.view).toMatchObject({
      nextStepKey: 'checkout:success.next.confirmed',
      answerBefore: null,
      amountPaid: '€1,000',
      balance: null,
      balanceDate: null,
      harbour: '€40',
    });
  });

  it('builds its links with formatRoute in the page language, and formats money in the chosen currency', async () => {
    const usd: CurrencyRate = { code: 'USD', rate: 1.0873, symbol: '$', minorUnits: 2 };
    const { presenter } = build({ language: 'fr', currency: usd });
    await presenter.init(CHECKOUT_HASH);
    const view = presenter.view!;
    expect(view.bookingHref).toBe(formatRoute({ screen: 'bookingDetail', bookingId: '4711' }, 'fr', 'en'));
    expect(view.bookingHref).toBe('/fr/booking/4711/detail');
    expect(view.conversationHref).toBe('/fr/account/chat/list');
    // 300 € × 1.0873 = 326.19 $
    expect(view.amountPaid.replace(/\s/g, ' ')).toBe('326,19 $US');
    expect(view.dates).toBe('10 août 2025 – 13 août 2025');
  });

  it('a one-day booking shows a single date', async () => {
    const { presenter } = build({ success: { startAt: '2025-08-10', endAt: '2025-08-10' } });
    await presenter.init(CHECKOUT_HASH);
    expect(presenter.view?.dates).toBe('August 10, 2025');
  });

  it('pushes the purchase event with the tracking and its transaction id', async () => {
    const { presenter, analytics, gateway } = build();
    await presenter.init(CHECKOUT_HASH);
    expect(analytics.events).toEqual([{ event: 'purchase', transactionId: 'SW-4711', checkout: gateway.server.purchaseTracking }]);
  });

  it('a tracking failure only skips the event', async () => {
    const { presenter, analytics, gateway } = build();
    gateway.failOnce('purchaseTracking', checkoutHttpFailure(500));
    await presenter.init(CHECKOUT_HASH);
    expect(presenter.status).toBe('ready');
    expect(analytics.events).toEqual([]);
  });

  it('not paid yet (404): not found with the notPaid message, and no purchase event', async () => {
    const { presenter, gateway, analytics } = build({ status: 'requested' });
    await presenter.init(CHECKOUT_HASH);
    expect(presenter.status).toBe('notFound');
    expect(presenter.errorKey).toBe('checkout:success.notPaid');
    expect(presenter.view).toBeNull();
    expect(gateway.callsOf('purchaseTracking')).toEqual([]);
    expect(analytics.events).toEqual([]);
  });

  it('other failures: an error with the failure’s key', async () => {
    for (const [failure, key] of [
      [checkoutHttpFailure(500), 'common:errors.server'],
      [checkoutNetworkFailure(), 'common:errors.network'],
    ] as const) {
      const { presenter, gateway } = build();
      gateway.failOnce('success', failure);
      await presenter.init(CHECKOUT_HASH);
      expect(presenter.status).toBe('error');
      expect(presenter.errorKey).toBe(key);
    }
  });

  it('a 401 signs in (trigger book) and loads again; aborted leaves signInRequired', async () => {
    const signedIn = build({ auth: { kind: 'success', authToken: 't' } });
    signedIn.gateway.failOnce('success', checkoutHttpFailure(401));
    await signedIn.presenter.init(CHECKOUT_HASH);
    expect(signedIn.authenticator.triggers).toEqual(['book']);
    expect(signedIn.gateway.callsOf('success')).toHaveLength(2);
    expect(signedIn.presenter.status).toBe('ready');
    expect(signedIn.analytics.events).toHaveLength(1);

    const aborted = build({ auth: { kind: 'aborted' } });
    aborted.gateway.failOnce('success', checkoutHttpFailure(401));
    await aborted.presenter.init(CHECKOUT_HASH);
    expect(aborted.presenter.status).toBe('signInRequired');
    expect(aborted.analytics.events).toEqual([]);
  });
});
