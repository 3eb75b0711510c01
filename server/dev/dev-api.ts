import { Hono } from 'hono';
import {
  AUTH_PATHS,
  DevProviderTokenRequest,
  type DevProviderTokenResponse,
  type EmailOutboxResponse,
  type SmsOutboxResponse,
} from '../../src/contract/auth';
import type { AuthAdapters } from '../auth/auth-adapters';
import type { AppEnv, ServerDeps } from '../http/env';
import { badRequest, validateBody } from '../http/validate';
import { signOfflineProviderToken } from '../identity/offline-provider-token';
import { latestEmails, latestSms } from './outbox-queries';

const notFound = { error: 'not_found', message: 'No such API endpoint.' };

/**
 * Development helpers under /api/v6/dev: the SMS and email outboxes (while the outbox adapters are active) and the
 * offline identity provider's token endpoint (while no real provider is configured). 404 otherwise.
 */
export const devApiRoutes = (deps: ServerDeps, adapters: AuthAdapters) => {
  const app = new Hono<AppEnv>();

  app.get(AUTH_PATHS.devSmsOutbox, async (c) => {
    if (!adapters.outboxActive) return c.json(notFound, 404);
    return c.json<SmsOutboxResponse>({ messages: await latestSms(deps.db, c.req.query('phone')) });
  });

  app.get(AUTH_PATHS.devEmailOutbox, async (c) => {
    if (!adapters.emailOutboxActive) return c.json(notFound, 404);
    return c.json<EmailOutboxResponse>({ messages: await latestEmails(deps.db, c.req.query('to')) });
  });

  app.post(AUTH_PATHS.devProviderToken, async (c) => {
    if (!adapters.identity.offline) return c.json(notFound, 404);
    const body = await validateBody(c, DevProviderTokenRequest);
    if (!body.ok) return body.response;
    const { provider, subject, email, firstName, lastName } = body.value;
    if (subject.trim() === '' || subject.length > 255) return badRequest(c, ['subject: expected 1 to 255 characters']);
    const secret = await adapters.secret();
    const providerToken = signOfflineProviderToken(
      secret,
      { provider, subject, ...(email !== undefined && email !== '' && { email }), firstName, lastName },
      deps.now(),
    );
    return c.json<DevProviderTokenResponse>({ providerToken });
  });

  return app;
};
