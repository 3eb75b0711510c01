import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';
import { isLanguageCode, type LanguageCode } from '../../domain/i18n/languages';
import { isUserRole, type UserPermissions, type UserRole } from '../../domain/auth/user-permissions';

export const SESSION_STORAGE_KEY = 'seaway.session';

/** What the browser keeps of the session between visits. */
export interface StoredSession {
  readonly token: string;
  readonly firstName: string;
  readonly language: LanguageCode | undefined;
  readonly permissions: UserPermissions;
  readonly roles: readonly UserRole[];
  readonly isPro: boolean;
  readonly isSuperOwner: boolean;
}

const Stored = t.intersection([
  t.type({ token: t.string }),
  t.partial({
    firstName: t.string,
    language: t.string,
    permissions: t.partial({ pushNotif: t.boolean, tracking: t.boolean }),
    roles: t.array(t.string),
    isPro: t.boolean,
    isSuperOwner: t.boolean,
  }),
]);

/** Decodes a stored session; anything unreadable (bad JSON, wrong shape, empty token) gives undefined. */
export const decodeStoredSession = (raw: string | undefined): StoredSession | undefined => {
  if (raw === undefined || raw === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const decoded = Stored.decode(json);
  if (!isRight(decoded) || decoded.right.token.trim() === '') return undefined;
  const s = decoded.right;
  return {
    token: s.token,
    firstName: s.firstName ?? '',
    language: s.language !== undefined && isLanguageCode(s.language) ? s.language : undefined,
    permissions: { pushNotif: s.permissions?.pushNotif ?? false, tracking: s.permissions?.tracking ?? false },
    // Unknown roles are dropped, never passed through (guide habit 2).
    roles: (s.roles ?? []).filter(isUserRole),
    isPro: s.isPro ?? false,
    isSuperOwner: s.isSuperOwner ?? false,
  };
};

export const encodeStoredSession = (session: StoredSession): string => JSON.stringify(session);
