import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { RecordingNavigator } from '../../../tests/fakes/account';
import { FakeAuthenticator, FakeClock, fakeSettings } from '../../../tests/fakes/search';
import { boatOption, boatsRefusal, FakeBackOfficeBoatsGateway, proposal, PROPOSAL_ID } from '../../../tests/fakes/backoffice-boats';
import { ProposalEditorPresenter } from './proposal-editor-presenter';

const build = (gateway = new FakeBackOfficeBoatsGateway()) => {
  const navigator = new RecordingNavigator();
  const presenter = new ProposalEditorPresenter(gateway, fakeSettings({ language: 'en' }), navigator, new FakeClock(), new FakeAuthenticator({ kind: 'alreadySignedIn' }));
  return { presenter, gateway, navigator };
};

const fill = (presenter: ProposalEditorPresenter) => {
  presenter.fieldChanged('tenantEmail', 'tina@example.test');
  presenter.fieldChanged('startDate', '2025-07-05');
  presenter.fieldChanged('endDate', '2025-07-11');
  presenter.fieldChanged('people', '4');
  presenter.fieldChanged('language', 'fr');
};

describe('ProposalEditorPresenter: a new proposal', () => {
  it('starts empty with dates a month ahead and the recent proposals listed', async () => {
    const { presenter } = build();
    await presenter.pageEntered('new');
    expect(presenter.status).toBe('ready');
    expect(presenter.isNew).toBe(true);
    expect(presenter.form).toMatchObject({ tenantEmail: '', startDate: '2025-07-15', endDate: '2025-07-21', people: '2', language: 'en' });
    expect(presenter.recentLines).toEqual([
      { id: PROPOSAL_ID, tenantEmail: 'tina@example.test', dates: expect.stringContaining('2025'), statusKey: 'backoffice-boats:proposalStatus.draft', items: 2, href: `/propale/details/${PROPOSAL_ID}` },
    ]);
  });

  it('finds boats by name, adds each once (at most 10), and creates the proposal, then opens its page', async () => {
    const { presenter, gateway, navigator } = build();
    await presenter.pageEntered('new');
    fill(presenter);
    presenter.queryChanged('lagoon');
    await presenter.searchSubmitted();
    expect(presenter.results.map((b) => b.id)).toEqual([108]);
    presenter.boatAdded(presenter.results[0]!);
    presenter.boatAdded(presenter.results[0]!);
    presenter.boatAdded(boatOption({ id: 208, title: 'Dufour 390' }));
    expect(presenter.items.map((i) => i.boatId)).toEqual([108, 208]);
    expect(presenter.priceHint(presenter.items[0]!)).toEqual({ key: 'backoffice-boats:proposal.hint.perDay', amount: '€450' });
    presenter.itemPriceChanged(0, '2 800,50'.replace(' ', ''));
    presenter.itemMoved(1, -1);
    expect(presenter.items.map((i) => i.boatId)).toEqual([208, 108]);
    await presenter.saveClicked();
    expect(gateway.callsOf('createProposal')[0]?.args[0]).toEqual({
      tenantEmail: 'tina@example.test',
      startDate: '2025-07-05',
      endDate: '2025-07-11',
      people: 4,
      language: 'fr',
      message: '',
      items: [
        { boatId: 208, price: null },
        { boatId: 108, price: 280_050 },
      ],
    });
    expect(navigator.navigations).toEqual([{ to: `/propale/details/${PROPOSAL_ID + 1}`, replace: true }]);
  });

  it('checks the form first: nothing is sent, each problem is named on its field or boat, typing clears it', async () => {
    const { presenter, gateway } = build();
    await presenter.pageEntered('new');
    presenter.fieldChanged('tenantEmail', 'nope');
    presenter.fieldChanged('people', 'four');
    await presenter.saveClicked();
    expect(gateway.callsOf('createProposal')).toEqual([]);
    expect(presenter.problems).toMatchObject({
      tenantEmail: 'backoffice-boats:errors.emailInvalid',
      people: 'backoffice-boats:errors.people',
      items: 'backoffice-boats:errors.noItems',
    });
    expect(presenter.noticeKey).toBe('backoffice-boats:proposal.checkFields');
    presenter.boatAdded(boatOption());
    presenter.itemPriceChanged(0, '12.345');
    await presenter.saveClicked();
    expect(presenter.problemOf('items.0.price')).toBe('backoffice-boats:errors.price');
    expect(presenter.problemOf('items')).toBeUndefined();
    presenter.fieldChanged('tenantEmail', 'tina@example.test');
    expect(presenter.problemOf('tenantEmail')).toBeUndefined();
  });

  it('a refusal of the server keeps everything typed and names the boat it is about', async () => {
    const { presenter, gateway } = build();
    await presenter.pageEntered('new');
    fill(presenter);
    presenter.boatAdded(boatOption());
    gateway.failNext('createProposal', boatsRefusal(409, 'boats_not_available', { details: ['items.0.boatId: backoffice-boats:errors.boatNotAvailable', 'body: something else'] }));
    await presenter.saveClicked();
    expect(presenter.problems).toEqual({ 'items.0.boatId': 'backoffice-boats:errors.boatNotAvailable' });
    expect(presenter.noticeKey).toBe('backoffice-boats:errors.boatsNotAvailable');
    expect(presenter.form.tenantEmail).toBe('tina@example.test');
    expect(presenter.items).toHaveLength(1);
    expect(presenter.saving).toBe(false);
  });
});

describe('ProposalEditorPresenter: an existing proposal', () => {
  it('loads it (a price equal to the boat’s own is left to follow the dates) and saves the changes', async () => {
    const { presenter, gateway, navigator } = build();
    await presenter.pageEntered(String(PROPOSAL_ID));
    expect(presenter.form).toMatchObject({ tenantEmail: 'tina@example.test', people: '4', language: 'fr' });
    expect(presenter.items.map((i) => [i.boatId, i.priceText])).toEqual([
      [108, '2800.00'],
      [208, ''],
    ]);
    expect(presenter.priceHint(presenter.items[1]!)).toEqual({ key: 'backoffice-boats:proposal.hint.listPrice', amount: '€1,500' });
    presenter.itemRemoved(1);
    await presenter.saveClicked();
    expect(gateway.callsOf('updateProposal')[0]?.args).toEqual([PROPOSAL_ID, expect.objectContaining({ items: [{ boatId: 108, price: 280_000 }] })]);
    expect(navigator.navigations).toEqual([{ to: `/propale/details/${PROPOSAL_ID}`, replace: false }]);
  });

  it('a booked or withdrawn proposal is not edited; an unknown one is not found', async () => {
    const { presenter, gateway } = build(new FakeBackOfficeBoatsGateway({ proposals: [proposal({ status: 'withdrawn' })] }));
    await presenter.pageEntered(String(PROPOSAL_ID));
    expect(presenter.canEdit).toBe(false);
    await presenter.saveClicked();
    expect(gateway.callsOf('updateProposal')).toEqual([]);
    await presenter.pageEntered('77');
    expect(presenter.status).toBe('notFound');
    await presenter.pageEntered('x');
    expect(presenter.status).toBe('notFound');
  });
});
