import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeOwnersGateway, ownersRefusal, teammate } from '../../../tests/fakes/owners';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { TeamPresenter } from './team-presenter';

const build = (teammates = [teammate(), teammate({ id: 2, email: 'marc@example.test', firstName: null, status: 'pending', acceptedAt: null })]) => {
  const gateway = new FakeOwnersGateway({ teammates });
  const presenter = new TeamPresenter(gateway, fakeSettings(), new FakeAuthenticator());
  return { presenter, gateway };
};

describe('TeamPresenter', () => {
  it('lists the teammates, accepted and pending, with their dates', async () => {
    const { presenter } = build();
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.rows).toEqual([
      { id: 1, email: 'nina@example.test', firstName: 'Nina', status: 'accepted', statusKey: 'owners:team.status.accepted', since: 'Jun 2, 2025' },
      { id: 2, email: 'marc@example.test', firstName: null, status: 'pending', statusKey: 'owners:team.status.pending', since: 'Jun 1, 2025' },
    ]);
    expect(presenter.canInvite).toBe(true);
  });

  it('invites the typed address (trimmed, lower-cased) and clears the field', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    presenter.emailChanged('  Paul@Example.TEST ');
    await presenter.inviteSubmitted();
    expect(gateway.callsOf('invite')).toEqual([{ method: 'invite', args: ['paul@example.test'] }]);
    expect(presenter.email).toBe('');
    expect(presenter.rows.at(-1)).toMatchObject({ email: 'paul@example.test', status: 'pending' });
    expect(presenter.notice).toEqual({ key: 'owners:team.invited', ok: true, values: { email: 'paul@example.test' } });
  });

  it('refuses a malformed address before sending, and keeps what was typed when the server refuses', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    presenter.emailChanged('paul@');
    await presenter.inviteSubmitted();
    expect(gateway.callsOf('invite')).toEqual([]);
    expect(presenter.emailProblem).toBe('owners:errors.emailInvalid');
    presenter.emailChanged('owner@demo.seaway.test');
    expect(presenter.emailProblem).toBeNull();
    await presenter.inviteSubmitted();
    expect(presenter.emailProblem).toBe('owners:errors.ownEmail');
    expect(presenter.email).toBe('owner@demo.seaway.test');
    presenter.emailChanged('nina@example.test');
    await presenter.inviteSubmitted();
    expect(presenter.notice).toEqual({ key: 'owners:errors.alreadyInvited', ok: false });
    expect(presenter.email).toBe('nina@example.test');
  });

  it('stops inviting at the team’s size', async () => {
    const { presenter, gateway } = build(Array.from({ length: 20 }, (_, i) => teammate({ id: i + 1, email: `crew${i}@example.test` })));
    await presenter.load();
    expect(presenter.canInvite).toBe(false);
    presenter.emailChanged('one@example.test');
    await presenter.inviteSubmitted();
    expect(gateway.callsOf('invite')).toEqual([]);
  });

  it('removes at once, and puts the teammate back when the server refuses', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    const release = gateway.hold('removeTeammate');
    const removing = presenter.removeClicked(2);
    expect(presenter.rows.map((r) => r.id)).toEqual([1]);
    expect(presenter.removing).toBe(2);
    release();
    await removing;
    expect(presenter.notice).toEqual({ key: 'owners:team.removed', ok: true, values: { email: 'marc@example.test' } });

    gateway.failNext('removeTeammate', ownersRefusal(404, 'teammate_not_found'));
    await presenter.removeClicked(1);
    expect(presenter.rows.map((r) => r.id)).toEqual([1]);
    expect(presenter.notice).toEqual({ key: 'owners:errors.teammateNotFound', ok: false });
    expect(presenter.removing).toBeNull();
  });

  it('a user who is not an owner sees why', async () => {
    const { presenter, gateway } = build();
    gateway.failNext('teammates', ownersRefusal(403, 'owners_only'));
    await presenter.load();
    expect(presenter.status).toBe('error');
    expect(presenter.errorKey).toBe('owners:errors.ownersOnly');
    expect(presenter.canInvite).toBe(false);
  });
});
