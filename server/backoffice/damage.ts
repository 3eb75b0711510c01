import { isLeft } from 'fp-ts/lib/Either';
import type { Kysely, Transaction } from 'kysely';
import type { StaffContract, StaffDamageClaim, StaffUser } from '../../src/contract/backoffice-messages';
import { EcontractData } from '../../src/contract/econtract';
import { decisionCeiling } from '../../src/domain/backoffice/damage-decision';
import type { EmailMessage, EmailSender } from '../auth/email-sender';
import { eurText } from '../conversations/conversation-rules';
import { insertMessage } from '../conversations/conversation-queries';
import type { Database } from '../db/schema';
import { decideDamageClaim, loadDamageClaim, type AppliedDecision, type DamageClaimDetail } from '../econtract/damage-claims';
import { signedPhotoUrl } from '../econtract/photo-urls';
import { emailTo, loadRecipient, moneyFor } from '../emails/email-texts';
import { auditTrailOf, recordStaffAction, type StaffActor } from './audit';
import { staffUserViews } from './users';

/**
 * A damage claim in the back office (issue [7], `damage/edit/{id}`), built on the claims of [6]
 * (server/econtract/damage-claims.ts): the claim, the booking and its parties (with their flags), both contracts with
 * what they recorded and every photo (signed URLs, like the contract's own page), and staff's decision: once, in one
 * transaction with its audit entry and a system message in the booking's conversation; then both parties are told
 * by email in their own language.
 */

export interface DamageDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** Signs the photo URLs (server/auth/server-secret). */
  readonly secret: () => Promise<string>;
  readonly email: EmailSender;
  readonly publicUrl: string;
  readonly log?: (message: string) => void;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const missingUser = (id: number): StaffUser => ({ id, firstName: '', lastName: '', email: '', deleted: true, flagged: false, flagReason: null, flaggedAt: null });

/** The booking's contracts, check-in then check-out, with their photos' signed URLs. */
const contractsOf = async (deps: Pick<DamageDeps, 'db' | 'now' | 'secret'>, bookingId: number): Promise<StaffContract[]> => {
  const rows = await deps.db
    .selectFrom('econtracts')
    .select(['id', 'direction', 'status', 'signed_at', 'content_hash', 'data'])
    .where('booking_request_id', '=', bookingId)
    .orderBy('direction')
    .execute();
  if (rows.length === 0) return [];
  const photos = await deps.db
    .selectFrom('econtract_photos')
    .select(['id', 'econtract_id'])
    .where('econtract_id', 'in', rows.map((r) => r.id))
    .orderBy('id')
    .execute();
  const secret = await deps.secret();
  const now = deps.now();
  return rows.map((row) => {
    const data = EcontractData.decode(row.data);
    // Validated when saved: a stored contract that does not decode is a bug, not a staff error.
    if (isLeft(data)) throw new Error(`econtract ${row.id}: stored data does not decode`);
    return {
      id: row.id,
      direction: row.direction,
      status: row.status,
      signedAt: iso(row.signed_at),
      contentHash: row.content_hash,
      data: data.right,
      photos: photos.filter((p) => p.econtract_id === row.id).map((p) => ({ id: p.id, url: signedPhotoUrl(secret, p.id, now) })),
    };
  });
};

/** GET /backoffice/damage-claims/{id}: everything staff decide on; undefined for an unknown claim. */
export const loadStaffDamageClaim = async (deps: Pick<DamageDeps, 'db' | 'now' | 'secret'>, claimId: number): Promise<StaffDamageClaim | undefined> => {
  const claim = await loadDamageClaim(deps.db, claimId);
  if (!claim) return undefined;
  const booking = await deps.db
    .selectFrom('booking_requests as b')
    .leftJoin('conversations as c', 'c.booking_request_id', 'b.id')
    .leftJoin('users as d', (join) => join.on('d.id', '=', claim.decidedBy ?? 0))
    .select(['b.status', 'c.id as conversationId', 'd.email as decidedByEmail'])
    .select((eb) => [eb.fn<string>('to_char', ['b.start_date', eb.val('YYYY-MM-DD')]).as('startDate'), eb.fn<string>('to_char', ['b.end_date', eb.val('YYYY-MM-DD')]).as('endDate')])
    .where('b.id', '=', claim.bookingId)
    .executeTakeFirstOrThrow();
  const [users, contracts, audit] = await Promise.all([
    staffUserViews(deps.db, [claim.tenant.id, claim.owner.id]),
    contractsOf(deps, claim.bookingId),
    auditTrailOf(deps.db, 'damageClaim', claim.id),
  ]);
  const checkOut = contracts.find((c) => c.id === claim.checkOutId);
  if (!checkOut) throw new Error(`damage claim ${claim.id}: its check-out ${claim.checkOutId} is not found`);
  return {
    id: claim.id,
    status: claim.status,
    amount: claim.amount,
    deposit: claim.deposit,
    ceiling: decisionCeiling(claim),
    createdAt: claim.createdAt,
    decision:
      claim.status === 'decided' && claim.decidedAmount !== null && claim.decidedAt !== null
        ? { amount: claim.decidedAmount, note: claim.decisionNote, at: claim.decidedAt, by: booking.decidedByEmail }
        : null,
    booking: { id: claim.bookingId, reference: claim.reference, startDate: booking.startDate, endDate: booking.endDate, status: booking.status },
    boat: claim.boat,
    tenant: users.get(claim.tenant.id) ?? missingUser(claim.tenant.id),
    owner: users.get(claim.owner.id) ?? missingUser(claim.owner.id),
    conversationId: booking.conversationId,
    checkIn: contracts.find((c) => c.direction === 'in') ?? null,
    checkOut,
    audit,
  };
};

