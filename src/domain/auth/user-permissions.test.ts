import { describe, expect, it } from 'vitest';
import {
  canAccessBackOffice,
  hasRole,
  isOwner,
  isSignedIn,
  isUserRole,
  needsAuthentication,
  withPermission,
  type SessionUser,
} from './user-permissions';

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  token: 't',
  firstName: 'Ann',
  languageCode: 'fr',
  permissions: { pushNotif: false, tracking: false },
  roles: ['tenant'],
  isPro: false,
  isSuperOwner: false,
  ...overrides,
});

describe('user permissions', () => {
  it('a user with a token is signed in; no user or an empty token is not', () => {
    expect(isSignedIn(user())).toBe(true);
    expect(isSignedIn(user({ token: '' }))).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
    expect(needsAuthentication(undefined)).toBe(true);
    expect(needsAuthentication(user())).toBe(false);
  });

  it('checks roles', () => {
    expect(hasRole(user(), 'tenant')).toBe(true);
    expect(hasRole(user(), 'owner')).toBe(false);
    expect(isOwner(user({ roles: ['tenant', 'owner'] }))).toBe(true);
    expect(hasRole(undefined, 'tenant')).toBe(false);
    expect(hasRole(user({ token: '', roles: ['staff'] }), 'staff')).toBe(false);
  });

  it('only staff reach the back office', () => {
    expect(canAccessBackOffice(user({ roles: ['staff'] }))).toBe(true);
    expect(canAccessBackOffice(user({ roles: ['owner'], isSuperOwner: true, isPro: true }))).toBe(false);
    expect(canAccessBackOffice(undefined)).toBe(false);
  });

  it('recognises roles', () => {
    expect(isUserRole('staff')).toBe(true);
    expect(isUserRole('admin')).toBe(false);
  });

  it('changes one consent', () => {
    const changed = withPermission(user(), 'pushNotif', true);
    expect(changed.permissions).toEqual({ pushNotif: true, tracking: false });
    expect(withPermission(changed, 'tracking', true).permissions).toEqual({ pushNotif: true, tracking: true });
  });
});
