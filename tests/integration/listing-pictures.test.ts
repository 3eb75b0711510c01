import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import sharp from 'sharp';
import { ListingPicture, ListingPictureList, PICTURE_RULES } from '../../src/contract/listing-pictures';
import type { ApiErrorBody } from '../../src/contract/common';
import type { ProductDetail, ProductsResponse } from '../../src/contract/search';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpListingPicturesGateway } from '../../src/adapters/listings/http-listing-pictures-gateway';
import { clearHits, recordHit } from '../../server/auth/rate-limit';
import { ApiClient, signedInClient, startTestServer, type ApiResponse, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/**
 * A listing's pictures (issue [6]): uploaded as the demo owner through the real server into a fresh DATA_DIR,
 * served back resized and stripped of metadata, reordered, deleted; refused when too big, not an image or too
 * small; only the owner and staff may touch them; search cards and the product page show the new cover.
 */

let t: TestServer;
let dataDir: string;
let owner: ApiClient;
let staff: ApiClient;
let stranger: ApiClient;
let visitor: ApiClient;
let ownerId: number;
let staffId: number;
/** Three of the demo owner's boats, each used by one part of the tests. */
let boats: { main: number; full: number; staff: number };
const db = () => t.server.database.db;

const signedIn = (userId: number): Promise<ApiClient> => signedInClient(t, userId);
const userId = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seaway-listing-pictures-'));
  t = await startTestServer({ env: { DATA_DIR: dataDir } });
  ownerId = await userId('owner@demo.seaway.test');
  staffId = await userId('staff@demo.seaway.test');
  const strangerId = (
    await db()
      .insertInto('users')
      .values({ email: 'other.owner@example.test', first_name: 'Sam', last_name: 'Other', roles: ['tenant', 'owner'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  owner = await signedIn(ownerId);
  staff = await signedIn(staffId);
  stranger = await signedIn(strangerId);
  visitor = new ApiClient(t.url);
  const own = await db().selectFrom('boats').select('id').where('owner_id', '=', ownerId).where('status', '=', 'published').orderBy('id').limit(3).execute();
  const [main, full, forStaff] = own.map((b) => b.id);
  boats = { main: main!, full: full!, staff: forStaff! };
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Uploads are rate limited per user; each test starts with a clean count.
  for (const id of [ownerId, staffId]) await clearHits(db(), 'pictureUpload', String(id));
});

const picturesPath = (boatId: number | string) => `/api/v6/account/listings/${boatId}/pictures`;

const headersOf = async (client: ApiClient, contentType: string): Promise<Record<string, string>> => {
  if (!client.cookie('XSRF-TOKEN')) await client.get('/api/v6/health');
  const xsrf = client.cookie('XSRF-TOKEN') ?? '';
  return {
    'Content-Type': contentType,
    Accept: 'application/json',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': xsrf,
    ...(client.token && { Authorization: `Bearer ${client.token}` }),
  };
};

/** Sends a file as the web app does: the raw bytes with their Content-Type, the session and the anti-forgery header. */
const upload = async <T = ListingPicture>(client: ApiClient, boatId: number | string, bytes: Uint8Array, contentType = 'image/jpeg'): Promise<ApiResponse<T>> => {
  const response = await fetch(`${t.url}${picturesPath(boatId)}?_locale=en`, { method: 'POST', headers: await headersOf(client, contentType), body: new Uint8Array(bytes) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
};

/**
 * A body the server refuses before reading it, on a connection of its own: the server closes a connection whose body
 * it did not read, which must not break the keep-alive connections the other requests share.
 */
const oversized = async (client: ApiClient, method: string, path: string, body: Uint8Array | string, contentType: string): Promise<{ status: number; body: ApiErrorBody }> => {
  const headers = await headersOf(client, contentType);
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(new URL(path, t.url), { method, agent: false, headers: { ...headers, Connection: 'close' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolvePromise({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as ApiErrorBody }));
    });
    // The server may close the connection while the rest of the body is still being sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
};

/** A phone photo: JPEG with the camera's EXIF (GPS included) and an orientation tag. */
const phoneJpeg = async (width: number, height: number, orientation = 1, colour = { r: 20, g: 120, b: 200 }): Promise<Uint8Array> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({
      IFD0: { Make: 'SeawayPhone', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 17/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 22/1 1/1' },
    })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
const smallPng = (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: { r: 240, g: 200, b: 20 } } }).png().toBuffer();

const listOf = async (client: ApiClient, boatId: number) => {
  const r = await client.get<ListingPictureList>(picturesPath(boatId));
  expect(r.status).toBe(200);
  expect(isRight(ListingPictureList.decode(r.body))).toBe(true);
  return r.body.pictures;
};
const fetchMedia = (url: string) => fetch(`${t.url}${url}`);
const storedFiles = (boatId: number): string[] => {
  const folder = join(dataDir, 'pictures', 'boats', String(boatId));
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

describe('uploading a picture', () => {
  it('stores it resized, upright, as WebP without EXIF or GPS, adds it last and serves it for a year', async () => {
    const before = await listOf(owner, boats.main);
    // 3000 × 2000 stored, EXIF orientation 6: shown 2000 × 3000, resized to 1600 × 2400.
    const r = await upload(owner, boats.main, await phoneJpeg(3000, 2000, 6));
    expect(r.status).toBe(201);
    expect(isRight(ListingPicture.decode(r.body))).toBe(true);
    expect(r.body).toMatchObject({ width: 1600, height: 2400, position: before.length + 1 });
    expect(r.body.url).toMatch(new RegExp(`^/media/uploads/boats/${boats.main}/[0-9a-f-]{36}\\.webp$`));
    expect(r.body.thumbnailUrl).toBe(r.body.url.replace(/\.webp$/, '-480.webp'));

    const served = await fetchMedia(r.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 2400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from('SeawayPhone'))).toBe(false);

    const thumbnail = await fetchMedia(r.body.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 720 });

    const after = await listOf(owner, boats.main);
    expect(after.map((p) => p.id)).toEqual([...before.map((p) => p.id), r.body.id]);
    expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i + 1));
    expect(storedFiles(boats.main)).toHaveLength(2);
    const row = await db().selectFrom('boat_pictures').selectAll().where('id', '=', r.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ boat_id: boats.main, url: r.body.url, width: 1600, height: 2400 });
  });

  it('refuses a file over 15 MB (413), one that is not an image whatever its type says (415), too small or damaged (422)', async () => {
    const before = await listOf(owner, boats.main);
    const tooBig = new Uint8Array(PICTURE_RULES.maxBytes + 1);
    tooBig.set(await phoneJpeg(800, 600));
    const big = await oversized(owner, 'POST', picturesPath(boats.main), tooBig, 'image/jpeg');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: 'picture_too_big', details: ['file: listing-pictures.errors.tooBig'] });

    const text = await upload<ApiErrorBody>(owner, boats.main, new Uint8Array(Buffer.from('<html><script>alert(1)</script></html>')), 'image/jpeg');
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ error: 'picture_type_unsupported' });
    const gif = await upload<ApiErrorBody>(owner, boats.main, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } }).gif().toBuffer(), 'image/gif');
    expect(gif.status).toBe(415);
    const empty = await upload<ApiErrorBody>(owner, boats.main, new Uint8Array(), 'image/png');
    expect(empty.status).toBe(415);

    const small = await upload<ApiErrorBody>(owner, boats.main, await smallPng(599, 400), 'image/png');
    expect(small.status).toBe(422);
    expect(small.body).toMatchObject({ error: 'picture_too_small', details: ['file: listing-pictures.errors.tooSmall'] });
    const jpeg = await phoneJpeg(1200, 800);
    const damaged = await upload<ApiErrorBody>(owner, boats.main, jpeg.subarray(0, 600));
    expect(damaged.status).toBe(422);
    expect(damaged.body).toMatchObject({ error: 'picture_unreadable' });

    expect(await listOf(owner, boats.main)).toEqual(before);
  });

  it('accepts PNG sent under any declared type (the content decides), several megabytes too', async () => {
    const r = await upload(owner, boats.main, await smallPng(), 'application/octet-stream');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ width: 800, height: 600 });
    expect((await owner.delete(`${picturesPath(boats.main)}/${r.body.id}`)).status).toBe(204);

    // Noise does not compress: about 3 MB, above the JSON API's 1 MB, below the upload's 15 MB.
    const noise = new Uint8Array(1200 * 900 * 3).map((_, i) => (i * 2654435761) >>> 24);
    const heavy = await sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(heavy.length).toBeGreaterThan(2 * 1024 * 1024);
    const big = await upload(owner, boats.main, heavy, 'image/png');
    expect(big.status).toBe(201);
    expect(big.body).toMatchObject({ width: 1200, height: 900 });
    expect((await owner.delete(`${picturesPath(boats.main)}/${big.body.id}`)).status).toBe(204);
  });

  it('refuses the 21st picture of a listing (409) and keeps no file of it', async () => {
    const existing = await listOf(owner, boats.full);
    // Drawn pictures up to 19, then the 20th uploaded.
    const rows = Array.from({ length: PICTURE_RULES.maxPictures - 1 - existing.length }, (_, i) => ({
      boat_id: boats.full,
      position: existing.length + i + 1,
      url: `/media/boats/${boats.full}/${existing.length + i + 1}.svg`,
    }));
    if (rows.length > 0) await db().insertInto('boat_pictures').values(rows).execute();
    const twentieth = await upload(owner, boats.full, await smallPng());
    expect(twentieth.status).toBe(201);
    expect(twentieth.body.position).toBe(20);
    const files = storedFiles(boats.full);
    expect(files).toHaveLength(2);

    const refused = await upload<ApiErrorBody>(owner, boats.full, await smallPng());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'too_many_pictures' });
    expect(await listOf(owner, boats.full)).toHaveLength(20);
    expect(storedFiles(boats.full)).toEqual(files);
  });

  it('limits uploads per user (429 with Retry-After)', async () => {
    for (let i = 0; i < 60; i++) await recordHit(db(), 'pictureUpload', String(ownerId), TEST_NOW);
    const r = await upload<ApiErrorBody>(owner, boats.main, await smallPng());
    expect(r.status).toBe(429);
    expect(r.body.error).toBe('too_many_requests');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('ordering and deleting pictures', () => {
  it('puts an uploaded picture first: the listing, its product page and its search card show it as the cover', async () => {
    const uploaded = await upload(owner, boats.main, await phoneJpeg(2400, 1600, 1, { r: 200, g: 30, b: 30 }));
    expect(uploaded.status).toBe(201);
    const before = await listOf(owner, boats.main);
    const order = [uploaded.body.id, ...before.map((p) => p.id).filter((id) => id !== uploaded.body.id)];
    const r = await owner.put<ListingPictureList>(`${picturesPath(boats.main)}/order`, { ids: order });
    expect(r.status).toBe(200);
    expect(r.body.pictures.map((p) => p.id)).toEqual(order);
    expect(r.body.pictures.map((p) => p.position)).toEqual(order.map((_, i) => i + 1));
    expect(await listOf(owner, boats.main)).toEqual(r.body.pictures);

    const product = await t.client.get<ProductDetail>(`/api/v6/products/${boats.main}?_locale=en`);
    expect(product.status).toBe(200);
    expect(product.body.pictures[0]).toBe(uploaded.body.url);
    expect(product.body.pictures).toEqual(r.body.pictures.map((p) => p.url));

    const boat = await db().selectFrom('boats').select(['latitude', 'longitude']).where('id', '=', boats.main).executeTakeFirstOrThrow();
    const search = await t.client.get<ProductsResponse>(`/api/v6/products?_locale=en&ownerId=${ownerId}&latitude=${boat.latitude}&longitude=${boat.longitude}&distance=1`);
    expect(search.status).toBe(200);
    const card = search.body.products.find((p) => p.id === boats.main);
    expect(card?.pictures[0]).toBe(uploaded.body.url);

    // And back: the drawn picture that was first is the cover again.
    const back = [...order.slice(1), order[0]!];
    expect((await owner.put<ListingPictureList>(`${picturesPath(boats.main)}/order`, { ids: back })).body.pictures.map((p) => p.id)).toEqual(back);
    expect((await t.client.get<ProductDetail>(`/api/v6/products/${boats.main}?_locale=en`)).body.pictures.at(-1)).toBe(uploaded.body.url);
  });

  it('refuses an order that is not exactly the listing’s pictures, each once (400), and changes nothing', async () => {
    const before = await listOf(owner, boats.main);
    const ids = before.map((p) => p.id);
    const other = (await listOf(owner, boats.full))[0]!.id;
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), other], [...ids.slice(1), ids[1]!], []]) {
      const r = await owner.put<ApiErrorBody>(`${picturesPath(boats.main)}/order`, { ids: wrong });
      expect(r.status, JSON.stringify(wrong)).toBe(400);
      expect(r.body).toMatchObject({ error: 'picture_order_invalid', details: ['ids: listing-pictures.errors.orderInvalid'] });
    }
    for (const bad of [{}, { ids: 'all' }, { ids: [1.5] }, { ids: [-1] }]) {
      expect((await owner.put(`${picturesPath(boats.main)}/order`, bad)).status).toBe(400);
    }
    expect(await listOf(owner, boats.main)).toEqual(before);
  });

  it('deletes a picture and its files; the others close the gap; a drawn picture can be deleted too', async () => {
    const uploaded = await upload(owner, boats.main, await smallPng());
    const before = await listOf(owner, boats.main);
    const filesBefore = storedFiles(boats.main);
    // Move it to the middle so that deleting it renumbers the ones after.
    const ids = before.map((p) => p.id).filter((id) => id !== uploaded.body.id);
    const middle = [...ids.slice(0, 1), uploaded.body.id, ...ids.slice(1)];
    expect((await owner.put(`${picturesPath(boats.main)}/order`, { ids: middle })).status).toBe(200);

    const r = await owner.delete(`${picturesPath(boats.main)}/${uploaded.body.id}`);
    expect(r.status).toBe(204);
    const after = await listOf(owner, boats.main);
    expect(after.map((p) => p.id)).toEqual(ids);
    expect(after.map((p) => p.position)).toEqual(ids.map((_, i) => i + 1));
    expect((await fetchMedia(uploaded.body.url)).status).toBe(404);
    expect((await fetchMedia(uploaded.body.thumbnailUrl)).status).toBe(404);
    expect(storedFiles(boats.main)).toHaveLength(filesBefore.length - 2);

    expect((await owner.delete(`${picturesPath(boats.main)}/${uploaded.body.id}`)).status).toBe(404);
    const drawn = after.find((p) => !p.url.startsWith('/media/uploads/'))!;
    expect(drawn.thumbnailUrl).toBe(drawn.url);
    expect((await owner.delete(`${picturesPath(boats.main)}/${drawn.id}`)).status).toBe(204);
    expect((await listOf(owner, boats.main)).map((p) => p.id)).toEqual(ids.filter((id) => id !== drawn.id));
  });
});

