import { describe, expect, it } from 'vitest';
import { decodeStoredSession, encodeStoredSession, type StoredSession } from './stored-session';

describe('stored session', () => {
  it('round-trips', () => {
    const session: StoredSession = {
      token: 't',
      firstName: 'Ann',
      language: 'fr',
      permissions: { pushNotif: true, tracking: false },
      roles: ['tenant', 'staff'],
      isPro: false,
      isSuperOwner: true,
    };
    expect(decodeStoredSession(encodeStoredSession(session))).toEqual(session);
  });

  it('fills what an older entry lacks and refuses what is unreadable', () => {
    expect(decodeStoredSession('{"token":"t"}')).toMatchObject({ token: 't', firstName: '', language: undefined, roles: [] });
    expect(decodeStoredSession(undefined)).toBeUndefined();
    expect(decodeStoredSession('')).toBeUndefined();
    expect(decodeStoredSession('[1,2]')).toBeUndefined();
    expect(decodeStoredSession('{"token":"t","roles":"tenant"}')).toBeUndefined();
  });
});
