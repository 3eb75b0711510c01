import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft, type Either } from 'fp-ts/lib/Either';
import type { AccountMeResponse } from '../../contract/auth';
import type { AuthenticationResponse } from '../../domain/auth/funnel';
import {
  isUserRole,
  withPermission,
  type SessionUser,
  type UserPermissions,
  type UserRole,
} from '../../domain/auth/user-permissions';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../domain/i18n/languages';
import type { PermissionStore } from '../native/native-permissions';
import type { ApiFailure } from '../shared/api-failure';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { TOKENS } from '../tokens';
import type { AuthGateway } from './auth-gateway';
import { SESSION_STORAGE_KEY, decodeStoredSession, encodeStoredSession, type StoredSession } from './stored-session';

const NO_PERMISSIONS: UserPermissions = { pushNotif: false, tracking: false };

/**
 * The signed-in user (spec section 3 "User"): token, first name, language, permissions and roles.
 * One per app; the token survives reloads in storage and is sent as the Bearer token of every call.
 */
@injectable()
export class UserSession implements PermissionStore {
  token: string | undefined = undefined;
  firstName = '';
  language: LanguageCode | undefined = undefined;
  permissions: UserPermissions = NO_PERMISSIONS;
  roles: readonly UserRole[] = [];
  isPro = false;
  isSuperOwner = false;

  constructor(
    @inject(TOKENS.AuthGateway) private readonly gateway: AuthGateway,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    const stored = decodeStoredSession(storage.get(SESSION_STORAGE_KEY));
    if (stored) this.apply(stored);
    // A corrupt entry is dropped, so it is not decoded again on every visit.
    else if (storage.get(SESSION_STORAGE_KEY) !== undefined) storage.remove(SESSION_STORAGE_KEY);
    makeObservable<UserSession, 'apply' | 'clear'>(this, {
      token: observable,
      firstName: observable,
      language: observable,
      permissions: observableRef,
      roles: observableRef,
      isPro: observable,
      isSuperOwner: observable,
      isSignedIn: computed,
      user: computed,
      apply: action,
      clear: action,
    });
  }

  /** Spec section 4: a user is signed in when a token exists. */
  get isSignedIn(): boolean {
    return this.token !== undefined && this.token !== '';
  }

  get user(): SessionUser | undefined {
    if (!this.isSignedIn || this.token === undefined) return undefined;
    return {
      token: this.token,
      firstName: this.firstName,
      languageCode: this.language ?? DEFAULT_LANGUAGE,
      permissions: this.permissions,
      roles: this.roles,
      isPro: this.isPro,
      isSuperOwner: this.isSuperOwner,
    };
  }

  /** Stores the token of a successful sign-in or registration, then reads who the user is. */
  async signedIn(response: AuthenticationResponse): Promise<void> {
    this.apply({ ...this.snapshot(), token: response.authToken, firstName: '', roles: [], isPro: false, isSuperOwner: false });
    await this.refresh();
  }

  /** GET /account/me: fills the user in; a 401 means the token is no longer valid and clears it. */
  async refresh(): Promise<void> {
    const token = this.token;
    if (!token) return;
    const result = await this.gateway.me();
    // A sign-out or another sign-in happened meanwhile: this answer is about a token we no longer hold.
    if (this.token !== token) return;
    if (isLeft(result)) {
      if (result.left.kind === 'http' && result.left.status === 401) this.clear();
      return;
    }
    this.apply(fromMe(token, result.right));
  }

  /** POST /auth/logout, then forgets the session; forgets it locally even when the call fails. */
  async signOut(): Promise<void> {
    if (!this.isSignedIn) return;
    try {
      await this.gateway.logout();
    } catch {
      // The session is forgotten locally whatever the server answered.
    }
    this.clear();
  }

  /** Spec section 4: saved on the server, then kept locally (kept even when the server cannot save it). */
  async pushPermissionChanged(isAccepted: boolean): Promise<Either<ApiFailure, unknown>> {
    return this.permissionChanged('pushNotif', isAccepted, () => this.gateway.savePushPermission(isAccepted));
  }

  async trackingPermissionChanged(isAccepted: boolean): Promise<Either<ApiFailure, unknown>> {
    return this.permissionChanged('tracking', isAccepted, () => this.gateway.saveTrackingPermission(isAccepted));
  }

  private async permissionChanged(
    permission: keyof UserPermissions,
    isAccepted: boolean,
    save: () => Promise<Either<ApiFailure, unknown>>,
  ): Promise<Either<ApiFailure, unknown>> {
    const result = await save();
    const user = this.user;
    if (user) runInAction(() => this.apply({ ...this.snapshot(), permissions: withPermission(user, permission, isAccepted).permissions }));
    return result;
  }

  private snapshot(): StoredSession {
    return {
      token: this.token ?? '',
      firstName: this.firstName,
      language: this.language,
      permissions: this.permissions,
      roles: this.roles,
      isPro: this.isPro,
      isSuperOwner: this.isSuperOwner,
    };
  }

  private apply(session: StoredSession): void {
    this.token = session.token;
    this.firstName = session.firstName;
    this.language = session.language;
    this.permissions = session.permissions;
    this.roles = session.roles;
    this.isPro = session.isPro;
    this.isSuperOwner = session.isSuperOwner;
    this.storage.set(SESSION_STORAGE_KEY, encodeStoredSession(session));
  }

  private clear(): void {
    this.token = undefined;
    this.firstName = '';
    this.language = undefined;
    this.permissions = NO_PERMISSIONS;
    this.roles = [];
    this.isPro = false;
    this.isSuperOwner = false;
    this.storage.remove(SESSION_STORAGE_KEY);
  }
}

const fromMe = (token: string, me: AccountMeResponse): StoredSession => ({
  token,
  firstName: me.firstName,
  language: isLanguageCode(me.language) ? me.language : undefined,
  permissions: me.permissions,
  roles: me.roles.filter(isUserRole),
  isPro: me.isPro,
  isSuperOwner: me.isSuperOwner,
});
