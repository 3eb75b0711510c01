import { describe, expect, it } from 'vitest';
import { UNREAD_REFRESH_MS } from '../account/unread-messages';
import { FakeOwnersGateway } from '../../../tests/fakes/owners';
import { FakeScheduler, settle } from '../../../tests/fakes/search';
import { LeadsCount } from './leads-count';

describe('LeadsCount', () => {
  it('asks once whether the user acts for a fleet, then counts now and every minute while watched', async () => {
    const gateway = new FakeOwnersGateway({ count: 3 });
    const scheduler = new FakeScheduler();
    const leads = new LeadsCount(gateway, scheduler);
    const stop = leads.watch();
    await settle();
    expect(leads.count).toBe(3);
    gateway.server.count = 1;
    scheduler.advance(UNREAD_REFRESH_MS);
    await settle();
    expect(leads.count).toBe(1);
    expect(gateway.callsOf('ownerStatus')).toHaveLength(1);
    expect(gateway.callsOf('leadsCount')).toHaveLength(2);
    stop();
    expect(scheduler.pending).toBe(0);
  });

  it('never counts for a tenant; a teammate is counted', async () => {
    const tenant = new FakeOwnersGateway({ status: { isOwner: false, isTeammate: false } });
    const scheduler = new FakeScheduler();
    const forTenant = new LeadsCount(tenant, scheduler);
    const stop = forTenant.watch();
    await settle();
    scheduler.advance(UNREAD_REFRESH_MS);
    await settle();
    expect(tenant.callsOf('leadsCount')).toEqual([]);
    expect(forTenant.count).toBe(0);
    stop();

    const teammate = new FakeOwnersGateway({ status: { isOwner: false, isTeammate: true }, count: 4 });
    const forTeammate = new LeadsCount(teammate, new FakeScheduler());
    forTeammate.watch();
    await settle();
    expect(forTeammate.count).toBe(4);
  });

  it('keeps the last count when a refresh fails; asks again who the user is on a new watch (another sign-in)', async () => {
    const gateway = new FakeOwnersGateway({ count: 2 });
    const scheduler = new FakeScheduler();
    const leads = new LeadsCount(gateway, scheduler);
    const stop = leads.watch();
    await settle();
    gateway.failNext('leadsCount', { kind: 'network', path: '/account/leads/count', message: 'offline' });
    scheduler.advance(UNREAD_REFRESH_MS);
    await settle();
    expect(leads.count).toBe(2);
    stop();
    gateway.server.status = { isOwner: false, isTeammate: false };
    leads.watch();
    await settle();
    expect(leads.count).toBe(0);
    expect(gateway.callsOf('ownerStatus')).toHaveLength(2);
  });

  it('a failed question is asked again at the next refresh', async () => {
    const gateway = new FakeOwnersGateway({ count: 5 });
    gateway.failNext('ownerStatus', { kind: 'network', path: '/account/is-owner', message: 'offline' });
    const scheduler = new FakeScheduler();
    const leads = new LeadsCount(gateway, scheduler);
    leads.watch();
    await settle();
    expect(leads.count).toBe(0);
    scheduler.advance(UNREAD_REFRESH_MS);
    await settle();
    expect(leads.count).toBe(5);
  });
});
