import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { RecordingNavigator } from '../../../tests/fakes/account';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { boatsRefusal, FakeProposalGateway, PROPOSAL_HASH, tenantProposal } from '../../../tests/fakes/backoffice-boats';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { ProposalPresenter } from './proposal-presenter';

const open = async (gateway = new FakeProposalGateway(), auth: AuthenticationOutcome = { kind: 'alreadySignedIn' }) => {
  const navigator = new RecordingNavigator();
  const presenter = new ProposalPresenter(gateway, fakeSettings({ language: 'fr', defaultLanguage: 'en' }), navigator, new FakeAuthenticator(auth));
  await presenter.routeEntered({ screen: 'offer', hash: PROPOSAL_HASH });
  return { presenter, gateway, navigator };
};

describe('ProposalPresenter', () => {
  it('shows the proposal’s boats at its prices in the page’s language, available or not', async () => {
    const { presenter } = await open();
    expect(presenter.status).toBe('ready');
    expect(presenter.noticeKey).toBeNull();
    expect(presenter.boats.map((b) => [b.name, b.price.replace(/\s/gu, ' '), b.available])).toEqual([
      ['Lagoon 42', '2 800 €', true],
      ['Dufour 390', '1 500 €', false],
    ]);
  });

  it('books a boat into the checkout at the proposal’s price', async () => {
    const { presenter, gateway, navigator } = await open();
    const booking = presenter.bookClicked(1);
    expect(presenter.boats[0]?.booking).toBe(true);
    await booking;
    expect(gateway.callsOf('book')).toEqual([{ method: 'book', args: [PROPOSAL_HASH, 1] }]);
    expect(navigator.navigations).toEqual([{ to: '/fr/ps/session-1', replace: false }]);
    expect(presenter.bookingItem).toBeNull();
  });

  it('a boat taken since, or a withdrawn proposal, says so and shows the proposal as it now is', async () => {
    const gateway = new FakeProposalGateway();
    const { presenter, navigator } = await open(gateway);
    await presenter.bookClicked(2);
    expect(presenter.bookErrorKey).toBe('proposals:errors.notAvailable');
    gateway.current = tenantProposal({ status: 'withdrawn' });
    await presenter.bookClicked(1);
    expect(presenter.bookErrorKey).toBe('proposals:errors.withdrawn');
    expect(presenter.noticeKey).toBe('proposals:withdrawn');
    expect(navigator.navigations).toEqual([]);
    gateway.failNext('book', boatsRefusal(500, 'server'));
    await presenter.bookClicked(1);
    expect(presenter.bookErrorKey).toBe('common:errors.server');
  });

  it('an unknown link is not found; a visitor who does not sign in sees the sign-in state', async () => {
    const unknown = new FakeProposalGateway(tenantProposal({ hash: `pr${'cd'.repeat(20)}` }));
    expect((await open(unknown)).presenter.status).toBe('notFound');
    const gateway = new FakeProposalGateway();
    gateway.failNext('proposal', boatsRefusal(401, 'unauthorized'));
    expect((await open(gateway, { kind: 'aborted' })).presenter.status).toBe('signInRequired');
  });
});
