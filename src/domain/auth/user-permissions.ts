import type { LanguageCode } from '../i18n/languages';

/** Spec section 6: a tenant pays, an owner lists boats, staff use the back office. */
export const USER_ROLES = ['tenant', 'owner', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isUserRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value);

/** Spec sections 3 and 6: the user's consents. */
export interface UserPermissions {
  readonly pushNotif: boolean;
  readonly tracking: boolean;
}

/** The signed-in user of spec section 3 (User), with the roles and owner flags of section 6. */
export interface SessionUser {
  readonly token: string;
  readonly firstName: string;
  readonly languageCode: LanguageCode;
  readonly permissions: UserPermissions;
  readonly roles: readonly UserRole[];
  readonly isPro: boolean;
  readonly isSuperOwner: boolean;
}

/** Spec section 4 "User permissions": what asking for authentication gives. */
export type AuthenticationOutcome =
  | { readonly kind: 'alreadySignedIn' }
  | { readonly kind: 'success'; readonly authToken: string }
  | { readonly kind: 'aborted' };

/** A user is signed in when they hold a token (spec section 4). */
export const isSignedIn = (user: SessionUser | undefined): user is SessionUser =>
  user !== undefined && user.token !== '';

export const hasRole = (user: SessionUser | undefined, role: UserRole): boolean =>
  isSignedIn(user) && user.roles.includes(role);

export const isOwner = (user: SessionUser | undefined): boolean => hasRole(user, 'owner');

/** A UI hint only: the server checks the staff role on every back-office call. */
export const canAccessBackOffice = (user: SessionUser | undefined): boolean => hasRole(user, 'staff');

/** Favouriting, messaging and booking need authentication (spec section 6). */
export const needsAuthentication = (user: SessionUser | undefined): boolean => !isSignedIn(user);

/** The user with one consent changed, kept locally once the server saved it (spec section 4). */
export const withPermission = (
  user: SessionUser,
  permission: keyof UserPermissions,
  isAccepted: boolean,
): SessionUser => ({ ...user, permissions: { ...user.permissions, [permission]: isAccepted } });
