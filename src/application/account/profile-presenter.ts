import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { Profile } from '../../contract/profile';
import { validateNames, validateNewPassword, validatePhone } from '../../domain/auth/validation';
import type { Authenticator } from '../auth/authenticator';
import type { UserSession } from '../auth/user-session';
import type { Navigator } from '../routing/navigator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { ACCOUNT_TOKENS } from './account-tokens';
import { routeHref } from './booking-card';
import type { ProfileGateway } from './ports';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus } from './signed-in';

export type ProfileStatus = 'loading' | 'ready' | LoadFailureStatus;
type Form = { firstName: string; lastName: string; language: string; currency: string };

/** A server error code shown with its own message (account:profile.errors.{code}), else the generic one. */
const KNOWN_ERRORS = new Set(['wrong_password', 'no_password', 'code_invalid', 'code_expired', 'code_none', 'phone_invalid', 'upcoming_bookings', 'confirmation_invalid', 'too_many_requests']);
const errorKeyOf = (failure: ApiFailure): string => {
  const code = errorCodeOf(failure);
  return code && KNOWN_ERRORS.has(code) ? `account:profile.errors.${code}` : failureMessageKey(failure);
};

/**
 * account/profile: names, language and currency (saved on the server, used by its emails), the phone (a new number
 * is verified by SMS code, like registration), the password (the current one required), the push and tracking
 * consents (saved on the server, then kept locally: spec section 4), a download of my data and the deletion of the
 * account. Each part saves on its own and keeps what was typed when saving fails.
 */
@injectable()
export class ProfilePresenter {
  status: ProfileStatus = 'loading';
  errorKey: string | null = null;
  profile: Profile | null = null;
  form: Form = { firstName: '', lastName: '', language: 'en', currency: 'EUR' };
  /** What each part last said: a message key per part ('saved' or an error), shown next to it. */
  notices: Partial<Record<'details' | 'phone' | 'password' | 'consents' | 'export' | 'delete', { readonly key: string; readonly ok: boolean }>> = {};
  saving = false;
  phone = { country: 'FR', number: '', code: '', codeSent: false };
  password = { current: '', next: '' };
  deletion = { confirmation: '', confirming: false };

