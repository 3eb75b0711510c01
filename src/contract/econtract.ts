import * as t from 'io-ts';
import { CONFIRMATION_METHODS, DAMAGE_ZONES, DEPOSIT_METHODS, EQUIPMENT_STATES } from '../domain/econtract/econtract';

/**
 * The electronic contract at the harbour (issue [6]): `/bookings/{id}/econtract` (where each direction stands) and
 * `/bookings/{id}/econtract/{in|out}` (the contract, its draft saved with PUT, photos, confirmations). Money is integer
 * EUR cents, dates YYYY-MM-DD, instants ISO 8601.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const keysOf = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);

export const EcontractDirection = t.keyof({ in: null, out: null });
export type EcontractDirection = t.TypeOf<typeof EcontractDirection>;
export const EcontractParty = t.keyof({ owner: null, tenant: null });
export type EcontractParty = t.TypeOf<typeof EcontractParty>;

export const EquipmentCheck = t.type({ id: t.number, state: keysOf(EQUIPMENT_STATES) });
export const Damage = t.type({ id: t.string, zone: keysOf(DAMAGE_ZONES), note: t.string, photoIds: t.array(t.number) });

/** What the parties fill in (the domain's EcontractData); bounds are the domain's (validation.ts). */
export const EcontractData = t.type({
  fullName: t.string,
  licenceNumber: t.string,
  fuelPercent: Nullable(t.number),
  engineHours: Nullable(t.number),
  equipment: t.array(EquipmentCheck),
  damages: t.array(Damage),
  depositMethod: Nullable(keysOf(DEPOSIT_METHODS)),
  claimAmount: t.number,
});
export type EcontractData = t.TypeOf<typeof EcontractData>;

/** PUT /bookings/{id}/econtract/{dir}: the whole draft (idempotent: the same draft twice changes nothing). */
export const EcontractSaveBody = t.type({ data: EcontractData });
export type EcontractSaveBody = t.TypeOf<typeof EcontractSaveBody>;

/** A photo of the contract; `url` is signed and short-lived, usable in an <img> without the session header. */
export const EcontractPhoto = t.type({ id: t.number, url: t.string });
export type EcontractPhoto = t.TypeOf<typeof EcontractPhoto>;

export const EcontractConfirmation = t.type({ method: keysOf(CONFIRMATION_METHODS), at: t.string });
export type EcontractConfirmation = t.TypeOf<typeof EcontractConfirmation>;

export const EcontractClosedReason = t.keyof({ notABoat: null, notConfirmed: null, tooEarly: null, over: null, checkInNotSigned: null });
export type EcontractClosedReason = t.TypeOf<typeof EcontractClosedReason>;

export const EcontractAvailability = t.type({ open: t.boolean, reason: Nullable(EcontractClosedReason) });
export type EcontractAvailability = t.TypeOf<typeof EcontractAvailability>;

/** The stored contract: a draft (confirmations given to its current content) or signed, with its content hash. */
export const EcontractDocument = t.type({
  status: t.keyof({ draft: null, signed: null }),
  data: EcontractData,
  /** SHA-256 (hex) of the canonical content as last saved; what a confirmation is given to. */
  contentHash: t.string,
  owner: Nullable(EcontractConfirmation),
  tenant: Nullable(EcontractConfirmation),
  signedAt: Nullable(t.string),
  photos: t.array(EcontractPhoto),
  updatedAt: t.string,
});
export type EcontractDocument = t.TypeOf<typeof EcontractDocument>;

/** One party as the confirmation needs it: the name, and which secrets they can confirm with on the same phone. */
export const EcontractPartyInfo = t.type({
  name: t.string,
  hasPassword: t.boolean,
  /** The phone an SMS code goes to, masked (`+33 •• •• •• 78`); null without a phone. */
  phoneHint: Nullable(t.string),
});
export type EcontractPartyInfo = t.TypeOf<typeof EcontractPartyInfo>;

/**
 * GET (and PUT, confirm) /bookings/{id}/econtract/{dir}: the contract (null before its first save) with everything the
 * form needs — the listing's equipment and deposit, the parties, and at check-out the signed check-in and its claim.
 */
export const EcontractView = t.type({
  bookingId: t.number,
  reference: t.string,
  direction: EcontractDirection,
  myRole: t.keyof({ owner: null, tenant: null, staff: null }),
  boat: t.type({ id: t.number, name: t.string, type: t.string }),
  startDate: t.string,
  endDate: t.string,
  owner: EcontractPartyInfo,
  tenant: EcontractPartyInfo,
  licenceRequired: t.boolean,
  equipmentIds: t.array(t.number),
  /** EUR cents. */
  deposit: t.number,
  availability: EcontractAvailability,
  contract: Nullable(EcontractDocument),
  checkIn: Nullable(t.type({ data: EcontractData, contentHash: t.string, signedAt: t.string, photos: t.array(EcontractPhoto) })),
  /** The damage claim the signed check-out opened (staff decide it). */
  claim: Nullable(t.type({ id: t.number, amount: t.number, status: t.keyof({ open: null, decided: null }) })),
});
export type EcontractView = t.TypeOf<typeof EcontractView>;

export const EcontractStep = t.type({
  status: t.keyof({ none: null, draft: null, signed: null }),
  availability: EcontractAvailability,
});
export type EcontractStep = t.TypeOf<typeof EcontractStep>;

/** GET /bookings/{id}/econtract: where check-in and check-out stand (the booking page's links). */
export const EcontractOverview = t.type({
  bookingId: t.number,
  myRole: t.keyof({ owner: null, tenant: null, staff: null }),
  in: EcontractStep,
  out: EcontractStep,
});
export type EcontractOverview = t.TypeOf<typeof EcontractOverview>;

/** Passwords are capped like the sign-in's (decisions: 128 code points), so the 400 comes before any hashing. */
const ConfirmSecret = t.refinement(t.string, (s) => [...s].length <= 128, 'Secret');

/**
 * POST /bookings/{id}/econtract/{dir}/confirm: a party confirms the content they were shown (`contentHash`). The
 * signed-in party confirms as themselves; the other party, on the same phone, with their password or an SMS code.
 */
export const EcontractConfirmBody = t.intersection([
  t.type({ party: EcontractParty }),
  t.partial({ password: ConfirmSecret, code: ConfirmSecret, contentHash: t.string }),
]);
export type EcontractConfirmBody = t.TypeOf<typeof EcontractConfirmBody>;

/** POST /bookings/{id}/econtract/{dir}/confirm/code: an SMS code to the party who is not signed in. */
export const EcontractCodeBody = t.type({ party: EcontractParty });
export type EcontractCodeBody = t.TypeOf<typeof EcontractCodeBody>;
export const EcontractCodeSent = t.type({ sentTo: t.string });
export type EcontractCodeSent = t.TypeOf<typeof EcontractCodeSent>;

/** The largest photo accepted by POST /bookings/{id}/econtract/{dir}/photos (the raw image as the body). */
export const ECONTRACT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
