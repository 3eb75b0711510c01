import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import { DEVICE_PATHS, DeviceRegistration, PermissionChange, type PermissionsResponse } from '../../src/contract/device';
import { authorize } from '../auth/authorize';
import { validateBody } from '../http/validate';
import type { AppEnv, ServerDeps } from '../http/env';

/** Spec section 7 "Device and tracking" and section 4 "User permissions": consents are saved on the server. */
export const deviceRoutes = (deps: ServerDeps) => {
  const permissions = async (userId: number): Promise<PermissionsResponse> => {
    const row = await deps.db.selectFrom('user_permissions').select(['push_notif', 'tracking']).where('user_id', '=', userId).executeTakeFirst();
    return { pushNotif: row?.push_notif ?? false, tracking: row?.tracking ?? false };
  };

  const savePermission = async (c: Context<AppEnv>, column: 'push_notif' | 'tracking') => {
    const auth = await authorize(c, deps);
    if (!auth.ok) return auth.response;
    const body = await validateBody(c, PermissionChange);
    if (!body.ok) return body.response;
    const now = deps.now();
    await deps.db
      .insertInto('user_permissions')
      .values({ user_id: auth.user.id, [column]: body.value.isAccepted, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: body.value.isAccepted, updated_at: now }))
      .execute();
    return c.json(await permissions(auth.user.id));
  };

  return new Hono<AppEnv>()
    .post(DEVICE_PATHS.device, async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, DeviceRegistration);
      if (!body.ok) return body.response;
      const d = body.value;
      // A device token belongs to the user who registered it last (a shared phone changes hands).
      await deps.db
        .insertInto('devices')
        .values({ user_id: auth.user.id, device_token: d.deviceToken, device_type: d.deviceType, device_version: d.deviceVersion, fcm_token: d.fcmToken, updated_at: deps.now() })
        .onConflict((oc) =>
          oc.column('device_token').doUpdateSet({ user_id: auth.user.id, device_type: d.deviceType, device_version: d.deviceVersion, fcm_token: d.fcmToken, updated_at: sql`now()` }),
        )
        .execute();
      return c.json({ registered: true as const });
    })
    .put(DEVICE_PATHS.pushNotifPermission, (c) => savePermission(c, 'push_notif'))
    .put(DEVICE_PATHS.trackingPermission, (c) => savePermission(c, 'tracking'));
};
