import { sql, type Kysely, type Transaction } from 'kysely';
import { decideClaim } from '../../src/domain/backoffice/damage-decision';
import type { Damage } from '../../src/domain/econtract/econtract';
import type { Database, DamageClaimStatus } from '../db/schema';
import { bookingReference } from '../payments/payment-records';

/**
 * Damage claims (issue [6]): a signed check-out whose owner claims part of the deposit for new damage opens one;
 * staff decide it in the back office ([7], `damage/edit/{id}`). These queries are what the back office reuses; they
 * do no access check themselves (the staff routes require the staff role); server/backoffice/damage.ts builds the
 * back office's page and its decision (audit entry, system message, emails) on them.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface DamageClaimSummary {
  readonly id: number;
  readonly bookingId: number;
  readonly reference: string;
  readonly boat: { readonly id: number; readonly name: string };
  readonly tenant: { readonly id: number; readonly name: string };
  readonly owner: { readonly id: number; readonly name: string };
  /** EUR cents claimed by the owner. */
  readonly amount: number;
  /** EUR cents of deposit recorded in the contracts. */
  readonly deposit: number;
  readonly status: DamageClaimStatus;
  readonly createdAt: string;
  /** EUR cents granted by staff, once decided. */
  readonly decidedAmount: number | null;
  readonly decidedAt: string | null;
}

export interface DamageClaimDetail extends DamageClaimSummary {
  /** The signed check-out that opened the claim (and the check-in it follows). */
  readonly checkOutId: number;
  readonly checkOutHash: string;
  readonly checkInHash: string | null;
  readonly signedAt: string | null;
  /** The damages found at check-out; their photos are econtract_photos rows (ids). */
  readonly damages: readonly Damage[];
  readonly decisionNote: string | null;
  readonly decidedBy: number | null;
}

/** Opens the claim of a check-out being signed (in its transaction); one per contract. */
export const openDamageClaim = async (
  trx: Transaction<Database>,
  claim: { readonly bookingId: number; readonly econtractId: number; readonly amount: number; readonly deposit: number; readonly at: Date },
): Promise<number> => {
  const row = await trx
    .insertInto('damage_claims')
    .values({ booking_request_id: claim.bookingId, econtract_id: claim.econtractId, amount: claim.amount, deposit: claim.deposit, created_at: claim.at })
    .onConflict((oc) => oc.column('econtract_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? (await trx.selectFrom('damage_claims').select('id').where('econtract_id', '=', claim.econtractId).executeTakeFirstOrThrow()).id;
};

interface ClaimRow {
  id: number;
  booking_request_id: number;
  econtract_id: number;
  amount: number;
  deposit: number;
  status: DamageClaimStatus;
  created_at: Date;
  decided_amount: number | null;
  decided_at: Date | null;
  decision_note: string | null;
  decided_by: number | null;
  boat_id: number;
  boat_name: string;
  tenant_id: number;
  tenant_name: string;
  owner_id: number;
  owner_name: string;
  content_hash: string;
  signed_at: Date | null;
  data: { damages?: Damage[] } | null;
  check_in_hash: string | null;
}

const claimQuery = (where: ReturnType<typeof sql>, tail: ReturnType<typeof sql> = sql``) => sql<ClaimRow>`
  select c.id, c.booking_request_id, c.econtract_id, c.amount, c.deposit, c.status, c.created_at, c.decided_amount, c.decided_at,
    c.decision_note, c.decided_by, bo.id as boat_id, bo.title as boat_name,
    t.id as tenant_id, trim(t.first_name || ' ' || t.last_name) as tenant_name,
    o.id as owner_id, trim(o.first_name || ' ' || o.last_name) as owner_name,
    e.content_hash, e.signed_at, e.data,
    (select i.content_hash from econtracts i where i.booking_request_id = c.booking_request_id and i.direction = 'in') as check_in_hash
  from damage_claims c
  join econtracts e on e.id = c.econtract_id
  join booking_requests b on b.id = c.booking_request_id
  join boats bo on bo.id = b.boat_id
  join users t on t.id = b.user_id
  join users o on o.id = bo.owner_id
  where ${where}
  ${tail}`;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const summaryOf = (row: ClaimRow): DamageClaimSummary => ({
  id: row.id,
  bookingId: row.booking_request_id,
  reference: bookingReference(row.booking_request_id),
  boat: { id: row.boat_id, name: row.boat_name },
  tenant: { id: row.tenant_id, name: row.tenant_name },
  owner: { id: row.owner_id, name: row.owner_name },
  amount: row.amount,
  deposit: row.deposit,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  decidedAmount: row.decided_amount,
  decidedAt: iso(row.decided_at),
});

/** The claims, newest first; `status` filters (open ones are what staff work on). */
export const listDamageClaims = async (
  db: Db,
  options: { readonly status?: DamageClaimStatus; readonly limit?: number; readonly offset?: number } = {},
): Promise<DamageClaimSummary[]> => {
  const limit = Math.min(Math.max(1, Math.floor(options.limit ?? 50)), 200);
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const where = options.status ? sql`c.status = ${options.status}` : sql`true`;
  const { rows } = await claimQuery(where, sql`order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`).execute(db);
  return rows.map(summaryOf);
};

/** One claim with what staff decide on: the check-out's damages and both contracts' hashes; undefined if unknown. */
export const loadDamageClaim = async (db: Db, claimId: number): Promise<DamageClaimDetail | undefined> => {
  if (!Number.isSafeInteger(claimId) || claimId <= 0 || claimId > 2_147_483_647) return undefined;
  const { rows } = await claimQuery(sql`c.id = ${claimId}::int`).execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...summaryOf(row),
    checkOutId: row.econtract_id,
    checkOutHash: row.content_hash,
    checkInHash: row.check_in_hash,
    signedAt: iso(row.signed_at),
    damages: Array.isArray(row.data?.damages) ? row.data.damages : [],
    decisionNote: row.decision_note,
    decidedBy: row.decided_by,
  };
};

export type DecisionResult =
  | { readonly kind: 'decided'; readonly claim: DamageClaimDetail }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'already_decided' }
  | { readonly kind: 'invalid'; readonly details: string[] };