describe('who may change a listing’s pictures', () => {
  it('anyone but the owner and staff gets 404, as for an unknown listing; a visitor 401', async () => {
    const pictures = await listOf(owner, boats.main);
    const first = pictures[0]!.id;
    const png = await smallPng();
    for (const [client, status] of [[stranger, 404], [visitor, 401]] as const) {
      expect((await client.get(picturesPath(boats.main))).status).toBe(status);
      expect((await upload(client, boats.main, png)).status).toBe(status);
      expect((await client.put(`${picturesPath(boats.main)}/order`, { ids: pictures.map((p) => p.id).reverse() })).status).toBe(status);
      expect((await client.delete(`${picturesPath(boats.main)}/${first}`)).status).toBe(status);
    }
    // A picture of another listing is not found through this one.
    const otherPicture = (await listOf(owner, boats.full))[0]!.id;
    expect((await owner.delete(`${picturesPath(boats.main)}/${otherPicture}`)).status).toBe(404);
    for (const id of ['999999999', 'abc', '0', '8.5']) {
      expect((await owner.get(picturesPath(id))).status, id).toBe(404);
    }
    expect(await listOf(owner, boats.main)).toEqual(pictures);
    expect((await stranger.get<ApiErrorBody>(picturesPath(boats.main))).body.error).toBe('listing_not_found');
  });

  it('staff may list, upload, reorder and delete on any listing', async () => {
    const uploaded = await upload(staff, boats.staff, await smallPng());
    expect(uploaded.status).toBe(201);
    const list = await listOf(staff, boats.staff);
    expect(list.at(-1)?.id).toBe(uploaded.body.id);
    const reversed = list.map((p) => p.id).reverse();
    expect((await staff.put<ListingPictureList>(`${picturesPath(boats.staff)}/order`, { ids: reversed })).body.pictures.map((p) => p.id)).toEqual(reversed);
    expect((await staff.delete(`${picturesPath(boats.staff)}/${uploaded.body.id}`)).status).toBe(204);
  });

  it('an upload without the anti-forgery header is refused (403) before anything is read', async () => {
    const response = await fetch(`${t.url}${picturesPath(boats.main)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${owner.token}` },
      body: await smallPng(),
    });
    expect(response.status).toBe(403);
  });
});

