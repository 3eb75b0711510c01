import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import { sql } from 'kysely';
import sharp from 'sharp';
import { EcontractOverview, EcontractView, type EcontractData } from '../../src/contract/econtract';
import { TEST_CARDS, type PaymentStart } from '../../src/contract/checkout';
import type { ApiErrorBody } from '../../src/contract/common';
import { createSession } from '../../server/auth/sessions';
import { codeInText } from '../../server/sms/validation-code-text';
import { decideDamageClaim, listDamageClaims, loadDamageClaim } from '../../server/econtract/damage-claims';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/**
 * The electronic contract at the harbour (issue [6]) through the real server: the owner fills in the check-in on
 * their phone (draft saved, photo uploaded), both parties confirm (the tenant with their password, or with an SMS
 * code at check-out), the signed contract keeps its hash and never changes; the check-out shows what changed and
 * opens a damage claim. Strangers get 404, visitors 401, staff read only.
 */

let t: TestServer;
let dataDir: string;
let owner: ApiClient;
let tenant: ApiClient;
let stranger: ApiClient;
let staff: ApiClient;
let visitor: ApiClient;
const db = () => t.server.database.db;

const TENANT_EMAIL = 'tenant@demo.seaway.test';
const TENANT_PASSWORD = 'Tenant-2026!';
const OWNER_EMAIL = 'owner@demo.seaway.test';
/** TEST_NOW is 2026-06-01: a trip starting tomorrow can be checked in today. */
const SOON = { startDate: '2026-06-02', endDate: '2026-06-04' };
const LATER = { startDate: '2026-06-20', endDate: '2026-06-22' };

interface Boat {
  readonly id: number;
  readonly ownerId: number;
  readonly deposit: number;
  readonly equipment: number[];
}

let boats: Boat[] = [];
const takeBoat = (): Boat => {
  const boat = boats.shift();
  if (!boat) throw new Error('no free instant boat left in the demo data');
  return boat;
};

const userId = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const signedIn = async (id: number): Promise<ApiClient> => {
  const client = new ApiClient(t.url);
  client.token = await createSession(db(), id, TEST_NOW);
  return client;
};

