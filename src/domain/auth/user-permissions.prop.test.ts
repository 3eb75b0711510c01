import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSessionUser } from '../../../tests/arbitraries/auth';
import { USER_ROLES, canAccessBackOffice, hasRole, isSignedIn, withPermission } from './user-permissions';

describe('user permission properties', () => {
  it('hasRole is true exactly for a signed-in user holding the role', () => {
    fc.assert(
      fc.property(arbSessionUser, fc.constantFrom(...USER_ROLES), (user, role) => {
        expect(hasRole(user, role)).toBe(user.token !== '' && user.roles.includes(role));
      }),
    );
  });

  it('back-office access never comes from owner flags', () => {
    fc.assert(
      fc.property(arbSessionUser, fc.boolean(), fc.boolean(), (user, isPro, isSuperOwner) => {
        expect(canAccessBackOffice({ ...user, isPro, isSuperOwner })).toBe(canAccessBackOffice(user));
        expect(canAccessBackOffice(user)).toBe(isSignedIn(user) && user.roles.includes('staff'));
      }),
    );
  });

  it('withPermission changes that consent only, and setting it twice equals once', () => {
    fc.assert(
      fc.property(arbSessionUser, fc.constantFrom('pushNotif' as const, 'tracking' as const), fc.boolean(), (user, key, value) => {
        const changed = withPermission(user, key, value);
        expect(changed.permissions[key]).toBe(value);
        const other = key === 'pushNotif' ? 'tracking' : 'pushNotif';
        expect(changed.permissions[other]).toBe(user.permissions[other]);
        expect({ ...changed, permissions: user.permissions }).toEqual(user);
        expect(withPermission(changed, key, value)).toEqual(changed);
      }),
    );
  });
});