  constructor(
    @inject(ACCOUNT_TOKENS.ProfileGateway) private readonly gateway: ProfileGateway,
    @inject(TOKENS.UserSession) private readonly session: UserSession,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      profile: observableRef,
      form: observableRef,
      notices: observableRef,
      saving: observable,
      phone: observableRef,
      password: observableRef,
      deletion: observableRef,
      load: action,
      formChanged: action,
      detailsSubmitted: action,
      phoneChanged: action,
      phoneSubmitted: action,
      passwordChanged: action,
      passwordSubmitted: action,
      consentChanged: action,
      deletionChanged: action,
      deleteClicked: action,
      deleteConfirmed: action,
    });
  }

  private notice(part: keyof ProfilePresenter['notices'], key: string, ok: boolean): void {
    this.notices = { ...this.notices, [part]: { key, ok } };
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const profile = await callSignedIn(this.authenticator, 'menu', () => this.gateway.profile());
    runInAction(() => {
      if (isLeft(profile)) {
        this.status = loadFailureStatus(profile.left);
        this.errorKey = profile.left.kind === 'signInAborted' ? null : failureMessageKey(profile.left);
        return;
      }
      this.shown(profile.right);
      this.status = 'ready';
    });
  }

  private shown(profile: Profile): void {
    this.profile = profile;
    this.form = { firstName: profile.firstName, lastName: profile.lastName, language: profile.language, currency: profile.currency };
    this.phone = { country: profile.phone?.country || 'FR', number: '', code: '', codeSent: false };
  }

  formChanged(field: keyof Form, value: string): void {
    this.form = { ...this.form, [field]: value };
  }

  async detailsSubmitted(): Promise<void> {
    const names = validateNames(this.form.firstName, this.form.lastName);
    const problem = names.names ?? names.firstName ?? names.lastName;
    if (problem) return this.notice('details', problem, false);
    await this.save('details', () => this.gateway.update(this.form));
  }

  phoneChanged(field: 'country' | 'number' | 'code', value: string): void {
    this.phone = { ...this.phone, [field]: value, ...(field !== 'code' && { codeSent: false, code: '' }) };
  }

  /** First the new number (an SMS code is sent), then the code (the number changes). */
  async phoneSubmitted(): Promise<void> {
    const problem = validatePhone(this.phone.country, this.phone.number);
    if (problem) return this.notice('phone', problem, false);
    const { country, number, code, codeSent } = this.phone;
    if (codeSent && code.trim() === '') return this.notice('phone', 'account:profile.errors.code_none', false);
    this.saving = true;
    const answer = await this.gateway.changePhone({ phoneCountry: country, phoneNumber: number, ...(codeSent && { code }) });
    runInAction(() => {
      this.saving = false;
      if (isLeft(answer)) return this.notice('phone', errorKeyOf(answer.left), false);
      if (answer.right === null) {
        this.phone = { ...this.phone, codeSent: true };
        return this.notice('phone', 'account:profile.phone.codeSent', true);
      }
      this.shown(answer.right);
      this.notice('phone', 'account:profile.saved', true);
    });
  }

  passwordChanged(field: 'current' | 'next', value: string): void {
    this.password = { ...this.password, [field]: value };
  }

  async passwordSubmitted(): Promise<void> {
    const weak = validateNewPassword(this.password.next);
    if (weak) return this.notice('password', weak, false);
    this.saving = true;
    const answer = await this.gateway.changePassword({ currentPassword: this.password.current, newPassword: this.password.next });
    runInAction(() => {
      this.saving = false;
      if (isLeft(answer)) return this.notice('password', errorKeyOf(answer.left), false);
      this.password = { current: '', next: '' };
      this.notice('password', 'account:profile.password.changed', true);
    });
  }

  /** Spec section 4: saved on the server, then kept locally. */
  async consentChanged(consent: 'pushNotif' | 'tracking', isAccepted: boolean): Promise<void> {
    const profile = this.profile;
    if (!profile) return;
    this.profile = { ...profile, consents: { ...profile.consents, [consent]: isAccepted } };
    const saved = consent === 'pushNotif' ? await this.session.pushPermissionChanged(isAccepted) : await this.session.trackingPermissionChanged(isAccepted);
    runInAction(() => {
      if (isLeft(saved)) {
        this.profile = profile;
        this.notice('consents', failureMessageKey(saved.left), false);
        return;
      }
      this.notice('consents', 'account:profile.saved', true);
    });
  }

  /** The JSON of my data, for the view to download. */
  async exportClicked(): Promise<string | null> {
    const data = await this.gateway.exportData();
    if (isLeft(data)) {
      runInAction(() => this.notice('export', failureMessageKey(data.left), false));
      return null;
    }
    return JSON.stringify(data.right, null, 2);
  }

  deletionChanged(value: string): void {
    this.deletion = { ...this.deletion, confirmation: value };
  }

  deleteClicked(): void {
    this.deletion = { ...this.deletion, confirming: true };
  }

  /** Deletes the account (confirmed by the password, or the email without one), then signs out here and goes home. */
  async deleteConfirmed(): Promise<void> {
    const profile = this.profile;
    if (!profile || this.saving) return;
    this.saving = true;
    const value = this.deletion.confirmation;
    const answer = await this.gateway.deleteAccount(profile.hasPassword ? { password: value } : { email: value });
    runInAction(() => {
      this.saving = false;
      this.deletion = { confirmation: '', confirming: false };
    });
    if (isLeft(answer)) {
      runInAction(() => this.notice('delete', errorKeyOf(answer.left), false));
      return;
    }
    await this.session.signOut();
    this.navigator.navigate(routeHref({ screen: 'home' }, this.settings), { replace: true });
  }

  private async save(part: 'details', call: () => ReturnType<ProfileGateway['update']>): Promise<void> {
    this.saving = true;
    const answer = await call();
    runInAction(() => {
      this.saving = false;
      if (isLeft(answer)) return this.notice(part, errorKeyOf(answer.left), false);
      this.shown(answer.right);
      this.notice(part, 'account:profile.saved', true);
    });
  }
}
