import { Hono } from 'hono';
import { activityPictureSvg, boatPictureSvg, parseMediaPath } from '../media/picture';
import { isStorageKey } from '../media/picture-storage';
import { pictureStorageFor } from '../media/picture-storage-factory';
import { isOriginalPicture, PictureVariants } from '../media/picture-variants';
import { DrawnRaster } from '../media/drawn-raster';
import { parsePictureWidth, PICTURE_WIDTHS } from '../../src/domain/media/picture-widths';
import type { AppEnv, ServerDeps } from '../http/env';

/** Where uploaded files are served: /media/uploads/{storage key}. */
export const UPLOADS_PATH = '/media/uploads/';

/** The public URL of an uploaded file (stored in boat_pictures.url, so every reader shows it like a drawn picture). */
export const uploadedFileUrl = (key: string): string => `${UPLOADS_PATH}${key}`;

/** The storage key a public URL names, if it names one (the path is matched, never trusted: isStorageKey). */
export const uploadedFileKey = (path: string): string | undefined => {
  if (!path.startsWith(UPLOADS_PATH)) return undefined;
  const key = path.slice(UPLOADS_PATH.length);
  return isStorageKey(key) ? key : undefined;
};

/**
 * Product pictures: uploaded files from the picture storage under /media/uploads/{key} (keys are unique and never
 * rewritten, so they are cached for a year), and the demo catalogue's pictures drawn locally (no network):
 * /media/boats/{id}/{position}.webp and /media/activities/{id}.webp (or `.svg`, as drawn).
 * An uploaded picture is also served at a smaller width, `?w=` one of PICTURE_WIDTHS (320 to 1600, for `srcset`): its
 * copy is made once and kept in the storage; any other `w`, or a `w` on a file that is not an original picture, is 400.
 */
export const mediaRoutes = (deps: ServerDeps) => {
  const storage = pictureStorageFor(deps.config);
  const variants = new PictureVariants(storage);
  const raster = new DrawnRaster();
  return new Hono<AppEnv>()
    .get(`${UPLOADS_PATH}*`, async (c) => {
      // The URL parser has already resolved `..` (also written %2e%2e); an encoded separator or anything else
      // unusual is refused by isStorageKey, so a request can only name a file under the storage's own keys.
      const key = uploadedFileKey(new URL(c.req.url).pathname);
      const width = parsePictureWidth(c.req.query('w'));
      if (!width.ok || (width.width !== undefined && key !== undefined && !isOriginalPicture(key))) {
        return c.json({ error: 'picture_width_unsupported', message: `w must be one of ${PICTURE_WIDTHS.join(', ')}.` }, 400);
      }
      // Only listing pictures are public: contract photos may share the storage (an S3 bucket) and have their own
      // signed route.
      const listed = key?.startsWith('boats/') ? key : undefined;
      const file = listed === undefined ? undefined : width.width === undefined ? await storage.get(listed) : await variants.get(listed, width.width);
      if (!file) return c.text('Not found', 404);
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(file.bytes, 200, { 'Content-Type': file.contentType });
    })
    .get('/media/*', async (c) => {
      const picture = parseMediaPath(new URL(c.req.url).pathname);
      if (!picture) return c.text('Not found', 404);
      // What the picture is drawn from: its id and position, and the boat's (or activity's) type.
      let drawing: { readonly key: string; readonly svg: () => string } | undefined;
      if (picture.kind === 'boat') {
        const boat = await deps.db.selectFrom('boats').select('type').where('id', '=', picture.boatId).executeTakeFirst();
        if (boat) drawing = { key: `boat/${picture.boatId}/${picture.position}/${boat.type}`, svg: () => boatPictureSvg(picture.boatId, boat.type, picture.position) };
      } else {
        const activity = await deps.db.selectFrom('activities').select('activity_type').where('id', '=', picture.activityId).executeTakeFirst();
        if (activity) drawing = { key: `activity/${picture.activityId}/${activity.activity_type}`, svg: () => activityPictureSvg(picture.activityId, activity.activity_type) };
      }
      if (!drawing) return c.text('Not found', 404);
      c.header('Cache-Control', 'public, max-age=86400');
      if (picture.format === 'svg') return c.body(drawing.svg(), 200, { 'Content-Type': 'image/svg+xml' });
      const webp = await raster.webp(drawing.key, drawing.svg);
      return c.body(new Uint8Array(webp), 200, { 'Content-Type': 'image/webp' });
    });
};
