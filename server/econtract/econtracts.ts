import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { isLeft } from 'fp-ts/lib/Either';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { EcontractData as EcontractDataCodec, type EcontractOverview, type EcontractPartyInfo, type EcontractPhoto, type EcontractView } from '../../src/contract/econtract';
import { canonicalContent } from '../../src/domain/econtract/canonical';
import { emptyData, normaliseData, photoIdsOf, type Direction, type EcontractData, type EcontractFacts, type Party } from '../../src/domain/econtract/econtract';
import { econtractAvailability, econtractTransition, type EcontractAvailability, type EcontractClosedReason, type EcontractState } from '../../src/domain/econtract/lifecycle';
import { draftProblems, problemDetails, signingProblems } from '../../src/domain/econtract/validation';
import { isoDateFromEpochMs } from '../../src/domain/search/iso-date';
import type { EmailSender } from '../auth/email-sender';
import { verifyPassword } from '../auth/password';
import { checkLimit, recordHit } from '../auth/rate-limit';
import type { Database, EcontractsTable } from '../db/schema';
import type { PictureStorage } from '../media/picture-storage';
import { newStorageKey } from '../media/picture-storage';
import { SmsDeliveryError, type SmsSender } from '../sms/sms-sender';
import { openDamageClaim } from './damage-claims';
import { signedEmails, smsCodeText } from './econtract-emails';
import type { EcontractBooking } from './econtract-access';
import { processPhoto } from './photo-processing';
import { signedPhotoUrl } from './photo-urls';

export interface EcontractDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** Keys the SMS code hashes and the photo URLs (server/auth/server-secret). */
  readonly secret: () => Promise<string>;
  readonly storage: PictureStorage;
  readonly sms: SmsSender;
  readonly email: EmailSender;
  readonly publicUrl: string;
  /** Six digits; injectable for tests. */
  readonly randomCode?: () => string;
  readonly log?: (message: string) => void;
}

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<EcontractsTable>;

/** A code lives 10 minutes and allows 5 attempts, like the registration's (guide section 7). */
export const CONTRACT_CODE_TTL_MS = 10 * 60 * 1000;
export const CONTRACT_CODE_ATTEMPTS = 5;
/** Photos of one contract, all damages together (30 damages × 6 photos, and some retakes). */
export const MAX_PHOTOS_PER_CONTRACT = 200;

/** Why a contract cannot be written or confirmed, as the routes answer it. */
export type Refusal =
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'signed' }
  | { readonly kind: 'closed'; readonly reason: EcontractClosedReason };

const sha256Hex = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');

const loadRow = (db: Db, bookingId: number, direction: Direction): Promise<Row | undefined> =>
  db.selectFrom('econtracts').selectAll().where('booking_request_id', '=', bookingId).where('direction', '=', direction).executeTakeFirst();

const lockRow = (trx: Transaction<Database>, id: number): Promise<Row> => trx.selectFrom('econtracts').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();

/** The stored data, decoded like any input (it was validated when saved; a decode failure is a bug, not a 400). */
const dataOf = (row: Row): EcontractDataCodec => {
  const decoded = EcontractDataCodec.decode(row.data);
  if (isLeft(decoded)) throw new Error(`econtract ${row.id}: stored data does not decode`);
  return decoded.right;
};

const stateOf = (row: Row): EcontractState => ({
  status: row.status,
  contentHash: row.content_hash,
  owner: row.owner_confirmed_at && row.owner_confirmed_by && row.owner_confirmed_hash
    ? { method: row.owner_confirmed_by, at: new Date(row.owner_confirmed_at).toISOString(), contentHash: row.owner_confirmed_hash }
    : null,
  tenant: row.tenant_confirmed_at && row.tenant_confirmed_by && row.tenant_confirmed_hash
    ? { method: row.tenant_confirmed_by, at: new Date(row.tenant_confirmed_at).toISOString(), contentHash: row.tenant_confirmed_hash }
    : null,
  signedAt: row.signed_at ? new Date(row.signed_at).toISOString() : null,
});

