import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeNavigator } from '../../../tests/fakes/foundation';
import { FakeAuthenticator, fakeSettings, settle } from '../../../tests/fakes/search';
import { httpFailure } from '../../../tests/fakes/auth';
import { CHECKOUT_HASH, FakeCheckoutGateway, FakePaymentProvider } from '../../../tests/fakes/checkout';
import { FakeNativeAppBridge } from '../../../tests/fakes/native';
import { TEST_CARDS, type CheckoutSession } from '../../contract/checkout';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { BiometricResult } from './native-bridge';
import { FingerprintPresenter } from './fingerprint-presenter';

const setup = (options: { webview?: boolean; biometric?: BiometricResult | Error; session?: Partial<CheckoutSession>; auth?: AuthenticationOutcome; language?: 'en' | 'fr' } = {}) => {
  const gateway = new FakeCheckoutGateway(options.session);
  const provider = new FakePaymentProvider();
  const bridge = new FakeNativeAppBridge(options.webview ?? true);
  bridge.biometricAnswer = options.biometric ?? 'confirmed';
  const settings = fakeSettings({ language: options.language ?? 'en' });
  const navigator = new FakeNavigator();
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const translations: string[] = [];
  const translator = {
    changeLanguage: async () => undefined,
    translate: (key: string, values?: Record<string, unknown>) => {
      translations.push(key);
      return `${key} ${JSON.stringify(values)}`;
    },
  };
  const presenter = new FingerprintPresenter(gateway, provider, bridge, settings, navigator, authenticator, translator);
  const enter = (search = `?session=${CHECKOUT_HASH}`, screen: 'fingerprint' | 'fingerprintSuccess' = 'fingerprint') => presenter.routeEntered({ screen }, search);
  return { presenter, gateway, provider, bridge, navigator, authenticator, translations, enter };
};

describe('FingerprintPresenter (ps/fingerprint, issue [7])', () => {
  it('shows the amount due now, asks the biometric confirmation at once, then pays by card and goes to the success page', async () => {
    const s = setup();
    await s.enter();
    expect(s.presenter.status).toBe('confirmed');
    expect(s.presenter.view).toMatchObject({ productName: expect.any(String), amountDue: expect.stringMatching(/€/), checkoutHref: `/ps/${CHECKOUT_HASH}` });
    const prompt = s.bridge.log.find((l) => l.startsWith('biometric.confirm'));
    expect(prompt).toContain('native:fingerprint.reason');
    expect(prompt).toContain(s.presenter.view?.amountDue);
    // The card form works as the checkout's: the server starts the payment of the amount it computes.
    s.presenter.card.cardFieldChanged('number', TEST_CARDS.succeeds);
    s.presenter.card.cardFieldChanged('expiry', '12/30');
    s.presenter.card.cardFieldChanged('cvc', '123');
    await s.presenter.card.pay();
    expect(s.gateway.callsOf('startPayment')).toHaveLength(1);
    expect(s.navigator.history).toEqual([`/ps/fingerprint/success?session=${CHECKOUT_HASH}`]);
  });

  it('cancelled: back to the checkout; unavailable or no answer: the normal checkout', async () => {
    for (const biometric of ['cancelled', 'unavailable', new Error('no answer to biometric.confirm')] as const) {
      const s = setup({ biometric, language: 'fr' });
      await s.enter();
      expect(s.navigator.history).toEqual([`/fr/ps/${CHECKOUT_HASH}`]);
      expect(s.gateway.callsOf('startPayment')).toEqual([]);
    }
  });

  it('in a browser the normal checkout takes over at once', async () => {
    const s = setup({ webview: false });
    await s.enter();
    expect(s.navigator.history).toEqual([`/ps/${CHECKOUT_HASH}`]);
    expect(s.gateway.calls).toEqual([]);
  });

  it('a session already paid shows its booking; an expired one says so; an unknown one is not found', async () => {
    const paid = setup({ session: { status: 'paid' } });
    await paid.enter();
    expect(paid.navigator.history).toEqual([`/ps/${CHECKOUT_HASH}/success`]);
    expect(paid.bridge.log.filter((l) => l.startsWith('biometric'))).toEqual([]);
    const expired = setup({ session: { status: 'expired' } });
    await expired.enter();
    expect(expired.presenter.status).toBe('error');
    expect(expired.presenter.errorKey).toBe('checkout:errors.expired');
    const unknown = setup();
    unknown.gateway.failOnce('session', httpFailure(404));
    await unknown.enter();
    expect(unknown.presenter.status).toBe('notFound');
    const missing = setup();
    await missing.enter('');
    expect(missing.presenter.status).toBe('notFound');
    await missing.enter('?session=../../x');
    expect(missing.presenter.status).toBe('notFound');
  });

  it('a visitor signs in first; closing the sign-in leaves the page asking for it', async () => {
    const s = setup({ auth: { kind: 'aborted' } });
    s.gateway.failOnce('session', httpFailure(401));
    await s.enter();
    expect(s.authenticator.triggers).toEqual(['book']);
    expect(s.presenter.status).toBe('signInRequired');
  });

  it('a price that cannot be read is an error, and no prompt is shown', async () => {
    const s = setup();
    s.gateway.failOnce('price', httpFailure(500));
    await s.enter();
    expect(s.presenter.status).toBe('error');
    expect(s.presenter.errorKey).toBe('common:errors.server');
    expect(s.bridge.log).toEqual([]);
  });

  it('paid in the meantime: starting the card payment shows the booking', async () => {
    const s = setup();
    await s.enter();
    s.gateway.server.session = { ...s.gateway.server.session, status: 'paid' };
    s.presenter.card.cardFieldChanged('number', TEST_CARDS.succeeds);
    s.presenter.card.cardFieldChanged('expiry', '12/30');
    s.presenter.card.cardFieldChanged('cvc', '123');
    await s.presenter.card.pay();
    await settle();
    expect(s.navigator.history).toEqual([`/ps/${CHECKOUT_HASH}/success`]);
  });

  it('the success page needs nothing but the session it names', async () => {
    const s = setup();
    await s.enter(`?session=${CHECKOUT_HASH}`, 'fingerprintSuccess');
    expect(s.presenter.status).toBe('paid');
    expect(s.presenter.bookingHref).toBe(`/ps/${CHECKOUT_HASH}/success`);
    expect(s.gateway.calls).toEqual([]);
  });
});
