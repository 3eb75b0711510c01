import { Hono } from 'hono';
import { activityPictureSvg, boatPictureSvg, parseMediaPath } from '../media/picture';
import type { AppEnv, ServerDeps } from '../http/env';

/** Product pictures, generated locally (no network): /media/boats/{id}/{position}.svg and /media/activities/{id}.svg. */
export const mediaRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>().get('/media/*', async (c) => {
    const picture = parseMediaPath(new URL(c.req.url).pathname);
    if (!picture) return c.text('Not found', 404);
    let svg: string | undefined;
    if (picture.kind === 'boat') {
      const boat = await deps.db.selectFrom('boats').select('type').where('id', '=', picture.boatId).executeTakeFirst();
      if (boat) svg = boatPictureSvg(picture.boatId, boat.type, picture.position);
    } else {
      const activity = await deps.db.selectFrom('activities').select('activity_type').where('id', '=', picture.activityId).executeTakeFirst();
      if (activity) svg = activityPictureSvg(picture.activityId, activity.activity_type);
    }
    if (!svg) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
  });
