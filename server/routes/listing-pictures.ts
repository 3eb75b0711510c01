import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  PICTURE_ERRORS,
  PICTURE_RULES,
  PictureOrderBody,
  type ListingPicture,
  type ListingPictureList,
} from '../../src/contract/listing-pictures';
import { API_BASE_PATH, type ApiErrorBody } from '../../src/contract/common';
import { authorize } from '../auth/authorize';
import { checkLimit, recordHit, tooManyRequests } from '../auth/rate-limit';
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/schema';
import type { AppEnv, ServerDeps } from '../http/env';
import { idParam } from '../http/id-param';
import { apiError, validateBody } from '../http/validate';
import { processPicture, type PictureRefusal } from '../media/picture-processing';
import { newStorageKey, variantKey, type PictureStorage } from '../media/picture-storage';
import { pictureStorageFor } from '../media/picture-storage-factory';
import { pictureFileKeys } from '../media/picture-variants';
import { uploadedFileUrl } from './media';
import { listingAudit } from '../listings/staff-audit';

const UPLOAD_PATH = new RegExp(`^${API_BASE_PATH}/account/listings/[^/]+/pictures/?$`);

/**
 * The upload is the one request whose body is larger than the JSON API's limit: app.ts leaves it to this route's
 * own limit (PICTURE_RULES.maxBytes) and keeps its 1 MB limit for every other request.
 */
export const isPictureUpload = (method: string, path: string): boolean => method === 'POST' && UPLOAD_PATH.test(path);

/** The demo catalogue's drawn pictures (no storage key) are 800 × 600 (server/media/picture.ts). */
const DRAWN_SIZE = { width: 800, height: 600 } as const;
const THUMBNAIL_VARIANT = String(PICTURE_RULES.thumbnailWidth);

interface PictureRow {
  readonly id: number;
  readonly position: number;
  readonly url: string;
  readonly storage_key: string | null;
  readonly width: number | null;
  readonly height: number | null;
}

const toListingPicture = (row: PictureRow): ListingPicture => ({
  id: row.id,
  url: row.url,
  thumbnailUrl: row.storage_key ? uploadedFileUrl(variantKey(row.storage_key, THUMBNAIL_VARIANT)) : row.url,
  width: row.width ?? DRAWN_SIZE.width,
  height: row.height ?? DRAWN_SIZE.height,
  position: row.position,
});

const picturesOf = async (db: Kysely<Database>, boatId: number): Promise<PictureRow[]> =>
  db.selectFrom('boat_pictures').select(['id', 'position', 'url', 'storage_key', 'width', 'height']).where('boat_id', '=', boatId).orderBy('position').execute();

const listingNotFound = (c: Context) => apiError(c, 404, 'listing_not_found', { message: 'No such listing.' });

/**
 * The listing a signed-in user may change: their own boat, or any boat for staff. Loaded with the owner in the
 * where clause (guide section 6), so another owner's listing is simply not found, like an unknown id.
 */
const findListing = async (db: Kysely<Database>, user: SessionUser, boatId: number): Promise<{ id: number; owner_id: number } | undefined> => {
  if (boatId < 0) return undefined;
  let query = db.selectFrom('boats').select(['id', 'owner_id']).where('id', '=', boatId);
  if (!user.roles.includes('staff')) query = query.where('owner_id', '=', user.id);
  return query.executeTakeFirst();
};

type ListingAccess = { ok: true; user: SessionUser; boatId: number; ownerId: number } | { ok: false; response: Response };

const listingAccess = async (c: Context<AppEnv>, deps: ServerDeps): Promise<ListingAccess> => {
  const auth = await authorize(c, deps);
  if (!auth.ok) return auth;
  const listing = await findListing(deps.db, auth.user, idParam(c, 'id'));
  return listing ? { ok: true, user: auth.user, boatId: listing.id, ownerId: listing.owner_id } : { ok: false, response: listingNotFound(c) };
};

/** Serialises every change of one listing's pictures (uploads counting to 20, renumbering) behind its boat row. */
const lockListing = (trx: Transaction<Database>, boatId: number) => trx.selectFrom('boats').select('id').where('id', '=', boatId).forUpdate().executeTakeFirstOrThrow();

/**
 * Gives the listing's pictures the positions 1, 2, 3… in the order of `ids` (all of its pictures). The primary key
 * is (boat_id, position) and checked row by row, so every position is first made negative (all distinct, none
 * positive), then set: no two rows ever share a position on the way.
 */
