import type { Transaction } from 'kysely';
import { recordStaffAction } from '../backoffice/audit';
import type { Database } from '../db/schema';

/**
 * Staff may read and change any listing through the owners' own routes (listings, pictures, calendar). When they
 * change one they do not own, the change is written to the audit log (issue [7]) in the same transaction; an owner's
 * own changes are not staff actions and write nothing.
 */
export interface ListingActor {
  readonly id: number;
  readonly email: string;
  readonly roles: readonly string[];
}

export const isStaffEditing = (actor: ListingActor | undefined, ownerId: number): actor is ListingActor =>
  actor !== undefined && actor.roles.includes('staff') && actor.id !== ownerId;

/** The fields of `keys` whose values differ, as they were and as they are (undefined: nothing changed). */
export const changedFields = <T extends object>(
  before: T,
  after: T,
  keys: readonly string[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | undefined => {
  const was = before as Readonly<Record<string, unknown>>;
  const is = after as Readonly<Record<string, unknown>>;
  const changed = keys.filter((k) => JSON.stringify(was[k] ?? null) !== JSON.stringify(is[k] ?? null));
  if (changed.length === 0) return undefined;
  return { before: Object.fromEntries(changed.map((k) => [k, was[k] ?? null])), after: Object.fromEntries(changed.map((k) => [k, is[k] ?? null])) };
};

/** The audit entry of a staff change to someone else's listing, to write in the change's own transaction. */
export type ListingAudit = (trx: Transaction<Database>, change: { readonly before: unknown; readonly after: unknown }) => Promise<void>;

/**
 * The audit hook for one change of a listing (`boat.edit`, `boat.pictures.add`…): undefined when the actor is its
 * owner (or not staff), so owners' routes stay as they were.
 */
export const listingAudit = (actor: ListingActor | undefined, listing: { readonly id: number; readonly ownerId: number }, action: string): ListingAudit | undefined => {
  if (!isStaffEditing(actor, listing.ownerId)) return undefined;
  return (trx, change) => recordStaffAction(trx, actor, { action, objectType: 'boat', objectId: listing.id, before: change.before, after: change.after });
};
