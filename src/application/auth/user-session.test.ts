import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/fakes/foundation';
import { FakeAuthGateway, authResponse, failed, httpFailure, meResponse, networkFailure } from '../../../tests/fakes/auth';
import { SESSION_STORAGE_KEY } from './stored-session';
import { UserSession } from './user-session';

const stored = (value: unknown) => {
  const storage = new MemoryStorage();
  storage.set(SESSION_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  return storage;
};

describe('UserSession', () => {
  it('starts signed out with empty storage', () => {
    const session = new UserSession(new FakeAuthGateway(), new MemoryStorage());
    expect(session.isSignedIn).toBe(false);
    expect(session.user).toBeUndefined();
  });

  it('restores a stored session, dropping unknown roles and languages', () => {
    const storage = stored({ token: 't', firstName: 'Ann', language: 'xx', roles: ['tenant', 'admin'], permissions: { tracking: true } });
    const session = new UserSession(new FakeAuthGateway(), storage);
    expect(session.isSignedIn).toBe(true);
    expect(session.user).toEqual({
      token: 't',
      firstName: 'Ann',
      languageCode: 'en',
      permissions: { pushNotif: false, tracking: true },
      roles: ['tenant'],
      isPro: false,
      isSuperOwner: false,
    });
  });

  it.each([['{not json'], ['"a string"'], [JSON.stringify({ token: 42 })], [JSON.stringify({ token: '  ' })], [JSON.stringify(null)]])(
    'ignores a corrupt stored session (%s) and removes it',
    (raw) => {
      const storage = stored(raw);
      const session = new UserSession(new FakeAuthGateway(), storage);
      expect(session.isSignedIn).toBe(false);
      expect(storage.get(SESSION_STORAGE_KEY)).toBeUndefined();
    },
  );

  it('signedIn stores the token, then reads the user from /account/me', async () => {
    const gateway = new FakeAuthGateway();
    gateway.meResponder = async () => ({ _tag: 'Right', right: meResponse({ roles: ['tenant', 'owner'], isPro: true, language: 'de' }) });
    const storage = new MemoryStorage();
    const session = new UserSession(gateway, storage);
    await session.signedIn(authResponse('abc'));
    expect(session.token).toBe('abc');
    expect(session.firstName).toBe('Ann');
    expect(session.language).toBe('de');
    expect(session.roles).toEqual(['tenant', 'owner']);
    expect(session.isPro).toBe(true);
    expect(JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'abc', firstName: 'Ann' });
    // A new visit reads the same session.
    expect(new UserSession(gateway, storage).firstName).toBe('Ann');
  });

  it('refresh: a 401 clears the token; other failures keep it', async () => {
    const gateway = new FakeAuthGateway();
    const storage = stored({ token: 't', firstName: 'Ann' });
    const session = new UserSession(gateway, storage);
    gateway.meResponder = () => failed(networkFailure());
    await session.refresh();
    expect(session.isSignedIn).toBe(true);
    gateway.meResponder = () => failed(httpFailure(500));
    await session.refresh();
    expect(session.isSignedIn).toBe(true);
    gateway.meResponder = () => failed(httpFailure(401, { error: 'authentication_required' }));
    await session.refresh();
    expect(session.isSignedIn).toBe(false);
    expect(storage.get(SESSION_STORAGE_KEY)).toBeUndefined();
  });

  it('refresh without a token calls nothing', async () => {
    const gateway = new FakeAuthGateway();
    await new UserSession(gateway, new MemoryStorage()).refresh();
    expect(gateway.calls).toEqual([]);
  });

  it('signOut posts logout, then clears', async () => {
    const gateway = new FakeAuthGateway();
    const storage = stored({ token: 't' });
    const session = new UserSession(gateway, storage);
    await session.signOut();
    expect(gateway.callsOf('logout')).toHaveLength(1);
    expect(session.isSignedIn).toBe(false);
    expect(storage.get(SESSION_STORAGE_KEY)).toBeUndefined();
  });

  it('signOut clears locally even when the call fails or throws', async () => {
    const gateway = new FakeAuthGateway();
    gateway.logoutResponder = () => failed(networkFailure());
    const a = new UserSession(gateway, stored({ token: 't' }));
    await a.signOut();
    expect(a.isSignedIn).toBe(false);
    gateway.logoutResponder = () => {
      throw new Error('boom');
    };
    const b = new UserSession(gateway, stored({ token: 't' }));
    await expect(b.signOut()).resolves.toBeUndefined();
    expect(b.isSignedIn).toBe(false);
  });

  it('permissions are saved on the server, then kept locally (even when the server cannot save them)', async () => {
    const gateway = new FakeAuthGateway();
    const storage = stored({ token: 't' });
    const session = new UserSession(gateway, storage);
    await session.trackingPermissionChanged(true);
    expect(gateway.callsOf('saveTrackingPermission')).toEqual([[true]]);
    expect(session.permissions).toEqual({ pushNotif: false, tracking: true });
    gateway.permissionResponder = () => failed(httpFailure(404, { error: 'not_found' }));
    const result = await session.pushPermissionChanged(true);
    expect(result._tag).toBe('Left');
    expect(session.permissions).toEqual({ pushNotif: true, tracking: true });
    expect(JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? '{}').permissions).toEqual({ pushNotif: true, tracking: true });
  });

  it('an answer about a token no longer held is ignored', async () => {
    const gateway = new FakeAuthGateway();
    let answer: (v: unknown) => void = () => undefined;
    gateway.meResponder = () => new Promise((resolve) => (answer = resolve as (v: unknown) => void));
    const session = new UserSession(gateway, stored({ token: 't' }));
    const refresh = session.refresh();
    gateway.logoutResponder = async () => ({ _tag: 'Right', right: { ok: true } });
    await session.signOut();
    answer({ _tag: 'Right', right: meResponse() });
    await refresh;
    expect(session.isSignedIn).toBe(false);
  });
});