/** An instant boat booked and paid by the demo tenant: its booking id. */
const paidBooking = async (boat: Boat, dates: { startDate: string; endDate: string }): Promise<number> => {
  const requested = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, dates);
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${requested.body.hash}/payment`);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const paid = await tenant.post<{ status: string }>('/api/v6/payments/local/confirm', { clientSecret: start.body.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
  expect(paid.body).toEqual({ status: 'succeeded' });
  const row = await db().selectFrom('booking_requests').select(['id', 'status']).where('hash', '=', requested.body.hash).executeTakeFirstOrThrow();
  expect(row.status).toBe('paid');
  return row.id;
};

/** A photo as a phone takes it: a JPEG with the camera's EXIF and GPS position. */
const phonePhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .withExif({ IFD0: { Make: 'SeawayPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 17/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 22/1 1/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();

const uploadPhoto = (client: ApiClient, path: string, bytes: Buffer | string, contentType = 'image/jpeg') =>
  client.request<{ id: number; url: string } & ApiErrorBody>('POST', `${path}/photos`, {
    rawBody: bytes as unknown as string,
    headers: { 'Content-Type': contentType },
  });

const contractPath = (bookingId: number, direction: 'in' | 'out') => `/api/v6/bookings/${bookingId}/econtract/${direction}`;

const complete = (boat: Boat, overrides: Partial<EcontractData> = {}): EcontractData => ({
  fullName: 'Tessa  Marin ',
  licenceNumber: 'FR-2026-0042',
  fuelPercent: 100,
  engineHours: 1234.5,
  equipment: boat.equipment.map((id) => ({ id, state: 'present' as const })),
  damages: [],
  depositMethod: 'card',
  claimAmount: 0,
  ...overrides,
});

const decodes = (value: unknown): boolean => isRight(EcontractView.decode(value));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seaway-econtract-'));
  t = await startTestServer({ env: { DATA_DIR: dataDir } });
  const ownerId = await userId(OWNER_EMAIL);
  owner = await signedIn(ownerId);
  tenant = await signedIn(await userId(TENANT_EMAIL));
  staff = await signedIn(await userId('staff@demo.seaway.test'));
  const strangerId = (
    await db()
      .insertInto('users')
      .values({ email: 'stranger@example.test', first_name: 'Sam', last_name: 'Stranger', roles: ['tenant', 'owner'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  stranger = await signedIn(strangerId);
  visitor = new ApiClient(t.url);
  // The demo owner's instant boats with a deposit and equipment, free around both trips.
  const { rows } = await sql<{ id: number; owner_id: number; deposit: number; equipment: number[] }>`
    select b.id, b.owner_id, b.deposit, array(select e.equipment_id from boat_equipment e where e.boat_id = b.id order by 1) as equipment
    from boats b
    where b.owner_id = ${ownerId}::int and b.instant_booking and b.status = 'published' and b.deposit > 0
      and exists (select 1 from boat_equipment e where e.boat_id = b.id)
      and not exists (select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= '2026-06-25'::date and u.end_date >= '2026-06-01'::date)
    order by b.id limit 10`.execute(db());
  boats = rows.map((r) => ({ id: r.id, ownerId: r.owner_id, deposit: r.deposit, equipment: r.equipment.map(Number) }));
});

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('check-in and check-out at the harbour', () => {
  let boat: Boat;
  let bookingId: number;
  let inPath: string;
  let outPath: string;
  let photoId: number;
  let checkInHash: string;

  beforeAll(async () => {
    boat = takeBoat();
    bookingId = await paidBooking(boat, SOON);
    inPath = contractPath(bookingId, 'in');
    outPath = contractPath(bookingId, 'out');
  });

  it('shows both parties where things stand: check-in open, check-out waiting for it', async () => {
    const overview = await owner.get<EcontractOverview>(`/api/v6/bookings/${bookingId}/econtract`);
    expect(overview.status).toBe(200);
    expect(isRight(EcontractOverview.decode(overview.body))).toBe(true);
    expect(overview.body).toEqual({
      bookingId,
      myRole: 'owner',
      in: { status: 'none', availability: { open: true, reason: null } },
      out: { status: 'none', availability: { open: false, reason: 'checkInNotSigned' } },
    });
    expect((await tenant.get<EcontractOverview>(`/api/v6/bookings/${bookingId}/econtract`)).body.myRole).toBe('tenant');
  });

  it('gives the form what it needs before anything is saved', async () => {
    const view = await owner.get<EcontractView>(inPath);
    expect(view.status).toBe(200);
    expect(decodes(view.body)).toBe(true);
    expect(view.body).toMatchObject({
      bookingId,
      reference: `SW-${String(bookingId).padStart(6, '0')}`,
      direction: 'in',
      myRole: 'owner',
      startDate: SOON.startDate,
      endDate: SOON.endDate,
      equipmentIds: boat.equipment,
      deposit: boat.deposit,
      availability: { open: true, reason: null },
      contract: null,
      checkIn: null,
      claim: null,
      tenant: { name: 'Tessa Marin', hasPassword: true, phoneHint: '+33 ••••••• 78' },
    });
  });

  it('refuses a check-out before the check-in is signed', async () => {
    const refused = await owner.put<ApiErrorBody>(outPath, { data: complete(boat) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'econtract_not_open', details: ['checkInNotSigned'] });
    expect((await uploadPhoto(owner, outPath, await phonePhoto())).status).toBe(409);
  });

  it('keeps nobody else out: a visitor signs in first (401), a stranger finds nothing (404)', async () => {
    for (const path of [inPath, `/api/v6/bookings/${bookingId}/econtract`]) {
      expect((await visitor.get(path)).status).toBe(401);
      expect((await stranger.get(path)).status).toBe(404);
    }
    expect((await visitor.put(inPath, { data: complete(boat) })).status).toBe(401);
    expect((await stranger.put(inPath, { data: complete(boat) })).status).toBe(404);
    expect((await stranger.post(`${inPath}/confirm`, { party: 'owner' })).status).toBe(404);
    expect((await stranger.post(`${inPath}/confirm/code`, { party: 'tenant' })).status).toBe(404);
    expect((await uploadPhoto(stranger, inPath, await phonePhoto())).status).toBe(404);
    expect((await stranger.get('/api/v6/bookings/999999999/econtract/in')).status).toBe(404);
  });

  it('lets staff read a contract but not write one', async () => {
    const read = await staff.get<EcontractView>(inPath);
    expect(read.status).toBe(200);
    expect(read.body.myRole).toBe('staff');
    expect((await staff.put(inPath, { data: complete(boat) })).status).toBe(403);
  });

  it('stores a damage photo upright, resized and without its EXIF, readable through its signed URL only', async () => {
    const uploaded = await uploadPhoto(owner, inPath, await phonePhoto());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    photoId = uploaded.body.id;
    const file = await fetch(`${t.url}${uploaded.body.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SeawayPhone'))).toBe(false);
    const stored = await db().selectFrom('econtract_photos').selectAll().where('id', '=', photoId).executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    // Without its signature, or with another photo's, nothing is served.
    expect((await fetch(`${t.url}/api/v6/econtract/photos/${photoId}`)).status).toBe(404);
    expect((await fetch(`${t.url}${uploaded.body.url.replace(`/photos/${photoId}?`, `/photos/${photoId + 1}?`)}`)).status).toBe(404);
  });

  it('refuses what is not a photo, and a photo above 10 MB', async () => {
    const text = await uploadPhoto(owner, inPath, 'just some text', 'image/jpeg');
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('photo_type_unsupported');
    const huge = await uploadPhoto(owner, inPath, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.status).toBe(413);
  });

  it('accepts a phone photo of several MB (above the JSON API’s 1 MB limit)', async () => {
    const width = 2000;
    const height = 1500;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const uploaded = await uploadPhoto(owner, inPath, big);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  });

  it('saves the owner’s draft, idempotently; bad values and unknown photos are refused with their fields', async () => {
    const draft = complete(boat, { fuelPercent: null, damages: [{ id: 'd1', zone: 'hull', note: 'Scratch on the port bow', photoIds: [photoId] }] });
    const first = await owner.put<EcontractView>(inPath, { data: draft });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(decodes(first.body)).toBe(true);
    expect(first.body.contract).toMatchObject({ status: 'draft', owner: null, tenant: null, signedAt: null });
    expect(first.body.contract!.data.fullName).toBe('Tessa Marin');
    expect(first.body.contract!.photos.map((p) => p.id)).toContain(photoId);
    const again = await owner.put<EcontractView>(inPath, { data: draft });
    expect(again.body.contract!.contentHash).toBe(first.body.contract!.contentHash);

    const bad = await owner.put<ApiErrorBody>(inPath, { data: { ...draft, fuelPercent: 150 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'econtract_invalid', details: ['fuelPercent: econtract.errors.fuelRange'] });
    const foreign = await owner.put<ApiErrorBody>(inPath, { data: { ...draft, damages: [{ id: 'd1', zone: 'hull', note: 'x', photoIds: [photoId + 1000] }] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual(['photoIds: econtract.errors.unknownPhoto']);
    const shape = await owner.put<ApiErrorBody>(inPath, { data: { ...draft, depositMethod: 'cheque' } });
    expect(shape.status).toBe(400);
    // The tenant may fill it in too (one phone, either party's session).
    expect((await tenant.put(inPath, { data: draft })).status).toBe(200);
  });

  it('refuses to sign an incomplete contract (422 with what is missing)', async () => {
    const refused = await owner.post<ApiErrorBody>(`${inPath}/confirm`, { party: 'owner' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'econtract_incomplete', details: ['fuelPercent: econtract.errors.fuelRequired'] });
  });

  it('is signed once the owner (signed in) and the tenant (with their password) confirmed the content they saw', async () => {
    const saved = await owner.put<EcontractView>(inPath, { data: complete(boat, { damages: [{ id: 'd1', zone: 'hull', note: 'Scratch on the port bow', photoIds: [photoId] }] }) });
    const shown = saved.body.contract!.contentHash;
    expect((await owner.post<ApiErrorBody>(`${inPath}/confirm`, { party: 'owner', contentHash: 'f'.repeat(64) })).body.error).toBe('econtract_changed');

    const byOwner = await owner.post<EcontractView>(`${inPath}/confirm`, { party: 'owner', contentHash: shown });
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(200);
    expect(byOwner.body.contract).toMatchObject({ status: 'draft', owner: { method: 'session' }, tenant: null });

    expect((await owner.post<ApiErrorBody>(`${inPath}/confirm`, { party: 'tenant' })).body.error).toBe('secret_required');
    const wrong = await owner.post<ApiErrorBody>(`${inPath}/confirm`, { party: 'tenant', password: 'not-the-password', contentHash: shown });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('wrong_password');

    const byTenant = await owner.post<EcontractView>(`${inPath}/confirm`, { party: 'tenant', password: TENANT_PASSWORD, contentHash: shown });
    expect(byTenant.status, JSON.stringify(byTenant.body)).toBe(200);
    const contract = byTenant.body.contract!;
    expect(contract).toMatchObject({ status: 'signed', contentHash: shown, owner: { method: 'session' }, tenant: { method: 'password' }, signedAt: TEST_NOW.toISOString() });
    checkInHash = contract.contentHash;

    // The recorded hash is the SHA-256 of the canonical text kept with it.
    const row = await db().selectFrom('econtracts').selectAll().where('booking_request_id', '=', bookingId).where('direction', '=', 'in').executeTakeFirstOrThrow();
    expect(row.signed_content).toMatch(/^seaway-econtract\/1\n\{/);
    expect(sha256(row.signed_content!)).toBe(checkInHash);
    expect(row.signed_content).toContain('"fullName":"Tessa Marin"');
    expect(row.signed_content).toContain(`"sha256":"${(await db().selectFrom('econtract_photos').select('sha256').where('id', '=', photoId).executeTakeFirstOrThrow()).sha256}"`);

    // Both parties got the signed record, with its hash.
    const emails = await db().selectFrom('email_outbox').select(['recipient', 'text']).execute();
    const withHash = emails.filter((e) => e.text.includes(checkInHash));
    expect(withHash.map((e) => e.recipient).sort()).toEqual([OWNER_EMAIL, TENANT_EMAIL]);
  });

  it('never changes once signed: the API answers 409 and the database refuses it too', async () => {
    const put = await owner.put<ApiErrorBody>(inPath, { data: complete(boat, { fuelPercent: 13 }) });
    expect(put.status).toBe(409);
    expect(put.body.error).toBe('econtract_signed');
    expect((await owner.post<ApiErrorBody>(`${inPath}/confirm`, { party: 'owner' })).status).toBe(409);
    expect((await uploadPhoto(owner, inPath, await phonePhoto())).status).toBe(409);
    expect((await owner.post(`${inPath}/confirm/code`, { party: 'tenant' })).status).toBe(409);

    const contractId = (await db().selectFrom('econtracts').select('id').where('booking_request_id', '=', bookingId).where('direction', '=', 'in').executeTakeFirstOrThrow()).id;
    await expect(sql`update econtracts set data = '{}'::jsonb where id = ${contractId}::int`.execute(db())).rejects.toThrow(/signed/);
    await expect(sql`delete from econtracts where id = ${contractId}::int`.execute(db())).rejects.toThrow(/signed/);
    await expect(sql`delete from econtract_photos where id = ${photoId}::int`.execute(db())).rejects.toThrow(/signed/);
    await expect(
      sql`insert into econtract_photos (econtract_id, storage_key, sha256, width, height, byte_size) values (${contractId}::int, 'econtracts/x/y.jpg', ${'0'.repeat(64)}, 1, 1, 1)`.execute(db()),
    ).rejects.toThrow(/signed/);
    const view = await tenant.get<EcontractView>(inPath);
    expect(view.body.contract?.contentHash).toBe(checkInHash);
    expect(view.body.contract?.data.fuelPercent).toBe(100);
  });

  it('opens the check-out with the signed check-in to compare with', async () => {
    const view = await owner.get<EcontractView>(outPath);
    expect(view.body).toMatchObject({ direction: 'out', availability: { open: true, reason: null }, contract: null, checkIn: { contentHash: checkInHash } });
    expect(view.body.checkIn!.data.damages).toHaveLength(1);
    expect(view.body.checkIn!.photos.map((p) => p.id)).toContain(photoId);
    const overview = await owner.get<EcontractOverview>(`/api/v6/bookings/${bookingId}/econtract`);
    expect(overview.body.in.status).toBe('signed');
    expect(overview.body.out.availability.open).toBe(true);
  });

  it('refuses a claim above the deposit, or engine hours below the check-in’s at signing', async () => {
    const above = await owner.put<ApiErrorBody>(outPath, { data: complete(boat, { claimAmount: boat.deposit + 1 }) });
    expect(above.status).toBe(400);
    expect(above.body.details).toEqual(['claimAmount: econtract.errors.claimAboveDeposit']);
    expect((await owner.put(outPath, { data: complete(boat, { engineHours: 1000 }) })).status).toBe(200);
    const refused = await owner.post<ApiErrorBody>(`${outPath}/confirm`, { party: 'owner' });
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual(['engineHours: econtract.errors.hoursBelowCheckIn']);
  });

  it('signs the check-out with the tenant’s SMS code and opens a damage claim for staff', async () => {
    const photo = await uploadPhoto(owner, outPath, await phonePhoto());
    expect(photo.status).toBe(201);
    const claimAmount = Math.min(30_000, boat.deposit);
    const saved = await owner.put<EcontractView>(outPath, {
      data: complete(boat, { fuelPercent: 38, engineHours: 1241.2, damages: [{ id: 'd2', zone: 'deck', note: 'Cracked cleat', photoIds: [photo.body.id] }], claimAmount }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shown = saved.body.contract!.contentHash;
    expect((await owner.post(`${outPath}/confirm`, { party: 'owner', contentHash: shown })).status).toBe(200);

    // The code goes to the tenant's phone; signed in as the owner, asking a code for oneself is pointless.
    expect((await owner.post<ApiErrorBody>(`${outPath}/confirm/code`, { party: 'owner' })).body.error).toBe('code_not_needed');
    const sent = await owner.post<{ sentTo: string }>(`${outPath}/confirm/code`, { party: 'tenant' });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ sentTo: '+33 ••••••• 78' });
    const sms = await db().selectFrom('sms_outbox').select(['phone', 'text']).where('phone', '=', '+33612345678').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sms.text).toContain(`SW-${String(bookingId).padStart(6, '0')}`);
    const code = codeInText(sms.text)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await owner.post<ApiErrorBody>(`${outPath}/confirm`, { party: 'tenant', code: wrongCode })).body.error).toBe('code_invalid');

    const signed = await owner.post<EcontractView>(`${outPath}/confirm`, { party: 'tenant', code, contentHash: shown });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.contract).toMatchObject({ status: 'signed', owner: { method: 'session' }, tenant: { method: 'sms' } });
    expect(signed.body.claim).toMatchObject({ amount: claimAmount, status: 'open' });
    const row = await db().selectFrom('econtracts').select(['signed_content', 'content_hash']).where('booking_request_id', '=', bookingId).where('direction', '=', 'out').executeTakeFirstOrThrow();
    expect(row.signed_content).toContain(`"checkInHash":"${checkInHash}"`);
    expect(sha256(row.signed_content!)).toBe(row.content_hash);

    // Staff find the claim in the back office's queries, and decide it once.
    const open = await listDamageClaims(db(), { status: 'open' });
    const claim = open.find((c) => c.bookingId === bookingId)!;
    expect(claim).toMatchObject({ amount: claimAmount, deposit: boat.deposit, status: 'open', boat: { id: boat.id } });
    const detail = await loadDamageClaim(db(), claim.id);
    expect(detail?.damages.map((d) => d.note)).toEqual(['Cracked cleat']);
    expect(detail?.checkInHash).toBe(checkInHash);
    const staffId = await userId('staff@demo.seaway.test');
    const decided = await decideDamageClaim(db(), { claimId: claim.id, staffId, amount: claimAmount - 100, note: 'Repair invoice checked', now: TEST_NOW });
    expect(decided.kind).toBe('decided');
    expect((await decideDamageClaim(db(), { claimId: claim.id, staffId, amount: 0, note: '', now: TEST_NOW })).kind).toBe('already_decided');

    // The tenant is told about the claim.
    const claimEmails = (await db().selectFrom('email_outbox').select(['recipient', 'subject']).where('recipient', '=', TENANT_EMAIL).execute()).filter((e) =>
      e.subject.includes(`SW-${String(bookingId).padStart(6, '0')}`),
    );
    expect(claimEmails.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the contract’s window', () => {
  it('opens the check-in only from the day before the start', async () => {
    const boat = takeBoat();
    const bookingId = await paidBooking(boat, LATER);
    const path = contractPath(bookingId, 'in');
    const view = await owner.get<EcontractView>(path);
    expect(view.body.availability).toEqual({ open: false, reason: 'tooEarly' });
    const refused = await owner.put<ApiErrorBody>(path, { data: complete(boat) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'econtract_not_open', details: ['tooEarly'] });
  });

  it('lets the signed-in tenant confirm as themselves and the owner with their password', async () => {
    const boat = takeBoat();
    const bookingId = await paidBooking(boat, SOON);
    const path = contractPath(bookingId, 'in');
    const saved = await tenant.put<EcontractView>(path, { data: complete(boat) });
    expect(saved.status).toBe(200);
    expect((await tenant.post<EcontractView>(`${path}/confirm`, { party: 'tenant' })).body.contract?.tenant?.method).toBe('session');
    const signed = await tenant.post<EcontractView>(`${path}/confirm`, { party: 'owner', password: 'Owner-2026!' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.contract).toMatchObject({ status: 'signed', owner: { method: 'password' } });
  });

  it('drops the confirmations when the content changes before the second party confirmed', async () => {
    const boat = takeBoat();
    const bookingId = await paidBooking(boat, SOON);
    const path = contractPath(bookingId, 'in');
    await owner.put(path, { data: complete(boat) });
    expect((await owner.post<EcontractView>(`${path}/confirm`, { party: 'owner' })).body.contract?.owner).not.toBeNull();
    const changed = await owner.put<EcontractView>(path, { data: complete(boat, { fuelPercent: 88 }) });
    expect(changed.body.contract).toMatchObject({ status: 'draft', owner: null, tenant: null });
  });
});
