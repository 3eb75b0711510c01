import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeOwnersGateway, invitation, ownersRefusal } from '../../../tests/fakes/owners';
import { fakeSettings, httpFailure } from '../../../tests/fakes/search';
import { InvitationsPresenter } from './invitations-presenter';

const build = (invitations = [invitation(), invitation({ id: 9, owner: { firstName: 'Marta', lastName: 'Kowalska' }, status: 'accepted', acceptedAt: '2025-06-03T09:00:00.000Z' })]) => {
  const gateway = new FakeOwnersGateway({ invitations });
  return { presenter: new InvitationsPresenter(gateway, fakeSettings()), gateway };
};

describe('InvitationsPresenter', () => {
  it('shows the pending invitations and the teams the user is in', async () => {
    const { presenter } = build();
    await presenter.load();
    expect(presenter.pending).toEqual([{ id: 7, ownerName: 'Olivier Navarre', status: 'pending', date: 'Jun 1, 2025' }]);
    expect(presenter.teams).toEqual([{ id: 9, ownerName: 'Marta Kowalska', status: 'accepted', date: 'Jun 3, 2025' }]);
    expect(presenter.isEmpty).toBe(false);
  });

  it('is empty without any, and quiet when it cannot load (never asks to sign in)', async () => {
    const none = build([]);
    await none.presenter.load();
    expect(none.presenter.isEmpty).toBe(true);
    const failing = build();
    failing.gateway.failNext('invitations', httpFailure(401));
    await failing.presenter.load();
    expect(failing.presenter.status).toBe('error');
  });

  it('accepting moves the invitation to the teams', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    await presenter.accepted(7);
    expect(gateway.callsOf('acceptInvitation')).toEqual([{ method: 'acceptInvitation', args: [7] }]);
    expect(presenter.pending).toEqual([]);
    expect(presenter.teams.map((i) => i.id).sort()).toEqual([7, 9]);
    expect(presenter.notice).toEqual({ key: 'owners:invitations.acceptedNotice', ok: true, values: { owner: 'Olivier' } });
  });

  it('declining removes the invitation; leaving a team says so; a failure keeps both', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    gateway.failNext('declineInvitation', ownersRefusal(404, 'invitation_not_found'));
    await presenter.declined(7);
    expect(presenter.pending).toHaveLength(1);
    expect(presenter.notice).toEqual({ key: 'owners:errors.invitationNotFound', ok: false });
    await presenter.declined(7);
    expect(presenter.pending).toEqual([]);
    expect(presenter.notice?.key).toBe('owners:invitations.declinedNotice');
    await presenter.declined(9);
    expect(presenter.teams).toEqual([]);
    expect(presenter.notice).toEqual({ key: 'owners:invitations.leftNotice', ok: true, values: { owner: 'Marta' } });
  });

  it('answers one invitation at a time', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    const release = gateway.hold('acceptInvitation');
    const first = presenter.accepted(7);
    expect(presenter.answering).toBe(7);
    await presenter.declined(9);
    release();
    await first;
    expect(gateway.callsOf('declineInvitation')).toEqual([]);
  });
});
