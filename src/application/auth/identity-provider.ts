import type { ThirdPartyProfile, ThirdPartyProvider } from '../../domain/auth/funnel';

/** What a sign-in with a third-party provider gave. */
export type IdentityResult =
  | { readonly kind: 'signedIn'; readonly provider: ThirdPartyProvider; readonly token: string; readonly profile?: ThirdPartyProfile }
  /** The user closed the provider's window or form: nothing to report. */
  | { readonly kind: 'cancelled' }
  /** A message key (auth namespace) or the provider's own message. */
  | { readonly kind: 'failed'; readonly message: string };

/** The details the offline development provider asks for. */
export interface OfflineIdentityDetails {
  readonly firstName: string;
  readonly lastName: string;
  /** Empty: the provider shares no email address (spec section 8: no email access). */
  readonly email: string;
}

/**
 * A provider that needs a form of ours (the offline development provider): views render it while `provider` is set.
 * Observable.
 */
export interface IdentityProviderForm {
  /** The provider being signed in with, while the form is shown. */
  readonly provider: ThirdPartyProvider | undefined;
  readonly status: 'idle' | 'pending' | 'error';
  /** A message key (auth namespace) or a server message. */
  readonly error: string | undefined;
  /** Validation message keys by field. */
  readonly fieldErrors: Readonly<Partial<Record<keyof OfflineIdentityDetails | 'names', string>>>;
  submitted(details: OfflineIdentityDetails): void;
  cancelled(): void;
}

/** Signs the user in with Apple, Facebook or Google (or the offline stand-in) and gives the provider's token. */
export interface IdentityProvider {
  readonly form?: IdentityProviderForm;
  signIn(provider: ThirdPartyProvider): Promise<IdentityResult>;
}