/** The row's columns of a lifecycle state (the confirmations and the signature). */
const stateColumns = (state: EcontractState) => ({
  status: state.status,
  content_hash: state.contentHash ?? '',
  owner_confirmed_at: state.owner?.at ?? null,
  owner_confirmed_by: state.owner?.method ?? null,
  owner_confirmed_hash: state.owner?.contentHash ?? null,
  tenant_confirmed_at: state.tenant?.at ?? null,
  tenant_confirmed_by: state.tenant?.method ?? null,
  tenant_confirmed_hash: state.tenant?.contentHash ?? null,
  signed_at: state.signedAt,
});

interface Context {
  readonly row: Row | undefined;
  /** At check-out: the check-in's row (signed or not). */
  readonly checkIn: Row | undefined;
  readonly facts: EcontractFacts;
  readonly availability: EcontractAvailability;
}

/**
 * What a direction's contract is checked against: fixed in its row once saved; before that, for a check-out the
 * signed check-in's, for a check-in the listing's today.
 */
const contextOf = async (db: Db, booking: EcontractBooking, direction: Direction, today: string): Promise<Context> => {
  const row = await loadRow(db, booking.id, direction);
  const checkIn = direction === 'out' ? await loadRow(db, booking.id, 'in') : undefined;
  const signedCheckIn = checkIn?.status === 'signed' ? checkIn : undefined;
  const fixed = row ?? signedCheckIn;
  const facts: EcontractFacts = {
    direction,
    licenceRequired: fixed ? fixed.licence_required : booking.licenceRequired,
    equipmentIds: fixed ? fixed.equipment_ids.map(Number) : booking.equipmentIds,
    deposit: fixed ? fixed.deposit : booking.boat.deposit,
    checkIn: signedCheckIn ? dataOf(signedCheckIn) : null,
  };
  const availability = econtractAvailability({
    direction,
    productKind: 'boat',
    bookingStatus: booking.status,
    startDate: booking.startDate,
    endDate: booking.endDate,
    today,
    checkInSigned: signedCheckIn !== undefined,
  });
  return { row, checkIn, facts, availability };
};

const todayOf = (deps: Pick<EcontractDeps, 'now'>): string => isoDateFromEpochMs(deps.now().getTime());

interface PartyRow {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string | null;
  readonly phone: string | null;
}

const loadParty = async (db: Db, userId: number): Promise<PartyRow> => {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'password_hash', 'phone_number', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const erased = user.deleted_at !== null;
  return {
    id: user.id,
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
    passwordHash: erased ? null : user.password_hash,
    phone: erased ? null : user.phone_number,
  };
};

/** `+33 ••••••• 78`: enough for the party to recognise their phone, not enough to read the number off the screen. */
export const maskPhone = (e164: string): string => `${e164.slice(0, 3)} ${'•'.repeat(Math.max(1, e164.length - 5))} ${e164.slice(-2)}`;

const partyInfo = (party: PartyRow): EcontractPartyInfo => ({ name: party.name, hasPassword: party.passwordHash !== null, phoneHint: party.phone ? maskPhone(party.phone) : null });

/** The canonical text of a contract's content: its data, the photos' hashes, the check-in it follows. */
const canonicalOf = async (db: Db, booking: EcontractBooking, direction: Direction, facts: EcontractFacts, data: EcontractData, contractId: number | undefined, checkInHash: string | null) => {
  const photos = contractId === undefined ? [] : await db.selectFrom('econtract_photos').select(['id', 'sha256']).where('econtract_id', '=', contractId).execute();
  const owner = await loadParty(db, booking.ownerId);
  return canonicalContent({
    bookingId: booking.id,
    reference: booking.reference,
    direction,
    boat: { id: booking.boat.id, name: booking.boat.name },
    ownerName: owner.name,
    startDate: booking.startDate,
    endDate: booking.endDate,
    deposit: facts.deposit,
    licenceRequired: facts.licenceRequired,
    data,
    photos,
    checkInHash,
  });
};

