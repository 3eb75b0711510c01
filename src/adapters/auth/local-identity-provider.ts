import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isRight } from 'fp-ts/lib/Either';
import type { ThirdPartyProvider } from '../../domain/auth/funnel';
import { normalizeEmail, normalizeName, validateEmail, validateNames } from '../../domain/auth/validation';
import type { AuthGateway } from '../../application/auth/auth-gateway';
import type {
  IdentityProvider,
  IdentityProviderForm,
  IdentityResult,
  OfflineIdentityDetails,
} from '../../application/auth/identity-provider';
import { serverErrorMessage } from '../../application/auth/server-error-message';

/** A stable subject for the same person: the email, else the names (so signing in again finds the same account). */
export const offlineSubject = (details: OfflineIdentityDetails): string => {
  const email = normalizeEmail(details.email).toLowerCase();
  const base = email !== '' ? email : `${normalizeName(details.firstName)}.${normalizeName(details.lastName)}`.toLowerCase();
  return `offline:${base}`.slice(0, 255);
};

/**
 * The offline stand-in for Apple, Facebook and Google (the default while no real provider is configured): a form of
 * ours asks for the details a provider would share, and the server signs a token (POST /dev/identity-provider/token).
 * Development only; the form says so.
 */
export class LocalIdentityProvider implements IdentityProvider, IdentityProviderForm {
  provider: ThirdPartyProvider | undefined = undefined;
  status: 'idle' | 'pending' | 'error' = 'idle';
  error: string | undefined = undefined;
  fieldErrors: Readonly<Partial<Record<keyof OfflineIdentityDetails | 'names', string>>> = {};
  private resolve: ((result: IdentityResult) => void) | undefined;

  constructor(private readonly gateway: AuthGateway) {
    makeObservable<LocalIdentityProvider, 'settle'>(this, {
      provider: observable,
      status: observable,
      error: observable,
      fieldErrors: observableRef,
      signIn: action,
      submitted: action,
      cancelled: action,
      settle: action,
    });
  }

  get form(): IdentityProviderForm {
    return this;
  }

  signIn(provider: ThirdPartyProvider): Promise<IdentityResult> {
    this.settle({ kind: 'cancelled' });
    this.provider = provider;
    return new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  async submitted(details: OfflineIdentityDetails): Promise<void> {
    const provider = this.provider;
    if (provider === undefined || this.status === 'pending') return;
    const email = normalizeEmail(details.email);
    const emailError = email === '' ? undefined : validateEmail(email);
    this.fieldErrors = { ...validateNames(details.firstName, details.lastName), ...(emailError && { email: emailError }) };
    if (Object.keys(this.fieldErrors).length > 0) return;
    this.status = 'pending';
    this.error = undefined;
    const firstName = normalizeName(details.firstName);
    const lastName = normalizeName(details.lastName);
    const result = await this.gateway.devProviderToken({
      provider,
      firstName,
      lastName,
      subject: offlineSubject(details),
      ...(email !== '' && { email }),
    });
    if (this.provider !== provider) return;
    runInAction(() => {
      if (isRight(result)) {
        this.settle({
          kind: 'signedIn',
          provider,
          token: result.right.providerToken,
          profile: { firstName, lastName, ...(email !== '' && { email }) },
        });
        return;
      }
      this.status = 'error';
      this.error = serverErrorMessage(result.left) ?? 'auth.error.generic';
    });
  }

  cancelled(): void {
    this.settle({ kind: 'cancelled' });
  }

  private settle(result: IdentityResult): void {
    const resolve = this.resolve;
    this.resolve = undefined;
    this.provider = undefined;
    this.status = 'idle';
    this.error = undefined;
    this.fieldErrors = {};
    resolve?.(result);
  }
}
