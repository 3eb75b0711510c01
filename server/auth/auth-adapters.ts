import type { ServerDeps } from '../http/env';
import { createIdentityVerifier } from '../identity/create-identity-verifier';
import type { IdentityVerifier } from '../identity/identity';
import { createSmsSender, isSmsOutboxActive } from '../sms/create-sms-sender';
import type { SmsSender } from '../sms/sms-sender';
import { OutboxEmailSender, type EmailSender } from './email-sender';
import { serverSecret } from './server-secret';

/** The ports the authentication routes use; tests may replace any of them. */
export interface AuthAdapters {
  readonly sms: SmsSender;
  readonly email: EmailSender;
  readonly identity: IdentityVerifier;
  /** True while SMS (and emails) go to the outboxes: the dev pages are served only then. */
  readonly outboxActive: boolean;
  readonly secret: () => Promise<string>;
  readonly randomCode?: () => string;
}

export const createAuthAdapters = (deps: ServerDeps, overrides: Partial<AuthAdapters> = {}): AuthAdapters => ({
  sms: overrides.sms ?? createSmsSender(deps.config, deps.db, deps.now),
  email: overrides.email ?? new OutboxEmailSender(deps.db, deps.now),
  identity: overrides.identity ?? createIdentityVerifier(deps),
  outboxActive: overrides.outboxActive ?? isSmsOutboxActive(deps.config),
  secret: overrides.secret ?? (() => serverSecret(deps.db, deps.config.identitySecret)),
  ...(overrides.randomCode && { randomCode: overrides.randomCode }),
});
