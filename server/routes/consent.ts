import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_PATHS, ConsentEventBody, type ConsentEventRecorded } from '../../src/contract/consent';
import { currentUser } from '../auth/authorize';
import { VISITOR_COOKIE } from '../configuration';
import type { AppEnv, ServerDeps } from '../http/env';
import { validateBody } from '../http/validate';

/** The visitor id cookie is ours (a UUID); anything else is not stored. */
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The consent banner's choices (spec section 7: POST /metrics/didomi {event, consent}): each answer is kept as proof
 * of consent with the visitor id cookie and, when signed in, the user. Open to visitors (the banner asks before any
 * sign-in); the anti-forgery check applies as to every POST.
 */
export const consentRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>().post(CONSENT_PATHS.didomi, async (c) => {
    const body = await validateBody(c, ConsentEventBody);
    if (!body.ok) return body.response;
    const { event, consent, version } = body.value;
    const visitorId = getCookie(c, VISITOR_COOKIE)?.toLowerCase();
    const user = await currentUser(c, deps);
    await deps.db
      .insertInto('consent_events')
      .values({
        event,
        consent: JSON.stringify({ analytics: consent.analytics, marketing: consent.marketing, ...(version !== undefined && { version }) }),
        visitor_id: visitorId !== undefined && VISITOR_ID.test(visitorId) ? visitorId : null,
        user_id: user?.id ?? null,
        at: deps.now(),
      })
      .execute();
    return c.json<ConsentEventRecorded>({ recorded: true }, 201);
  });
