import type { ServerDeps } from '../http/env';
import { createIdentityVerifier } from '../identity/create-identity-verifier';
import type { IdentityVerifier } from '../identity/identity';
import { createSmsSender, isSmsOutboxActive } from '../sms/create-sms-sender';
import type { SmsSender } from '../sms/sms-sender';
import type { EmailSender } from './email-sender';
import { createEmailSender, isEmailOutboxActive } from './create-email-sender';
import { serverSecret } from './server-secret';

/** The ports the authentication routes use; tests may replace any of them. */
export interface AuthAdapters {
  readonly sms: SmsSender;
  readonly email: EmailSender;
  readonly identity: IdentityVerifier;
  /** True while SMS go to the outbox: its dev endpoint is served only then. */
  readonly outboxActive: boolean;
  /** True while emails go to the outbox: its dev endpoint is served only then. */
  readonly emailOutboxActive: boolean;
  readonly secret: () => Promise<string>;
  readonly randomCode?: () => string;
}

export const createAuthAdapters = (deps: ServerDeps, overrides: Partial<AuthAdapters> = {}): AuthAdapters => ({
  sms: overrides.sms ?? createSmsSender(deps.config, deps.db, deps.now),
  email: overrides.email ?? createEmailSender(deps.config, deps.db, deps.now),
  identity: overrides.identity ?? createIdentityVerifier(deps),
  outboxActive: overrides.outboxActive ?? isSmsOutboxActive(deps.config),
  emailOutboxActive: overrides.emailOutboxActive ?? overrides.outboxActive ?? isEmailOutboxActive(deps.config),
  secret: overrides.secret ?? (() => serverSecret(deps.db, deps.config.identitySecret)),
  ...(overrides.randomCode && { randomCode: overrides.randomCode }),
});
