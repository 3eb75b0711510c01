import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  DeeplinkMetric,
  DeeplinkReferer,
  NATIVE_APP_PATHS,
  OpenedDiPushTracking,
  PushNotificationTracking,
  type DeeplinkRefererResponse,
  type TrackingResponse,
} from '../../src/contract/device';
import type * as t from 'io-ts';
import { authorize, currentUser } from '../auth/authorize';
import { VISITOR_COOKIE } from '../configuration';
import { validateBody } from '../http/validate';
import type { AppEnv, ServerDeps } from '../http/env';

/** The visitor id cookie is ours (a UUID); anything else is not stored. */
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const visitorIdOf = (c: Context<AppEnv>): string | null => {
  const id = getCookie(c, VISITOR_COOKIE)?.toLowerCase();
  return id !== undefined && VISITOR_ID.test(id) ? id : null;
};

/**
 * The native app's push-notification tracking and deep links (spec section 7 "Device and tracking"), written to
 * `push_notification_events` and `deeplink_events`. A received or clicked push is about the signed-in user's device
 * (401 otherwise; the user recorded is the session's, never the body's); the "di" push opened, the deep-link beacon
 * and the deep link's referer come before any sign-in and record the user only when there is one.
 */
export const nativeAppRoutes = (deps: ServerDeps) => {
  const trackPush = async (c: Context<AppEnv>, kind: 'received' | 'clicked') => {
    const auth = await authorize(c, deps);
    if (!auth.ok) return auth.response;
    const body = await validateBody(c, PushNotificationTracking);
    if (!body.ok) return body.response;
    const p = body.value;
    await deps.db
      .insertInto('push_notification_events')
      .values({
        kind,
        notification_id: String(p.notificationId),
        device_id: p.deviceId,
        object_id: p.objectId === null ? null : String(p.objectId),
        object_type: p.objectType,
        user_id: auth.user.id,
        at: deps.now(),
      })
      .execute();
    return c.json<t.TypeOf<typeof TrackingResponse>>({ tracked: true }, 201);
  };

  return new Hono<AppEnv>()
    .post(NATIVE_APP_PATHS.trackReceivedPush, (c) => trackPush(c, 'received'))
    .post(NATIVE_APP_PATHS.trackClickedPush, (c) => trackPush(c, 'clicked'))
    .post(NATIVE_APP_PATHS.trackOpenedDiPush, async (c) => {
      const body = await validateBody(c, OpenedDiPushTracking);
      if (!body.ok) return body.response;
      const user = await currentUser(c, deps);
      await deps.db
        .insertInto('push_notification_events')
        .values({ kind: 'opened', notification_id: String(body.value.pushNotificationId), platform: body.value.platform, user_id: user?.id ?? null, at: deps.now() })
        .execute();
      return c.json<t.TypeOf<typeof TrackingResponse>>({ tracked: true }, 201);
    })
    .post(NATIVE_APP_PATHS.deeplinkMetric, async (c) => {
      // A beacon: sent without the anti-forgery header (server/http/xsrf.ts) and usually without a session; its
      // answer is never read, so it is empty.
      const body = await validateBody(c, DeeplinkMetric);
      if (!body.ok) return body.response;
      const user = await currentUser(c, deps);
      await deps.db
        .insertInto('deeplink_events')
        .values({ kind: 'opened', url: body.value.url, user_id: user?.id ?? null, visitor_id: visitorIdOf(c), at: deps.now() })
        .execute();
      return c.body(null, 204);
    })
    .post(NATIVE_APP_PATHS.deeplinkReferer, async (c) => {
      const body = await validateBody(c, DeeplinkReferer);
      if (!body.ok) return body.response;
      const user = await currentUser(c, deps);
      await deps.db
        .insertInto('deeplink_events')
        .values({ kind: 'referer', url: body.value.deeplinkPathWithParams, user_id: user?.id ?? null, visitor_id: visitorIdOf(c), at: deps.now() })
        .execute();
      return c.json<t.TypeOf<typeof DeeplinkRefererResponse>>({ recorded: true }, 201);
    });
};