/** The system message a decision leaves in the booking's conversation (in English, like the marketplace's others). */
export const decisionMessage = (claim: Pick<DamageClaimDetail, 'reference' | 'owner' | 'tenant'>, applied: AppliedDecision): string =>
  `Seaway decided the damage claim of booking ${claim.reference}: of the ${eurText(applied.deposit)} deposit, the owner keeps ${eurText(applied.granted)} ` +
  `(${eurText(applied.claimed)} claimed) and ${eurText(applied.released)} goes back to the tenant. Note: ${applied.note}`;

const recordDecision = async (trx: Transaction<Database>, actor: StaffActor, claim: DamageClaimDetail, applied: AppliedDecision, now: Date): Promise<void> => {
  await recordStaffAction(trx, actor, {
    action: 'damageClaim.decide',
    objectType: 'damageClaim',
    objectId: applied.claimId,
    before: { status: 'open', decidedAmount: null },
    after: { status: 'decided', decidedAmount: applied.granted, released: applied.released },
    note: applied.note,
  });
  const conversation = await trx.selectFrom('conversations').select('id').where('booking_request_id', '=', applied.bookingId).executeTakeFirst();
  if (conversation) await insertMessage(trx, { conversationId: conversation.id, authorId: null, body: decisionMessage(claim, applied), now });
};

/** Both parties, each in their own language: what the owner keeps of the deposit and what goes back to the tenant. */
export const decisionEmails = async (db: Kysely<Database>, claim: DamageClaimDetail, applied: AppliedDecision, publicUrl: string): Promise<EmailMessage[]> => {
  const [tenant, owner] = await Promise.all([loadRecipient(db, claim.tenant.id), loadRecipient(db, claim.owner.id)]);
  const link = `${publicUrl}/booking/${claim.bookingId}/econtract/out/confirm`;
  const emails: EmailMessage[] = [];
  for (const [recipient, body] of [
    [tenant, 'tenantBody'],
    [owner, 'ownerBody'],
  ] as const) {
    if (!recipient) continue;
    emails.push(
      emailTo(recipient, (t) => ({ subject: t.damageDecision.subject, body: t.damageDecision[body] }), {
        reference: claim.reference,
        product: claim.boat.name,
        owner: claim.owner.name,
        tenant: claim.tenant.name,
        granted: moneyFor(applied.granted, recipient),
        claimed: moneyFor(applied.claimed, recipient),
        deposit: moneyFor(applied.deposit, recipient),
        released: moneyFor(applied.released, recipient),
        note: applied.note,
        link,
      }),
    );
  }
  return emails;
};

export type StaffDecisionResult =
  | { readonly kind: 'decided'; readonly claim: StaffDamageClaim }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'already_decided' }
  | { readonly kind: 'invalid'; readonly details: string[] };

/**
 * POST /backoffice/damage-claims/{id}/decision {amount, note}: decided once (409 after), 0 to the amount claimed and
 * never above the deposit (400), with its audit entry and the conversation's system message in the same transaction;
 * the emails go after commit and never undo the decision.
 */
export const decideStaffDamageClaim = async (deps: DamageDeps, actor: StaffActor, decision: { readonly claimId: number; readonly amount: number; readonly note: string }): Promise<StaffDecisionResult> => {
  const claim = await loadDamageClaim(deps.db, decision.claimId);
  if (!claim) return { kind: 'not_found' };
  const now = deps.now();
  let applied: AppliedDecision | undefined;
  const result = await decideDamageClaim(deps.db, { claimId: claim.id, staffId: actor.id, amount: decision.amount, note: decision.note, now }, async (trx, done) => {
    applied = done;
    await recordDecision(trx, actor, claim, done, now);
  });
  if (result.kind !== 'decided' || !applied) return result.kind === 'decided' ? { kind: 'not_found' } : result;
  try {
    for (const message of await decisionEmails(deps.db, claim, applied, deps.publicUrl)) await deps.email.send(message);
  } catch (error) {
    (deps.log ?? console.error)(`Damage claim ${claim.id}: decision emails not sent (${error instanceof Error ? error.message : 'error'})`);
  }
  const view = await loadStaffDamageClaim(deps, claim.id);
  return view ? { kind: 'decided', claim: view } : { kind: 'not_found' };
};
