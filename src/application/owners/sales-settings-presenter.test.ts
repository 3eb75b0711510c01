import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeOwnersGateway, ownersRefusal } from '../../../tests/fakes/owners';
import { FakeAuthenticator, httpFailure } from '../../../tests/fakes/search';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { SalesSettingsPresenter } from './sales-settings-presenter';

const build = (auth: AuthenticationOutcome = { kind: 'alreadySignedIn' }) => {
  const gateway = new FakeOwnersGateway();
  const authenticator = new FakeAuthenticator(auth);
  return { presenter: new SalesSettingsPresenter(gateway, authenticator), gateway, authenticator };
};

describe('SalesSettingsPresenter', () => {
  it('loads the settings into the form (the deposit in euros)', async () => {
    const { presenter } = build();
    const loading = presenter.load();
    expect(presenter.status).toBe('loading');
    await loading;
    expect(presenter.status).toBe('ready');
    expect(presenter.form).toEqual({ deposit: '1500', cancellationPolicy: 'Strict', instantBooking: true, responseTimeHours: '6' });
    expect(presenter.policies).toEqual(['Flexible', 'Moderate', 'Strict']);
  });

  it('saves what was typed, in cents, and says so', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    presenter.fieldChanged('deposit', '99,50');
    presenter.fieldChanged('cancellationPolicy', 'Flexible');
    presenter.fieldChanged('instantBooking', false);
    presenter.fieldChanged('responseTimeHours', '12');
    const saving = presenter.submitted();
    expect(presenter.saving).toBe(true);
    await saving;
    expect(gateway.callsOf('saveSalesSettings')).toEqual([
      { method: 'saveSalesSettings', args: [{ deposit: 9_950, cancellationPolicy: 'Flexible', instantBooking: false, responseTimeHours: 12 }] },
    ]);
    expect(presenter.form.deposit).toBe('99.50');
    expect(presenter.notice).toEqual({ key: 'owners:sales.saved', ok: true });
    expect(presenter.saving).toBe(false);
  });

  it('checks the fields before saving: nothing is sent, each problem is named, typing clears its own', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    presenter.fieldChanged('deposit', '-3');
    presenter.fieldChanged('responseTimeHours', '100');
    await presenter.submitted();
    expect(gateway.callsOf('saveSalesSettings')).toEqual([]);
    expect(presenter.problems).toEqual({ deposit: 'owners:errors.deposit', responseTimeHours: 'owners:errors.responseTimeHours' });
    expect(presenter.notice).toEqual({ key: 'owners:errors.checkFields', ok: false });
    presenter.fieldChanged('deposit', '300');
    expect(presenter.problems).toEqual({ responseTimeHours: 'owners:errors.responseTimeHours' });
    presenter.fieldChanged('responseTimeHours', '1.5');
    await presenter.submitted();
    expect(presenter.problems).toEqual({ responseTimeHours: 'owners:errors.responseTimeHours' });
  });

  it('a refused save keeps what was typed, with the server’s field problems', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    presenter.fieldChanged('deposit', '200');
    gateway.failNext('saveSalesSettings', ownersRefusal(400, 'sales_settings_invalid', ['deposit: owners:errors.deposit', 'body: expected number']));
    await presenter.submitted();
    expect(presenter.form.deposit).toBe('200');
    expect(presenter.problems).toEqual({ deposit: 'owners:errors.deposit' });
    expect(presenter.notice).toEqual({ key: 'common:errors.badRequest', ok: false });
    gateway.failNext('saveSalesSettings', { kind: 'network', path: '/account/sales-settings', message: 'offline' });
    await presenter.submitted();
    expect(presenter.form.deposit).toBe('200');
    expect(presenter.notice).toEqual({ key: 'common:errors.network', ok: false });
  });

  it('a user who is not an owner is told so; a visitor signs in first, or sees the sign-in state', async () => {
    const notOwner = build();
    notOwner.gateway.failNext('salesSettings', ownersRefusal(403, 'owners_only'));
    await notOwner.presenter.load();
    expect(notOwner.presenter.status).toBe('error');
    expect(notOwner.presenter.errorKey).toBe('owners:errors.ownersOnly');
    expect(notOwner.presenter.canSave).toBe(false);

    const visitor = build({ kind: 'success', authToken: 'tok' });
    visitor.gateway.failNext('salesSettings', httpFailure(401));
    await visitor.presenter.load();
    expect(visitor.authenticator.triggers).toEqual(['menu']);
    expect(visitor.presenter.status).toBe('ready');

    const aborted = build({ kind: 'aborted' });
    aborted.gateway.failNext('salesSettings', httpFailure(401));
    await aborted.presenter.load();
    expect(aborted.presenter.status).toBe('signInRequired');
    expect(aborted.presenter.errorKey).toBeNull();
  });

  it('saves once at a time', async () => {
    const { presenter, gateway } = build();
    await presenter.load();
    const release = gateway.hold('saveSalesSettings');
    const first = presenter.submitted();
    await presenter.submitted();
    release();
    await first;
    expect(gateway.callsOf('saveSalesSettings')).toHaveLength(1);
  });
});