describe('body limits and serving', () => {
  it('only the upload has the 15 MB limit: the rest of the API keeps 1 MB', async () => {
    const twoMegabytes = JSON.stringify({ ids: [], padding: 'x'.repeat(2 * 1024 * 1024) });
    const order = await oversized(owner, 'PUT', `${picturesPath(boats.main)}/order`, twoMegabytes, 'application/json');
    expect(order.status).toBe(413);
    expect(order.body.error).toBe('payload_too_large');
    const profile = await oversized(owner, 'PUT', '/api/v6/account/profile', twoMegabytes, 'application/json');
    expect(profile.status).toBe(413);
    expect(profile.body.error).toBe('payload_too_large');
  });

  it('answers 404 for an unknown or malformed key, never a file outside the storage', async () => {
    for (const path of [
      `/media/uploads/boats/${boats.main}/00000000-0000-4000-8000-000000000000.webp`,
      '/media/uploads/..%2f..%2fetc%2fpasswd',
      '/media/uploads/boats/8/%2e%2e/%2e%2e/%2e%2e/etc/passwd.webp',
      '/media/uploads/boats/8/x.svg',
      '/media/uploads/',
    ]) {
      const r = await fetchMedia(path);
      expect(r.status, path).toBe(404);
    }
  });

  it('still draws the demo catalogue’s pictures', async () => {
    const r = await fetchMedia(`/media/boats/${boats.main}/1.svg`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('the web app’s gateway against the real server', () => {
  it('uploads a Blob with its type, reorders and deletes, every answer decoded by the contract', async () => {
    await owner.get('/api/v6/health');
    const xsrf = owner.cookie('XSRF-TOKEN') ?? '';
    // As in the browser: relative URLs (so the anti-forgery header is sent) and the cookie sent by the browser.
    const browserFetch: typeof fetch = (input, init) =>
      fetch(`${t.url}${String(input)}`, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: `XSRF-TOKEN=${xsrf}` } });
    const http = new HttpClient({ baseUrl: '/api/v6', fetch: browserFetch, locale: () => 'fr', cookies: () => `XSRF-TOKEN=${xsrf}`, token: () => owner.token });
    const gateway = new HttpListingPicturesGateway(http);

    const uploaded = await gateway.upload(boats.staff, new Blob([new Uint8Array(await smallPng(900, 600))], { type: 'image/png' }));
    if (uploaded._tag === 'Left') throw new Error(JSON.stringify(uploaded.left));
    expect(uploaded.right).toMatchObject({ width: 900, height: 600 });
    const listed = await gateway.pictures(boats.staff);
    if (listed._tag === 'Left') throw new Error(JSON.stringify(listed.left));
    const order = [uploaded.right.id, ...listed.right.pictures.map((p) => p.id).filter((id) => id !== uploaded.right.id)];
    const reordered = await gateway.reorder(boats.staff, order);
    expect(reordered._tag === 'Right' && reordered.right.pictures.map((p) => p.id)).toEqual(order);
    expect(await gateway.remove(boats.staff, uploaded.right.id)).toEqual({ _tag: 'Right', right: null });

    const refused = await gateway.upload(boats.staff, new Blob([new Uint8Array(await smallPng(500, 300))], { type: 'image/png' }));
    expect(refused._tag === 'Left' && refused.left).toMatchObject({ kind: 'http', status: 422, body: { error: 'picture_too_small' } });
    const stranger = await gateway.pictures(999_999);
    expect(stranger._tag === 'Left' && stranger.left).toMatchObject({ kind: 'http', status: 404 });
  });
});