/** What a decision applied, for whoever records it in the same transaction (the back office's audit log). */
export interface AppliedDecision {
  readonly claimId: number;
  readonly bookingId: number;
  /** EUR cents claimed, the deposit, granted to the owner, and going back to the tenant. */
  readonly claimed: number;
  readonly deposit: number;
  readonly granted: number;
  readonly released: number;
  /** The note as stored (trimmed). */
  readonly note: string;
}

/**
 * Staff's decision: the EUR cents granted to the owner (0 to the amount claimed, never above the deposit) and a note
 * explaining it (required, at most 1,000 characters): the domain's rule (src/domain/backoffice/damage-decision.ts).
 * Decided once, in one transaction that locks the claim's row, so two staff members deciding at once cannot both
 * win; `within` runs in that transaction (the audit entry, the conversation's system message).
 */
export const decideDamageClaim = async (
  db: Kysely<Database>,
  decision: { readonly claimId: number; readonly staffId: number; readonly amount: number; readonly note: string; readonly now: Date },
  within?: (trx: Transaction<Database>, applied: AppliedDecision) => Promise<void>,
): Promise<DecisionResult> => {
  if (!Number.isSafeInteger(decision.claimId) || decision.claimId <= 0 || decision.claimId > 2_147_483_647) return { kind: 'not_found' };
  const outcome = await db.transaction().execute(async (trx): Promise<DecisionResult | undefined> => {
    const claim = await trx
      .selectFrom('damage_claims')
      .select(['id', 'booking_request_id', 'status', 'amount', 'deposit'])
      .where('id', '=', decision.claimId)
      .forUpdate()
      .executeTakeFirst();
    if (!claim) return { kind: 'not_found' };
    const decided = decideClaim(claim, { amount: decision.amount, note: decision.note });
    if (!decided.ok) return decided.reason === 'alreadyDecided' ? { kind: 'already_decided' } : { kind: 'invalid', details: Object.entries(decided.problems).map(([field, key]) => `${field}: ${key}`) };
    await trx
      .updateTable('damage_claims')
      .set({ status: 'decided', decided_amount: decided.decidedAmount, decision_note: decided.note, decided_by: decision.staffId, decided_at: decision.now })
      .where('id', '=', claim.id)
      .where('status', '=', 'open')
      .execute();
    await within?.(trx, {
      claimId: claim.id,
      bookingId: claim.booking_request_id,
      claimed: claim.amount,
      deposit: claim.deposit,
      granted: decided.decidedAmount,
      released: decided.released,
      note: decided.note,
    });
    return undefined;
  });
  if (outcome) return outcome;
  return { kind: 'decided', claim: (await loadDamageClaim(db, decision.claimId))! };
};