const photosOf = async (deps: EcontractDeps, contractId: number | undefined): Promise<EcontractPhoto[]> => {
  if (contractId === undefined) return [];
  const rows = await deps.db.selectFrom('econtract_photos').select('id').where('econtract_id', '=', contractId).orderBy('id').execute();
  const secret = await deps.secret();
  const now = deps.now();
  return rows.map((r) => ({ id: r.id, url: signedPhotoUrl(secret, r.id, now) }));
};

/** GET /bookings/{id}/econtract/{dir}: the contract and what its form needs. */
export const econtractView = async (deps: EcontractDeps, booking: EcontractBooking, direction: Direction): Promise<EcontractView> => {
  const context = await contextOf(deps.db, booking, direction, todayOf(deps));
  const { row, checkIn, facts, availability } = context;
  const [owner, tenant, photos, checkInPhotos, claim] = await Promise.all([
    loadParty(deps.db, booking.ownerId),
    loadParty(deps.db, booking.tenantId),
    photosOf(deps, row?.id),
    checkIn?.status === 'signed' ? photosOf(deps, checkIn.id) : Promise.resolve([]),
    row ? deps.db.selectFrom('damage_claims').select(['id', 'amount', 'status']).where('econtract_id', '=', row.id).executeTakeFirst() : Promise.resolve(undefined),
  ]);
  const state = row ? stateOf(row) : null;
  return {
    bookingId: booking.id,
    reference: booking.reference,
    direction,
    myRole: booking.myRole,
    boat: { id: booking.boat.id, name: booking.boat.name, type: booking.boat.type },
    startDate: booking.startDate,
    endDate: booking.endDate,
    owner: partyInfo(owner),
    tenant: partyInfo(tenant),
    licenceRequired: facts.licenceRequired,
    equipmentIds: [...facts.equipmentIds],
    deposit: facts.deposit,
    availability: availability.open ? { open: true, reason: null } : { open: false, reason: availability.reason },
    contract:
      row && state
        ? {
            status: state.status,
            data: dataOf(row),
            contentHash: row.content_hash,
            owner: state.owner ? { method: state.owner.method, at: state.owner.at } : null,
            tenant: state.tenant ? { method: state.tenant.method, at: state.tenant.at } : null,
            signedAt: state.signedAt,
            photos,
            updatedAt: new Date(row.updated_at).toISOString(),
          }
        : null,
    checkIn:
      checkIn?.status === 'signed' && checkIn.signed_at
        ? { data: dataOf(checkIn), contentHash: checkIn.content_hash, signedAt: new Date(checkIn.signed_at).toISOString(), photos: checkInPhotos }
        : null,
    claim: claim ? { id: claim.id, amount: claim.amount, status: claim.status } : null,
  };
};

/** GET /bookings/{id}/econtract: where check-in and check-out stand. */
export const econtractOverview = async (deps: Pick<EcontractDeps, 'db' | 'now'>, booking: EcontractBooking): Promise<EcontractOverview> => {
  const today = todayOf(deps);
  const step = async (direction: Direction) => {
    const { row, availability } = await contextOf(deps.db, booking, direction, today);
    return {
      status: row ? row.status : ('none' as const),
      availability: availability.open ? { open: true, reason: null } : { open: false, reason: availability.reason },
    };
  };
  return { bookingId: booking.id, myRole: booking.myRole, in: await step('in'), out: await step('out') };
};

/** The refusals every write shares: staff only read; a signed contract is final; outside its window nothing is written. */
const refusalOf = (booking: EcontractBooking, context: Context): Refusal | undefined => {
  if (booking.myRole === 'staff') return { kind: 'forbidden' };
  if (context.row?.status === 'signed') return { kind: 'signed' };
  if (!context.availability.open) return { kind: 'closed', reason: context.availability.reason };
  return undefined;
};

