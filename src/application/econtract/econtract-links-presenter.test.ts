import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { completeData, econtractView, FakeEcontractGateway, networkDown } from '../../../tests/fakes/econtract';
import { fakeSettings } from '../../../tests/fakes/search';
import { EcontractLinksPresenter } from './econtract-links-presenter';

const signedIn = econtractView({
  contract: { status: 'signed', data: completeData(), contentHash: 'a'.repeat(64), owner: { method: 'session', at: '2025-08-10T08:00:00Z' }, tenant: { method: 'password', at: '2025-08-10T08:01:00Z' }, signedAt: '2025-08-10T08:01:00Z', photos: [], updatedAt: '2025-08-10T08:01:00Z' },
});

describe('EcontractLinksPresenter', () => {
  it('links the check-in once it opens, in the page’s language', async () => {
    const presenter = new EcontractLinksPresenter(new FakeEcontractGateway(), fakeSettings({ language: 'fr' }));
    await presenter.load('4711');
    expect(presenter.links).toEqual([{ direction: 'in', signed: false, labelKey: 'econtract:links.in', href: '/fr/booking/4711/econtract/in' }]);
  });

  it('a signed check-in links to its printable page, and the check-out opens', async () => {
    const gateway = new FakeEcontractGateway(signedIn);
    gateway.views.set('4711:out', econtractView({ direction: 'out' }));
    const presenter = new EcontractLinksPresenter(gateway, fakeSettings());
    await presenter.load('4711');
    expect(presenter.links.map((l) => [l.labelKey, l.href])).toEqual([
      ['econtract:links.inSigned', '/booking/4711/econtract/in/confirm'],
      ['econtract:links.out', '/booking/4711/econtract/out'],
    ]);
  });

  it('shows nothing before the window opens, for another user’s booking, or without a connection', async () => {
    const early = new EcontractLinksPresenter(new FakeEcontractGateway(econtractView({ availability: { open: false, reason: 'tooEarly' } })), fakeSettings());
    await early.load('4711');
    expect(early.links).toEqual([]);
    const stranger = new EcontractLinksPresenter(new FakeEcontractGateway(), fakeSettings());
    await stranger.load('999');
    expect(stranger.links).toEqual([]);
    const gateway = new FakeEcontractGateway();
    gateway.failNext('overview', networkDown());
    const offline = new EcontractLinksPresenter(gateway, fakeSettings());
    await offline.load('4711');
    expect(offline.links).toEqual([]);
  });
});
