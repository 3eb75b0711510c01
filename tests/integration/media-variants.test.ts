import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ListingPicture } from '../../src/contract/listing-pictures';
import { PICTURE_WIDTHS } from '../../src/domain/media/picture-widths';
import { signedInClient, startTestServer, type ApiClient, type TestServer } from './harness';

/**
 * Uploaded pictures at several widths (issue [8], `srcset`): `/media/uploads/{key}?w=` one of PICTURE_WIDTHS serves
 * a WebP copy made once with sharp and kept beside the original; any other width is 400; copies are never larger
 * than the original and go with it when the picture is deleted. Drawn demo pictures are SVG and need none.
 */

let t: TestServer;
let dataDir: string;
let owner: ApiClient;
let boatId: number;
const db = () => t.server.database.db;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seaway-media-variants-'));
  t = await startTestServer({ env: { DATA_DIR: dataDir } });
  const ownerId = (await db().selectFrom('users').select('id').where('email', '=', 'owner@demo.seaway.test').executeTakeFirstOrThrow()).id;
  owner = await signedInClient(t, ownerId);
  boatId = (await db().selectFrom('boats').select('id').where('owner_id', '=', ownerId).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const picturesPath = `/api/v6/account/listings`;

const upload = async (width: number, height: number): Promise<ListingPicture> => {
  if (!owner.cookie('XSRF-TOKEN')) await owner.get('/api/v6/health');
  const xsrf = owner.cookie('XSRF-TOKEN') ?? '';
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 190 } } }).jpeg().toBuffer();
  const response = await fetch(`${t.url}${picturesPath}/${boatId}/pictures`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', Accept: 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf, ...(owner.token && { Authorization: `Bearer ${owner.token}` }) },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ListingPicture;
};

const fetchPicture = async (path: string) => {
  const response = await fetch(`${t.url}${path}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
};
const widthOf = async (bytes: Uint8Array) => (await sharp(bytes).metadata()).width;
/** The folder of the boat's stored files under DATA_DIR. */
const storedFiles = () => {
  const folder = join(dataDir, 'pictures', 'boats', String(boatId));
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

describe('uploaded pictures at several widths', () => {
  let picture: ListingPicture;
  beforeAll(async () => {
    picture = await upload(2000, 1200);
  });

  it('serves a WebP copy at each allowed width, made once and kept beside the original', async () => {
    const uuid = picture.url.slice(picture.url.lastIndexOf('/') + 1, -'.webp'.length);
    expect(storedFiles()).toEqual([`${uuid}-480.webp`, `${uuid}.webp`]);
    for (const width of PICTURE_WIDTHS) {
      const r = await fetchPicture(`${picture.url}?w=${width}`);
      expect(r.status, `w=${width}`).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/webp');
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await widthOf(r.bytes)).toBe(width);
      expect((await sharp(r.bytes).metadata()).format).toBe('webp');
    }
    // One file per width; the largest is the original itself, 480 the card copy made at upload.
    expect(storedFiles()).toEqual([...[1280, 320, 480, 640, 960].map((w) => `${uuid}-${w}.webp`), `${uuid}.webp`].sort());
    const original = await fetchPicture(picture.url);
    expect((await fetchPicture(`${picture.url}?w=1600`)).bytes).toEqual(original.bytes);
    expect((await fetchPicture(`${picture.url}?w=480`)).bytes).toEqual((await fetchPicture(picture.thumbnailUrl)).bytes);
    // Read back from the storage: the same bytes again.
    expect((await fetchPicture(`${picture.url}?w=640`)).bytes).toEqual((await fetchPicture(`${picture.url}?w=640`)).bytes);
  });

  it('answers many asking for the same missing copy at once with one and the same file', async () => {
    const fresh = await upload(1400, 900);
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchPicture(`${fresh.url}?w=960`)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    for (const answer of answers) expect(answer.bytes).toEqual(answers[0]!.bytes);
    expect(await widthOf(answers[0]!.bytes)).toBe(960);
  });

  it('never enlarges a picture smaller than the width asked', async () => {
    const small = await upload(800, 600);
    const r = await fetchPicture(`${small.url}?w=1280`);
    expect(r.status).toBe(200);
    expect(await widthOf(r.bytes)).toBe(800);
  });

  it('refuses any other width with 400, and a width on a copy or a missing file as it should', async () => {
    for (const w of ['500', '0', '0640', '640px', '+640', '-320', '1e3', '', 'abc', '99999']) {
      const r = await fetch(`${t.url}${picture.url}?w=${encodeURIComponent(w)}`);
      expect(r.status, `w=${w}`).toBe(400);
      expect(await r.json()).toMatchObject({ error: 'picture_width_unsupported' });
    }
    // A copy is not resized again (that would store copies of copies).
    expect((await fetch(`${t.url}${picture.thumbnailUrl}?w=320`)).status).toBe(400);
    // No such picture: 404 with or without a width, and nothing is written.
    const before = storedFiles();
    const missing = `/media/uploads/boats/${boatId}/00000000-0000-4000-8000-000000000000.webp`;
    expect((await fetch(`${t.url}${missing}?w=640`)).status).toBe(404);
    expect((await fetch(`${t.url}${missing}`)).status).toBe(404);
    expect(storedFiles()).toEqual(before);
    // The drawn demo pictures: one file for every size (the width is not read there), as drawn (SVG) or as WebP.
    const drawn = await fetch(`${t.url}/media/boats/${boatId}/1.svg`);
    expect(drawn.headers.get('content-type')).toBe('image/svg+xml');
    const raster = await fetch(`${t.url}/media/boats/${boatId}/1.webp?w=640`);
    expect(raster.status).toBe(200);
    expect(raster.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await raster.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    expect((await fetch(`${t.url}/media/boats/999999999/1.webp`)).status).toBe(404);
  });

  it('deletes every copy with the picture', async () => {
    const doomed = await upload(1200, 800);
    const uuid = doomed.url.slice(doomed.url.lastIndexOf('/') + 1, -'.webp'.length);
    for (const width of [320, 640, 960]) expect((await fetchPicture(`${doomed.url}?w=${width}`)).status).toBe(200);
    expect(storedFiles().filter((f) => f.startsWith(uuid))).toHaveLength(5);
    expect((await owner.delete(`${picturesPath}/${boatId}/pictures/${doomed.id}`)).status).toBe(204);
    expect(storedFiles().filter((f) => f.startsWith(uuid))).toEqual([]);
    expect((await fetch(`${t.url}${doomed.url}?w=640`)).status).toBe(404);
  });
});