/** The contract's row, created as an empty draft when it has none yet (one per booking and direction), locked. */
const ensureRow = async (trx: Transaction<Database>, booking: EcontractBooking, direction: Direction, facts: EcontractFacts): Promise<Row> => {
  const tenant = await loadParty(trx, booking.tenantId);
  const data = normaliseData(emptyData(facts, tenant.name));
  const checkInHash = direction === 'out' ? (await loadRow(trx, booking.id, 'in'))?.content_hash ?? null : null;
  const content = await canonicalOf(trx, booking, direction, facts, data, undefined, checkInHash);
  const inserted = await trx
    .insertInto('econtracts')
    .values({
      booking_request_id: booking.id,
      direction,
      data: JSON.stringify(data),
      deposit: facts.deposit,
      equipment_ids: [...facts.equipmentIds],
      licence_required: facts.licenceRequired,
      content_hash: sha256Hex(content),
    })
    .onConflict((oc) => oc.columns(['booking_request_id', 'direction']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const id = inserted?.id ?? (await loadRow(trx, booking.id, direction))!.id;
  return lockRow(trx, id);
};

export type SaveResult = Refusal | { readonly kind: 'invalid'; readonly details: string[] } | { readonly kind: 'saved'; readonly view: EcontractView };

/**
 * PUT /bookings/{id}/econtract/{dir}: the whole draft, normalised and stored with its content hash; saving the same
 * content again changes nothing (the offline queue may send it twice), another content drops the confirmations
 * given to the old one. Refused: by staff (403), once signed (409), outside the contract's window (409), with data
 * out of bounds or photos of another contract (400).
 */
export const saveDraft = async (deps: EcontractDeps, booking: EcontractBooking, direction: Direction, input: EcontractData): Promise<SaveResult> => {
  const today = todayOf(deps);
  const before = await contextOf(deps.db, booking, direction, today);
  const refusal = refusalOf(booking, before);
  if (refusal) return refusal;
  const problems = draftProblems(input, before.facts);
  if (problems.length > 0) return { kind: 'invalid', details: problemDetails(problems) };
  const data = normaliseData(input);
  const result = await deps.db.transaction().execute(async (trx): Promise<SaveResult | undefined> => {
    const row = await ensureRow(trx, booking, direction, before.facts);
    if (row.status === 'signed') return { kind: 'signed' };
    const own = new Set((await trx.selectFrom('econtract_photos').select('id').where('econtract_id', '=', row.id).execute()).map((p) => p.id));
    if (photoIdsOf(data).some((id) => !own.has(id))) return { kind: 'invalid', details: ['photoIds: econtract.errors.unknownPhoto'] };
    const checkInHash = before.checkIn?.status === 'signed' ? before.checkIn.content_hash : null;
    const hash = sha256Hex(await canonicalOf(trx, booking, direction, before.facts, data, row.id, checkInHash));
    const next = econtractTransition(stateOf(row), { type: 'saved', contentHash: hash });
    if (!next.ok) return { kind: 'signed' };
    await trx
      .updateTable('econtracts')
      .set({ ...stateColumns(next.state), data: JSON.stringify(data), updated_at: deps.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'draft')
      .execute();
    return undefined;
  });
  return result ?? { kind: 'saved', view: await econtractView(deps, booking, direction) };
};

export type PhotoResult = Refusal | { readonly kind: 'notAnImage' } | { readonly kind: 'tooMany' } | { readonly kind: 'stored'; readonly photo: EcontractPhoto };

/**
 * POST /bookings/{id}/econtract/{dir}/photos: a damage photo, turned upright, resized and stripped of its metadata,
 * stored behind the storage port; the draft refers to it by id once the phone has it.
 */
export const storePhoto = async (deps: EcontractDeps, booking: EcontractBooking, direction: Direction, body: Uint8Array, userId: number): Promise<PhotoResult> => {
  const before = await contextOf(deps.db, booking, direction, todayOf(deps));
  const refusal = refusalOf(booking, before);
  if (refusal) return refusal;
  const processed = await processPhoto(body);
  if (!processed.ok) return { kind: 'notAnImage' };
  const key = newStorageKey(['econtracts', booking.id], 'jpg', randomUUID());
  // Read before the transaction: PGlite has one connection, a query beside an open transaction would wait forever.
  const secret = await deps.secret();
  await deps.storage.put(key, processed.photo.bytes, 'image/jpeg');
  try {
    const stored = await deps.db.transaction().execute(async (trx): Promise<PhotoResult> => {
      const row = await ensureRow(trx, booking, direction, before.facts);
      if (row.status === 'signed') return { kind: 'signed' };
      const { count } = await trx.selectFrom('econtract_photos').select((eb) => eb.fn.countAll<string>().as('count')).where('econtract_id', '=', row.id).executeTakeFirstOrThrow();
      if (Number(count) >= MAX_PHOTOS_PER_CONTRACT) return { kind: 'tooMany' };
      const photo = await trx
        .insertInto('econtract_photos')
        .values({
          econtract_id: row.id,
          storage_key: key,
          sha256: processed.photo.sha256,
          width: processed.photo.width,
          height: processed.photo.height,
          byte_size: processed.photo.bytes.byteLength,
          uploaded_by: userId,
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { kind: 'stored', photo: { id: photo.id, url: signedPhotoUrl(secret, photo.id, deps.now()) } };
    });
    if (stored.kind !== 'stored') await deps.storage.delete(key);
    return stored;
  } catch (error) {
    // Nothing refers to the file: do not leave it behind.
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
};

/** A contract photo's stored file, for its signed URL. */
export const loadPhotoFile = async (deps: Pick<EcontractDeps, 'db' | 'storage'>, photoId: number) => {
  const photo = await deps.db.selectFrom('econtract_photos').select('storage_key').where('id', '=', photoId).executeTakeFirst();
  return photo ? deps.storage.get(photo.storage_key) : undefined;
};

const codeHashOf = (secret: string, contractId: number, party: Party, code: string): string =>
  createHmac('sha256', secret).update(`econtract:${contractId}:${party}:${code}`).digest('hex');
const randomSixDigits = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export type CodeResult =
  | Refusal
  | { readonly kind: 'notNeeded' }
  | { readonly kind: 'noPhone' }
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'deliveryFailed' }
  | { readonly kind: 'sent'; readonly sentTo: string };

/**
 * POST /bookings/{id}/econtract/{dir}/confirm/code: an SMS code for the party who is not signed in on this phone,
 * sent to the phone of their account in their language; a new code replaces the previous one. Rate limited like
 * every SMS (per phone and per address).
 */
export const sendConfirmationCode = async (deps: EcontractDeps, booking: EcontractBooking, direction: Direction, party: Party, address: string): Promise<CodeResult> => {
  const before = await contextOf(deps.db, booking, direction, todayOf(deps));
  const refusal = refusalOf(booking, before);
  if (refusal) return refusal;
  if (party === booking.myRole) return { kind: 'notNeeded' };
  const user = await loadParty(deps.db, party === 'owner' ? booking.ownerId : booking.tenantId);
  if (!user.phone) return { kind: 'noPhone' };
  const now = deps.now();
  for (const [bucket, subject] of [['smsPhone', user.phone], ['smsAddress', address]] as const) {
    const allowed = await checkLimit(deps.db, bucket, subject, now);
    if (!allowed.ok) return { kind: 'limited', retryAfterSeconds: allowed.retryAfterSeconds };
  }
  await recordHit(deps.db, 'smsPhone', user.phone, now);
  await recordHit(deps.db, 'smsAddress', address, now);
  const code = (deps.randomCode ?? randomSixDigits)();
  const secret = await deps.secret();
  const stored = await deps.db.transaction().execute(async (trx) => {
    const row = await ensureRow(trx, booking, direction, before.facts);
    if (row.status === 'signed') return false;
    await trx
      .updateTable('econtracts')
      .set({ code_party: party, code_hash: codeHashOf(secret, row.id, party, code), code_expires_at: new Date(now.getTime() + CONTRACT_CODE_TTL_MS), code_attempts: 0 })
      .where('id', '=', row.id)
      .where('status', '=', 'draft')
      .execute();
    return true;
  });
  if (!stored) return { kind: 'signed' };
  try {
    await deps.sms.send({ phone: user.phone, text: await smsCodeText(deps.db, user.id, { code, reference: booking.reference, direction }), channel: 'sms' });
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    (deps.log ?? console.error)(`[sms] ${error.message}`);
    await deps.db.updateTable('econtracts').set({ code_expires_at: now }).where('booking_request_id', '=', booking.id).where('direction', '=', direction).where('status', '=', 'draft').execute();
    return { kind: 'deliveryFailed' };
  }
  return { kind: 'sent', sentTo: maskPhone(user.phone) };
};

export interface ConfirmRequest {
  readonly party: Party;
  readonly password?: string | undefined;
  readonly code?: string | undefined;
  /** The content hash the party was shown; a different current content answers `changed`. */
  readonly contentHash?: string | undefined;
}

export type ConfirmResult =
  | Refusal
  | { readonly kind: 'secretRequired' }
  | { readonly kind: 'noPassword' }
  | { readonly kind: 'wrongPassword' }
  | { readonly kind: 'codeInvalid' }
  | { readonly kind: 'codeExpired' }
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'incomplete'; readonly details: string[] }
  | { readonly kind: 'changed' }
  | { readonly kind: 'confirmed'; readonly view: EcontractView; readonly signed: boolean };

const sameHex = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** How the other party proves it is them on this phone: their password, or the SMS code just sent to them. */
const verifyOtherParty = async (deps: EcontractDeps, booking: EcontractBooking, row: Row | undefined, request: ConfirmRequest): Promise<ConfirmResult | 'password' | 'sms'> => {
  const user = await loadParty(deps.db, request.party === 'owner' ? booking.ownerId : booking.tenantId);
  const now = deps.now();
  if (request.password !== undefined && request.password !== '') {
    if (!user.passwordHash) return { kind: 'noPassword' };
    // Failures count with the sign-in's (the same secret): guessing here is no easier than at the login.
    const subject = user.email.toLowerCase();
    const allowed = await checkLimit(deps.db, 'loginFailureAccount', subject, now);
    if (!allowed.ok) return { kind: 'limited', retryAfterSeconds: allowed.retryAfterSeconds };
    if (await verifyPassword(request.password, user.passwordHash)) return 'password';
    await recordHit(deps.db, 'loginFailureAccount', subject, now);
    return { kind: 'wrongPassword' };
  }
  const code = request.code?.trim() ?? '';
  if (code === '') return { kind: 'secretRequired' };
  if (!row || row.code_party !== request.party || !row.code_hash || !row.code_expires_at) return { kind: 'codeInvalid' };
  if (row.code_attempts >= CONTRACT_CODE_ATTEMPTS) return { kind: 'limited', retryAfterSeconds: 30 };
  if (new Date(row.code_expires_at).getTime() <= now.getTime()) return { kind: 'codeExpired' };
  // Parallel guesses cannot exceed the limit: the increment only succeeds below it.
  const counted = await deps.db
    .updateTable('econtracts')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('code_hash', '=', row.code_hash)
    .where('code_attempts', '<', CONTRACT_CODE_ATTEMPTS)
    .where('status', '=', 'draft')
    .returning('code_attempts')
    .executeTakeFirst();
  if (!counted) return { kind: 'limited', retryAfterSeconds: 30 };
  return sameHex(codeHashOf(await deps.secret(), row.id, request.party, code), row.code_hash) ? 'sms' : { kind: 'codeInvalid' };
};

/**
 * POST /bookings/{id}/econtract/{dir}/confirm: a party confirms the current content. The signed-in party confirms as
 * themselves; the other, on the same phone, with their password or SMS code. The content must be complete (422
 * otherwise) and be the one shown (`contentHash`, 409 otherwise). The second confirmation signs it: its canonical
 * text is kept with its hash, and a check-out claiming part of the deposit opens a damage claim; both parties get it
 * by email.
 */
export const confirmContract = async (deps: EcontractDeps, booking: EcontractBooking, direction: Direction, request: ConfirmRequest): Promise<ConfirmResult> => {
  const before = await contextOf(deps.db, booking, direction, todayOf(deps));
  const refusal = refusalOf(booking, before);
  if (refusal) return refusal;
  let method: 'session' | 'password' | 'sms' = 'session';
  if (request.party !== booking.myRole) {
    const verified = await verifyOtherParty(deps, booking, before.row, request);
    if (typeof verified !== 'string') return verified;
    method = verified;
  }
  const at = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ConfirmResult | { kind: 'done'; signed: boolean }> => {
    if (!before.row) return { kind: 'incomplete', details: [] };
    const row = await lockRow(trx, before.row.id);
    if (row.status === 'signed') return { kind: 'signed' };
    const data = dataOf(row);
    const facts = before.facts;
    const checkInHash = before.checkIn?.status === 'signed' ? before.checkIn.content_hash : null;
    const content = await canonicalOf(trx, booking, direction, facts, data, row.id, checkInHash);
    const hash = sha256Hex(content);
    if (hash !== row.content_hash) {
      // The stored hash is stale (the owner's name changed since): confirmations go to the content as it is now.
      const resaved = econtractTransition(stateOf(row), { type: 'saved', contentHash: hash });
      if (resaved.ok) await trx.updateTable('econtracts').set(stateColumns(resaved.state)).where('id', '=', row.id).where('status', '=', 'draft').execute();
      return { kind: 'changed' };
    }
    if (request.contentHash !== undefined && request.contentHash !== hash) return { kind: 'changed' };
    const problems = signingProblems(data, facts);
    if (problems.length > 0) return { kind: 'incomplete', details: problemDetails(problems) };
    const next = econtractTransition(stateOf(row), { type: 'confirmed', party: request.party, method, at: at.toISOString(), contentHash: hash, complete: true });
    if (!next.ok) return next.error === 'signed' ? { kind: 'signed' } : next.error === 'contentChanged' ? { kind: 'changed' } : { kind: 'incomplete', details: [] };
    const signed = next.state.status === 'signed';
    await trx
      .updateTable('econtracts')
      .set({
        ...stateColumns(next.state),
        ...(signed ? { signed_content: content, code_party: null, code_hash: null, code_expires_at: null } : {}),
        // The code is used once.
        ...(method === 'sms' && !signed ? { code_hash: null, code_expires_at: null } : {}),
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'draft')
      .execute();
    if (signed && direction === 'out' && data.claimAmount > 0) {
      await openDamageClaim(trx, { bookingId: booking.id, econtractId: row.id, amount: data.claimAmount, deposit: facts.deposit, at });
    }
    return { kind: 'done', signed };
  });
  if (outcome.kind !== 'done') return outcome;
  const view = await econtractView(deps, booking, direction);
  if (outcome.signed) {
    try {
      for (const message of await signedEmails(deps.db, booking, view, deps.publicUrl)) await deps.email.send(message);
    } catch (error) {
      // A failed email never undoes a signature.
      (deps.log ?? console.error)(`Booking ${booking.id}: contract emails not sent (${error instanceof Error ? error.message : 'error'})`);
    }
  }
  return { kind: 'confirmed', view, signed: outcome.signed };
};
