import { normaliseData, photoIdsOf, type Direction, type EcontractData } from './econtract';

/** A JSON value: what the canonical form serialises. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json | undefined };

/**
 * One text for one value, whatever the order its object keys were built in: keys sorted (by UTF-16 code units),
 * no white space, strings and numbers as JSON writes them, arrays in their order, undefined members dropped. The
 * content hash is taken over this text, so anyone can recompute it from the stored content.
 */
export const canonicalJson = (value: Json): string => {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    // NaN and infinities have no JSON form: a contract never holds one (validation), never sign a guess.
    if (!Number.isFinite(value)) throw new RangeError('canonicalJson: a number must be finite');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${(value as readonly Json[]).map(canonicalJson).join(',')}]`;
  const object = value as { readonly [key: string]: Json | undefined };
  const members = Object.keys(object)
    .filter((key) => object[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key] as Json)}`);
  return `{${members.join(',')}}`;
};

export const CANONICAL_VERSION = 'seaway-econtract/1';

/** Everything the two parties sign: who, which boat and booking, when, and what they found. */
export interface SignedContent {
  readonly bookingId: number;
  readonly reference: string;
  readonly direction: Direction;
  readonly boat: { readonly id: number; readonly name: string };
  readonly ownerName: string;
  readonly startDate: string;
  readonly endDate: string;
  /** EUR cents. */
  readonly deposit: number;
  readonly licenceRequired: boolean;
  readonly data: EcontractData;
  /** SHA-256 (hex) of each stored photo: a photo cannot be swapped after signing without breaking the hash. */
  readonly photos: ReadonlyArray<{ readonly id: number; readonly sha256: string }>;
  /** At check-out: the signed check-in's content hash, chaining the two documents. */
  readonly checkInHash: string | null;
}

/**
 * The canonical text of a contract: its data normalised, only the photos its damages refer to (in id order), and a
 * version line so a later format can never be mistaken for this one. Hash it with SHA-256 (the server does).
 */
export const canonicalContent = (content: SignedContent): string => {
  const data = normaliseData(content.data);
  const referenced = new Set(photoIdsOf(data));
  const photos = [...content.photos].filter((p) => referenced.has(p.id)).sort((a, b) => a.id - b.id);
  const body: Json = {
    bookingId: content.bookingId,
    reference: content.reference,
    direction: content.direction,
    boat: { id: content.boat.id, name: content.boat.name },
    ownerName: content.ownerName,
    startDate: content.startDate,
    endDate: content.endDate,
    deposit: content.deposit,
    licenceRequired: content.licenceRequired,
    data: {
      fullName: data.fullName,
      licenceNumber: data.licenceNumber,
      fuelPercent: data.fuelPercent,
      engineHours: data.engineHours,
      equipment: data.equipment.map((c) => ({ id: c.id, state: c.state })),
      damages: data.damages.map((d) => ({ id: d.id, zone: d.zone, note: d.note, photoIds: [...d.photoIds] })),
      depositMethod: data.depositMethod,
      claimAmount: data.claimAmount,
    },
    photos: photos.map((p) => ({ id: p.id, sha256: p.sha256 })),
    checkInHash: content.checkInHash,
  };
  return `${CANONICAL_VERSION}\n${canonicalJson(body)}`;
};

/** A SHA-256 hex digest, as the server records it. */
export const isContentHash = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);
