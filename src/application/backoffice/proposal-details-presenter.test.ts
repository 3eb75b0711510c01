import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { boatsRefusal, FakeBackOfficeBoatsGateway, proposal, PROPOSAL_ID } from '../../../tests/fakes/backoffice-boats';
import { ProposalDetailsPresenter } from './proposal-details-presenter';

const open = async (gateway = new FakeBackOfficeBoatsGateway()) => {
  const presenter = new ProposalDetailsPresenter(gateway, fakeSettings({ language: 'en' }), new FakeAuthenticator({ kind: 'alreadySignedIn' }));
  await presenter.pageEntered(String(PROPOSAL_ID));
  return { presenter, gateway };
};

describe('ProposalDetailsPresenter', () => {
  it('shows the proposal with its boats, prices against their own, the link and links to the boats and bookings', async () => {
    const { presenter } = await open(
      new FakeBackOfficeBoatsGateway({
        proposals: [proposal({ bookings: [{ bookingId: 4711, itemId: 1, boatId: 108, tenantEmail: 'tina@example.test', status: 'paid', total: 280_000, createdAt: '2025-06-16T10:00:00.000Z' }] })],
      }),
    );
    const view = presenter.view!;
    expect(view).toMatchObject({ status: 'draft', statusKey: 'backoffice-boats:proposalStatus.draft', tenantEmail: 'tina@example.test', people: 4, editHref: `/propale/edit/${PROPOSAL_ID}` });
    expect(view.items.map((i) => [i.title, i.price, i.listPrice, i.boatHref])).toEqual([
      ['Lagoon 42', '€2,800', '€3,150', '/boat/details/108'],
      ['Dufour 390', '€1,500', null, '/boat/details/208'],
    ]);
    expect(view.bookings).toEqual([expect.objectContaining({ bookingId: 4711, boatTitle: 'Lagoon 42', statusKey: 'account:status.paid', total: '€2,800', href: '/booking/details/4711' })]);
    expect(presenter.actions.map((a) => a.labelKey)).toEqual(['backoffice-boats:proposal.send', 'backoffice-boats:proposal.withdraw']);
  });

  it('sends after a confirmation, then offers to send again', async () => {
    const { presenter, gateway } = await open();
    presenter.actionChosen('send');
    expect(gateway.callsOf('sendProposal')).toEqual([]);
    await presenter.confirmed();
    expect(gateway.callsOf('sendProposal')).toEqual([{ method: 'sendProposal', args: [PROPOSAL_ID] }]);
    expect(presenter.view?.status).toBe('sent');
    expect(presenter.doneKey).toBe('backoffice-boats:proposal.sent');
    expect(presenter.actions.map((a) => a.labelKey)).toEqual(['backoffice-boats:proposal.sendAgain', 'backoffice-boats:proposal.withdraw']);
  });

  it('withdraws with a reason; a withdrawn proposal offers nothing more and is not edited', async () => {
    const { presenter, gateway } = await open();
    presenter.actionChosen('withdraw');
    presenter.withdrawReasonChanged('Booked elsewhere');
    await presenter.confirmed();
    expect(gateway.callsOf('withdrawProposal')[0]?.args).toEqual([PROPOSAL_ID, 'Booked elsewhere']);
    expect(presenter.view).toMatchObject({ status: 'withdrawn', editHref: null });
    expect(presenter.actions).toEqual([]);
  });

  it('a refusal says why and keeps the confirmation open', async () => {
    const { presenter, gateway } = await open();
    presenter.actionChosen('send');
    gateway.failNext('sendProposal', boatsRefusal(409, 'boats_not_available', { details: ['items.0.boatId: backoffice-boats:errors.boatNotAvailable'] }));
    await presenter.confirmed();
    expect(presenter.actionErrorKey).toBe('backoffice-boats:errors.boatsNotAvailable');
    expect(presenter.pending).toBe('send');
    expect(presenter.view?.status).toBe('draft');
  });

  it('says not found for an unknown or malformed id', async () => {
    const { presenter } = await open();
    await presenter.pageEntered('12345');
    expect(presenter.status).toBe('notFound');
    await presenter.pageEntered(undefined);
    expect(presenter.status).toBe('notFound');
  });
});