const renumber = async (trx: Transaction<Database>, boatId: number, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await sql`update boat_pictures set position = -position where boat_id = ${boatId}::int`.execute(trx);
  await sql`update boat_pictures p set position = o.position
    from unnest(${[...ids]}::int[]) with ordinality as o(id, position)
    where p.boat_id = ${boatId}::int and p.id = o.id`.execute(trx);
};

const touchListing = (trx: Transaction<Database>, boatId: number, now: Date) => trx.updateTable('boats').set({ updated_at: now }).where('id', '=', boatId).execute();

const REFUSALS: Record<PictureRefusal['kind'], { status: 413 | 415 | 422; error: string; message: string; detail: string }> = {
  tooBig: { status: 413, error: PICTURE_ERRORS.tooBig, message: 'The picture is larger than 15 MB.', detail: 'file: listing-pictures.errors.tooBig' },
  typeUnsupported: {
    status: 415,
    error: PICTURE_ERRORS.typeUnsupported,
    message: 'Pictures must be JPEG, PNG or WebP images.',
    detail: 'file: listing-pictures.errors.typeUnsupported',
  },
  tooSmall: {
    status: 422,
    error: PICTURE_ERRORS.tooSmall,
    message: `Pictures must be at least ${PICTURE_RULES.minWidth} × ${PICTURE_RULES.minHeight} pixels.`,
    detail: 'file: listing-pictures.errors.tooSmall',
  },
  unreadable: { status: 422, error: PICTURE_ERRORS.unreadable, message: 'This picture could not be read; it may be damaged.', detail: 'file: listing-pictures.errors.unreadable' },
};

const refused = (c: Context, refusal: PictureRefusal) => {
  const { status, error, message, detail } = REFUSALS[refusal.kind];
  return c.json<ApiErrorBody>({ error, message, details: [detail] }, status);
};

const tooManyPictures = (c: Context) =>
  apiError(c, 409, PICTURE_ERRORS.tooMany, { message: `A listing has at most ${PICTURE_RULES.maxPictures} pictures.`, details: ['file: listing-pictures.errors.tooMany'] });

/** Removes stored files after the rows are gone; a file left behind is harmless, so a failure is only logged. */
const removeFiles = async (storage: PictureStorage, keys: readonly string[]): Promise<void> => {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => console.error(`[pictures] could not delete ${key}:`, error));
  }
};

/** The original, its card copy and the copies the media route made at other widths (?w=): deleted together. */
const filesOf = (storageKey: string | null): string[] => (storageKey ? pictureFileKeys(storageKey) : []);

/**
 * A listing's pictures (issue [6]): list, upload (resized, upright and stripped of metadata, behind the picture
 * storage port), reorder and delete. Only the owner or staff: anyone else gets 404, a visitor 401.
 */
