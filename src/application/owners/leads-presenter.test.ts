import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeOwnersGateway, NINA_ID, OWNER_ID, lead, ownersRefusal, team } from '../../../tests/fakes/owners';
import { FakeAuthenticator, fakeSettings, httpFailure } from '../../../tests/fakes/search';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { LeadsPresenter } from './leads-presenter';

const build = (auth: AuthenticationOutcome = { kind: 'alreadySignedIn' }, initial: ConstructorParameters<typeof FakeOwnersGateway>[0] = {}) => {
  const gateway = new FakeOwnersGateway(initial);
  const authenticator = new FakeAuthenticator(auth);
  return { presenter: new LeadsPresenter(gateway, fakeSettings(), authenticator), gateway, authenticator };
};

describe('LeadsPresenter', () => {
  it('lists the open leads, each ready to show, with the team to give it to', async () => {
    const { presenter } = build();
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.rows).toEqual([
      {
        hash: 'lead0001',
        tenantName: 'Tessa',
        boatName: 'Lagoon 42',
        image: '/media/boats/108/1.svg',
        fleetOwnerName: null,
        lastMessage: 'Hello, can we bring a dog?',
        lastAt: expect.stringContaining('Jun 14') as string,
        dates: 'Aug 10, 2025 – Aug 13, 2025',
        status: 'open',
        awaitingAnswer: true,
        assigneeId: null,
        assigneeOptions: team().members,
        chatHref: '/account/chat/lead0001/boat-108',
        busy: false,
      },
    ]);
    expect(presenter.awaitingCount).toBe(1);
  });

  it('filters open, lost or all leads', async () => {
    const { presenter } = build();
    await presenter.load();
    presenter.filterChanged('lost');
    expect(presenter.rows.map((r) => r.hash)).toEqual(['lead0002']);
    presenter.filterChanged('all');
    expect(presenter.rows.map((r) => r.hash)).toEqual(['lead0001', 'lead0002']);
  });

  it('names the fleet when the user serves more than one', async () => {
    const { presenter } = build(undefined, {
      leads: [lead(), lead({ conversationHash: 'lead0003', owner: { id: 99, firstName: 'Marta' } })],
      teams: [team(), team({ ownerId: 99, members: [{ userId: 99, firstName: 'Marta', role: 'owner' }] })],
    });
    await presenter.load();
    expect(presenter.rows.map((r) => [r.fleetOwnerName, r.assigneeOptions.length])).toEqual([
      ['Olivier', 2],
      ['Marta', 1],
    ]);
  });

  it('gives a lead to a teammate at once; the server’s answer stays', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    const release = gateway.hold('assignLead');
    const assigning = presenter.assigneeChanged('lead0001', NINA_ID);
    expect(presenter.rows[0]).toMatchObject({ assigneeId: NINA_ID, busy: true });
    release();
    await assigning;
    expect(gateway.callsOf('assignLead')).toEqual([{ method: 'assignLead', args: ['lead0001', NINA_ID] }]);
    expect(presenter.rows[0]).toMatchObject({ assigneeId: NINA_ID, busy: false });
    await presenter.assigneeChanged('lead0001', null);
    expect(presenter.rows[0]?.assigneeId).toBeNull();
  });

  it('a refused assignment comes back as it was, with the reason', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    gateway.failNext('assignLead', ownersRefusal(404, 'lead_not_found'));
    await presenter.assigneeChanged('lead0001', OWNER_ID);
    expect(presenter.rows[0]?.assigneeId).toBeNull();
    expect(presenter.actionErrorKey).toBe('owners:errors.leadNotFound');
    // Someone outside the lead's team is never sent.
    await presenter.assigneeChanged('lead0001', 12345);
    expect(gateway.callsOf('assignLead')).toHaveLength(1);
  });

  it('marks a lead lost and open again; a failure restores it', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    await presenter.statusChanged('lead0001', 'lost');
    expect(gateway.callsOf('setLeadStatus')).toEqual([{ method: 'setLeadStatus', args: ['lead0001', 'lost'] }]);
    expect(presenter.rows.map((r) => r.hash)).toEqual([]);
    presenter.filterChanged('all');
    gateway.failNext('setLeadStatus', { kind: 'network', path: '/account/leads', message: 'offline' });
    await presenter.statusChanged('lead0001', 'open');
    expect(presenter.rows.find((r) => r.hash === 'lead0001')?.status).toBe('lost');
    expect(presenter.actionErrorKey).toBe('common:errors.network');
    await presenter.statusChanged('lead0001', 'open');
    expect(presenter.rows.find((r) => r.hash === 'lead0001')?.status).toBe('open');
    expect(presenter.actionErrorKey).toBeNull();
  });

  it('a user who is neither owner nor teammate sees why; a visitor signs in first', async () => {
    const other = build();
    other.gateway.failNext('leads', ownersRefusal(403, 'owners_only'));
    await other.presenter.load();
    expect(other.presenter.status).toBe('error');
    expect(other.presenter.errorKey).toBe('owners:errors.ownersOnly');

    const visitor = build({ kind: 'aborted' });
    visitor.gateway.failNext('leads', httpFailure(401));
    await visitor.presenter.load();
    expect(visitor.presenter.status).toBe('signInRequired');
  });
});
