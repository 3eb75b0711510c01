import type { ThirdPartyProvider } from '../../src/domain/auth/funnel';

/** Who a provider token says the user is. A provider that cannot read the email leaves it out. */
export interface ProviderIdentity {
  readonly provider: ThirdPartyProvider;
  readonly subject: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

export type TokenRejection = 'malformed' | 'signature' | 'expired' | 'claims' | 'provider' | 'unavailable';

export type TokenCheck =
  | { readonly ok: true; readonly identity: ProviderIdentity }
  | { readonly ok: false; readonly reason: TokenRejection };

/** Port: checks a provider token (spec section 7 login and register with providerId and providerToken). */
export interface IdentityVerifier {
  /** True while the offline provider (dev tokens) is the one in use. */
  readonly offline: boolean;
  verifyProviderToken(providerId: ThirdPartyProvider, token: string): Promise<TokenCheck>;
}

export const rejected = (reason: TokenRejection): TokenCheck => ({ ok: false, reason });
