import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeConversationGateway, RecordingNavigator, conversationThread, networkFailure, offer, refusal } from '../../../tests/fakes/account';
import { FakeAuthenticator, fakeSettings, httpFailure } from '../../../tests/fakes/search';
import type { Offer } from '../../contract/conversations';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { OffersPresenter } from './offers-presenter';

const build = (offers: Offer[] = [offer(), offer({ hash: 'of5678', price: 95_000, status: 'accepted', paymentSessionHash: 'ps5678' })], auth?: AuthenticationOutcome) => {
  const gateway = new FakeConversationGateway([conversationThread({ offers })]);
  const navigator = new RecordingNavigator();
  const authenticator = new FakeAuthenticator(auth ?? { kind: 'alreadySignedIn' });
  const presenter = new OffersPresenter(gateway, fakeSettings(), navigator, authenticator);
  return { presenter, gateway, navigator, authenticator };
};

describe('OffersPresenter', () => {
  it('account/offers lists the offers, each ready to show with what the caller may do', async () => {
    const { presenter, gateway } = build();
    const entered = presenter.routeEntered({ screen: 'offers' });
    expect(presenter.status).toBe('loading');
    await entered;
    expect(gateway.calls).toEqual([{ method: 'offers', args: [] }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.hash).toBeNull();
    expect(presenter.offers).toEqual([
      expect.objectContaining({
        hash: 'of1234',
        productName: 'Bavaria Cruiser 46',
        dates: 'Aug 10, 2025 – Aug 13, 2025',
        price: '€800',
        status: 'pending',
        canAnswer: true,
        checkoutHref: null,
        conversationHref: '/account/chat/c0ffee12/boat-101',
      }),
      expect.objectContaining({ hash: 'of5678', price: '€950', status: 'accepted', canAnswer: false, checkoutHref: '/ps/ps5678' }),
    ]);
  });

  it('the owner’s own offers cannot be answered by them', async () => {
    const { presenter } = build([offer({ myRole: 'owner' })]);
    await presenter.routeEntered({ screen: 'offers' });
    expect(presenter.offers[0]?.canAnswer).toBe(false);
  });

  it('account/offers/{hash} loads that one offer', async () => {
    const { presenter, gateway } = build();
    await presenter.routeEntered({ screen: 'offer', hash: 'of5678' });
    expect(gateway.calls).toEqual([{ method: 'offer', args: ['of5678'] }]);
    expect(presenter.offers.map((o) => o.hash)).toEqual(['of5678']);
  });

  it('an unknown offer is not found; a 401 signs in (menu) and loads again; aborted → signInRequired', async () => {
    const missing = build();
    await missing.presenter.routeEntered({ screen: 'offer', hash: 'nope' });
    expect(missing.presenter.status).toBe('notFound');
    expect(missing.presenter.errorKey).toBe('common:errors.notFound');

    const signedIn = build(undefined, { kind: 'success', authToken: 'tok' });
    signedIn.gateway.failNext('offer', httpFailure(401));
    await signedIn.presenter.routeEntered({ screen: 'offer', hash: 'of1234' });
    expect(signedIn.authenticator.triggers).toEqual(['menu']);
    expect(signedIn.presenter.status).toBe('ready');
    expect(signedIn.presenter.offers.map((o) => o.hash)).toEqual(['of1234']);

    const aborted = build(undefined, { kind: 'aborted' });
    aborted.gateway.failNext('offers', httpFailure(401));
    await aborted.presenter.routeEntered({ screen: 'offers' });
    expect(aborted.presenter.status).toBe('signInRequired');
    expect(aborted.presenter.errorKey).toBeNull();
  });

  it('accepting opens the checkout at the offer’s price (/ps/{hash}), without reloading', async () => {
    const { presenter, gateway, navigator } = build();
    await presenter.routeEntered({ screen: 'offers' });
    await presenter.answered('of1234', true);
    expect(gateway.callsOf('acceptOffer')).toEqual([{ method: 'acceptOffer', args: ['of1234'] }]);
    expect(navigator.navigations).toEqual([{ to: '/ps/psof1234', replace: false }]);
    expect(gateway.callsOf('offers')).toHaveLength(1);
    expect(presenter.answering).toBe(false);
  });

  it('declining answers, then reloads to show the new state; no navigation', async () => {
    const { presenter, gateway, navigator } = build();
    await presenter.routeEntered({ screen: 'offer', hash: 'of1234' });
    await presenter.answered('of1234', false);
    expect(gateway.calls.map((c) => c.method)).toEqual(['offer', 'declineOffer', 'offer']);
    expect(presenter.offers[0]).toMatchObject({ status: 'declined', canAnswer: false });
    expect(navigator.navigations).toEqual([]);
  });

  it('one answer at a time', async () => {
    const { presenter, gateway } = build();
    await presenter.routeEntered({ screen: 'offers' });
    const release = gateway.hold('acceptOffer');
    const first = presenter.answered('of1234', true);
    expect(presenter.answering).toBe(true);
    await presenter.answered('of1234', false);
    release();
    await first;
    expect(gateway.callsOf('acceptOffer')).toHaveLength(1);
    expect(gateway.callsOf('declineOffer')).toEqual([]);
  });

  it('a refused answer shows the error and the server’s message, and keeps the list; answering again clears it', async () => {
    const { presenter, gateway, navigator } = build();
    await presenter.routeEntered({ screen: 'offers' });
    gateway.failNext('acceptOffer', refusal(409, 'offer_not_pending'));
    await presenter.answered('of1234', true);
    expect(presenter.actionErrorKey).toBe('common:errors.badRequest');
    expect(presenter.actionMessage).toBe('Refused: offer_not_pending.');
    expect(navigator.navigations).toEqual([]);
    expect(presenter.offers).toHaveLength(2);
    gateway.failNext('declineOffer', networkFailure());
    await presenter.answered('of1234', false);
    expect(presenter.actionErrorKey).toBe('common:errors.network');
    expect(presenter.actionMessage).toBeNull();
    await presenter.answered('of1234', false);
    expect(presenter.actionErrorKey).toBeNull();
  });
});