export const listingPictureRoutes = (deps: ServerDeps, storage: PictureStorage = pictureStorageFor(deps.config)) => {
  const listOf = async (boatId: number): Promise<ListingPictureList> => ({ pictures: (await picturesOf(deps.db, boatId)).map(toListingPicture) });

  return new Hono<AppEnv>()
    .get('/account/listings/:id/pictures', async (c) => {
      const access = await listingAccess(c, deps);
      if (!access.ok) return access.response;
      return c.json<ListingPictureList>(await listOf(access.boatId));
    })
    .post(
      '/account/listings/:id/pictures',
      // The picture is the raw body; a bigger one is refused from its Content-Length, or as soon as a chunked body passes it.
      bodyLimit({
        maxSize: PICTURE_RULES.maxBytes,
        onError: (c) => refused(c, { kind: 'tooBig' }),
      }),
      async (c) => {
        const access = await listingAccess(c, deps);
        if (!access.ok) return access.response;
        const { boatId, user } = access;
        const limit = await checkLimit(deps.db, 'pictureUpload', String(user.id), deps.now());
        if (!limit.ok) return tooManyRequests(c, limit.retryAfterSeconds);
        const count = async () => Number((await deps.db.selectFrom('boat_pictures').select((eb) => eb.fn.countAll().as('n')).where('boat_id', '=', boatId).executeTakeFirstOrThrow()).n);
        if ((await count()) >= PICTURE_RULES.maxPictures) return tooManyPictures(c);

        const bytes = new Uint8Array(await c.req.arrayBuffer());
        // Every decoded upload counts, accepted or not: decoding is the work the limit protects.
        await recordHit(deps.db, 'pictureUpload', String(user.id), deps.now());
        const processed = await processPicture(bytes);
        if (!processed.ok) return refused(c, processed.refusal);
        const { full, thumbnail, contentType } = processed.picture;

        const key = newStorageKey(['boats', boatId], 'webp');
        const files = filesOf(key);
        await storage.put(key, full.bytes, contentType);
        await storage.put(variantKey(key, THUMBNAIL_VARIANT), thumbnail.bytes, contentType);
        let inserted: PictureRow | undefined;
        try {
          inserted = await deps.db.transaction().execute(async (trx) => {
            await lockListing(trx, boatId);
            const { n, last } = await trx
              .selectFrom('boat_pictures')
              .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('position').as('last')])
              .where('boat_id', '=', boatId)
              .executeTakeFirstOrThrow();
            // Checked again under the lock: two uploads at once cannot both take the 20th place.
            if (Number(n) >= PICTURE_RULES.maxPictures) return undefined;
            const row = await trx
              .insertInto('boat_pictures')
              .values({ boat_id: boatId, position: Number(last ?? 0) + 1, url: uploadedFileUrl(key), storage_key: key, width: full.width, height: full.height, created_at: deps.now() })
              .returning(['id', 'position', 'url', 'storage_key', 'width', 'height'])
              .executeTakeFirstOrThrow();
            await touchListing(trx, boatId, deps.now());
            // Staff adding a picture to someone else's listing (issue [7]): audited in this transaction.
            await listingAudit(user, { id: boatId, ownerId: access.ownerId }, 'boat.pictures.add')?.(trx, { before: null, after: { pictureId: row.id, url: row.url } });
            return row;
          });
        } catch (error) {
          await removeFiles(storage, files);
          throw error;
        }
        if (!inserted) {
          await removeFiles(storage, files);
          return tooManyPictures(c);
        }
        return c.json<ListingPicture>(toListingPicture(inserted), 201);
      },
    )
    .put('/account/listings/:id/pictures/order', async (c) => {
      const access = await listingAccess(c, deps);
      if (!access.ok) return access.response;
      const body = await validateBody(c, PictureOrderBody);
      if (!body.ok) return body.response;
      const ids = body.value.ids;
      const applied = await deps.db.transaction().execute(async (trx) => {
        await lockListing(trx, access.boatId);
        const current = (await trx.selectFrom('boat_pictures').select('id').where('boat_id', '=', access.boatId).orderBy('position').execute()).map((r) => r.id);
        const wanted = new Set(ids);
        // Exactly the listing's pictures, each once: an order cannot add, drop or borrow a picture.
        if (wanted.size !== ids.length || ids.length !== current.length || !current.every((id) => wanted.has(id))) return false;
        await renumber(trx, access.boatId, ids);
        await touchListing(trx, access.boatId, deps.now());
        await listingAudit(access.user, { id: access.boatId, ownerId: access.ownerId }, 'boat.pictures.order')?.(trx, { before: { order: current }, after: { order: ids } });
        return true;
      });
      if (!applied) {
        return c.json<ApiErrorBody>(
          { error: PICTURE_ERRORS.orderInvalid, message: 'The order must list each picture of the listing once.', details: ['ids: listing-pictures.errors.orderInvalid'] },
          400,
        );
      }
      return c.json<ListingPictureList>(await listOf(access.boatId));
    })
    .delete('/account/listings/:id/pictures/:pictureId', async (c) => {
      const access = await listingAccess(c, deps);
      if (!access.ok) return access.response;
      const pictureId = idParam(c, 'pictureId');
      const removed = await deps.db.transaction().execute(async (trx) => {
        await lockListing(trx, access.boatId);
        const row = await trx.deleteFrom('boat_pictures').where('boat_id', '=', access.boatId).where('id', '=', pictureId).returning(['storage_key', 'url']).executeTakeFirst();
        if (!row) return undefined;
        const rest = await trx.selectFrom('boat_pictures').select('id').where('boat_id', '=', access.boatId).orderBy('position').execute();
        await renumber(trx, access.boatId, rest.map((r) => r.id));
        await touchListing(trx, access.boatId, deps.now());
        await listingAudit(access.user, { id: access.boatId, ownerId: access.ownerId }, 'boat.pictures.delete')?.(trx, { before: { pictureId, url: row.url }, after: null });
        return row;
      });
      if (!removed) return apiError(c, 404, 'picture_not_found', { message: 'No such picture.' });
      await removeFiles(storage, filesOf(removed.storage_key));
      return c.body(null, 204);
    });
};
