import { sql, type Kysely } from 'kysely';
import type { TeamInvitation, Teammate } from '../../src/contract/owners';
import { DEFAULT_CURRENCY } from '../../src/domain/currency/money';
import { isLanguageCode, DEFAULT_LANGUAGE } from '../../src/domain/i18n/languages';
import { canInviteMore, normalizeTeammateEmail, teammateEmailProblem, teammateStatusOf } from '../../src/domain/owners/teammates';
import type { EmailSender } from '../auth/email-sender';
import type { Database } from '../db/schema';
import { emailTo, loadRecipient, type Recipient } from '../emails/email-texts';

/**
 * Teammates (issue [6]): an owner invites people by email to share the fleet's inbox; the invited user, signed in with
 * that address, accepts. Removing a teammate (or the teammate leaving) keeps the row, marked removed, and hands the
 * leads they held back to the fleet.
 */

export interface TeamDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly email: EmailSender;
  /** Links in the emails. */
  readonly publicUrl: string;
  readonly log?: (message: string) => void;
}

/** The inviting owner, as the session knows them. */
export interface InvitingOwner {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly language: string;
}

const iso = (at: Date | string): string => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null): string | null => (at === null ? null : iso(at));

/** The account page where the invited user sees and accepts the invitation. */
export const invitationUrl = (publicUrl: string): string => `${publicUrl}/account`;

const teammatesQuery = (db: Kysely<Database>, ownerId: number) =>
  db
    .selectFrom('owner_teammates as tm')
    .leftJoin('users as u', 'u.id', 'tm.user_id')
    .select(['tm.id', 'tm.email', 'tm.invited_at', 'tm.accepted_at', 'u.first_name'])
    .where('tm.owner_id', '=', ownerId)
    .where('tm.removed_at', 'is', null);

type TeammateRow = Awaited<ReturnType<ReturnType<typeof teammatesQuery>['execute']>>[number];

const teammateView = (row: TeammateRow): Teammate => ({
  id: row.id,
  email: row.email,
  firstName: row.accepted_at === null ? null : row.first_name,
  status: teammateStatusOf({ acceptedAt: row.accepted_at }),
  invitedAt: iso(row.invited_at),
  acceptedAt: isoOrNull(row.accepted_at),
});

/** GET /account/teammates: pending and accepted, in the order they were invited. */
export const listTeammates = async (db: Kysely<Database>, ownerId: number): Promise<Teammate[]> =>
  (await teammatesQuery(db, ownerId).orderBy('tm.invited_at').orderBy('tm.id').execute()).map(teammateView);

export type InviteResult =
  | { readonly kind: 'invited'; readonly teammate: Teammate }
  | { readonly kind: 'invalid'; readonly key: string }
  | { readonly kind: 'already_invited' }
  | { readonly kind: 'too_many' };

type Claim = { readonly kind: 'claimed'; readonly id: number } | Exclude<InviteResult, { kind: 'invited' }>;

/**
 * POST /account/teammates: a new invitation (or a removed teammate invited again), at most MAX_TEAMMATES (domain) pending and
 * accepted together. The owner's row is locked while counting, so two invitations at once cannot pass the limit
 * together. The email goes after commit and never undoes the invitation.
 */
export const inviteTeammate = async (deps: TeamDeps, owner: InvitingOwner, emailTyped: string): Promise<InviteResult> => {
  const problem = teammateEmailProblem(emailTyped, owner.email);
  if (problem) return { kind: 'invalid', key: problem };
  const email = normalizeTeammateEmail(emailTyped);
  const now = deps.now();
  const claim = await deps.db.transaction().execute(async (trx): Promise<Claim> => {
    await trx.selectFrom('users').select('id').where('id', '=', owner.id).forUpdate().executeTakeFirstOrThrow();
    const existing = await trx.selectFrom('owner_teammates').select(['id', 'removed_at']).where('owner_id', '=', owner.id).where('email', '=', email).executeTakeFirst();
    if (existing && existing.removed_at === null) return { kind: 'already_invited' };
    const active = await trx
      .selectFrom('owner_teammates')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('owner_id', '=', owner.id)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (!canInviteMore(active.n)) return { kind: 'too_many' };
    if (existing) {
      await trx
        .updateTable('owner_teammates')
        .set({ user_id: null, invited_at: now, accepted_at: null, removed_at: null })
        .where('id', '=', existing.id)
        .execute();
      return { kind: 'claimed', id: existing.id };
    }
    const inserted = await trx.insertInto('owner_teammates').values({ owner_id: owner.id, email, invited_at: now }).returning('id').executeTakeFirstOrThrow();
    return { kind: 'claimed', id: inserted.id };
  });
  if (claim.kind !== 'claimed') return claim;
  await sendInvitation(deps, owner, email);
  const row = await teammatesQuery(deps.db, owner.id).where('tm.id', '=', claim.id).executeTakeFirstOrThrow();
  return { kind: 'invited', teammate: teammateView(row) };
};

/**
 * Who the invitation is written to: the account of that address in its saved language, else the address itself in
 * the inviting owner's language (docs/decisions.md).
 */
const invitationRecipient = async (db: Kysely<Database>, email: string, owner: InvitingOwner): Promise<Recipient> => {
  const account = await db.selectFrom('users').select('id').where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
  const recipient = account ? await loadRecipient(db, account.id) : undefined;
  if (recipient) return { ...recipient, email };
  return { email, firstName: email, language: isLanguageCode(owner.language) ? owner.language : DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY };
};

const sendInvitation = async (deps: TeamDeps, owner: InvitingOwner, email: string): Promise<void> => {
  try {
    const recipient = await invitationRecipient(deps.db, email, owner);
    await deps.email.send(
      emailTo(recipient, (t) => ({ subject: t.team.inviteSubject, body: t.team.inviteBody }), {
        owner: owner.firstName,
        email,
        link: invitationUrl(deps.publicUrl),
      }),
    );
  } catch (error) {
    (deps.log ?? console.error)(`Owner ${owner.id}: the team invitation email could not be sent (${error instanceof Error ? error.message : 'error'})`);
  }
};

/** The leads a member held in this fleet go back to nobody (the fleet sees them as unassigned again). */
const releaseLeads = async (db: Kysely<Database>, ownerId: number, userId: number | null): Promise<void> => {
  if (userId === null) return;
  await db.updateTable('conversations').set({ assigned_to: null }).where('owner_id', '=', ownerId).where('assigned_to', '=', userId).execute();
};

/** DELETE /account/teammates/{id}: the owner removes a teammate or withdraws an invitation; false for another owner's. */
export const removeTeammate = async (db: Kysely<Database>, ownerId: number, id: number, now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const removed = await trx
      .updateTable('owner_teammates')
      .set({ removed_at: now })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('removed_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!removed) return false;
    await releaseLeads(trx, ownerId, removed.user_id);
    return true;
  });

/** The invitations of this user: those sent to their address and still pending, and the teams they are in. */
const invitationsQuery = (db: Kysely<Database>, user: { readonly id: number; readonly email: string }) =>
  db
    .selectFrom('owner_teammates as tm')
    .innerJoin('users as o', 'o.id', 'tm.owner_id')
    .select(['tm.id', 'tm.invited_at', 'tm.accepted_at', 'o.first_name', 'o.last_name'])
    .where('tm.removed_at', 'is', null)
    .where('o.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('tm.email', '=', normalizeTeammateEmail(user.email)), eb('tm.accepted_at', 'is', null)]),
        eb.and([eb('tm.user_id', '=', user.id), eb('tm.accepted_at', 'is not', null)]),
      ]),
    );

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationsQuery>['execute']>>[number];

const invitationView = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  owner: { firstName: row.first_name, lastName: row.last_name },
  status: teammateStatusOf({ acceptedAt: row.accepted_at }),
  invitedAt: iso(row.invited_at),
  acceptedAt: isoOrNull(row.accepted_at),
});

/** GET /account/teammates/invitations. */
export const listInvitations = async (db: Kysely<Database>, user: { readonly id: number; readonly email: string }): Promise<TeamInvitation[]> =>
  (await invitationsQuery(db, user).orderBy('tm.invited_at', 'desc').orderBy('tm.id', 'desc').execute()).map(invitationView);

/**
 * POST /account/teammates/invitations/{id}/accept: only the user signed in with the invited address accepts; accepting
 * again answers the same. Undefined for anyone else's (or a withdrawn) invitation.
 */
export const acceptInvitation = async (
  db: Kysely<Database>,
  user: { readonly id: number; readonly email: string },
  id: number,
  now: Date,
): Promise<TeamInvitation | undefined> => {
  await db
    .updateTable('owner_teammates')
    .set({ user_id: user.id, accepted_at: now })
    .where('id', '=', id)
    .where('email', '=', normalizeTeammateEmail(user.email))
    .where('owner_id', '<>', user.id)
    .where('accepted_at', 'is', null)
    .where('removed_at', 'is', null)
    .execute();
  const row = await invitationsQuery(db, user).where('tm.id', '=', id).executeTakeFirst();
  return row ? invitationView(row) : undefined;
};

/** POST /account/teammates/invitations/{id}/decline: says no to an invitation, or leaves a team; false if not theirs. */
export const declineInvitation = async (db: Kysely<Database>, user: { readonly id: number; readonly email: string }, id: number, now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const row = await invitationsQuery(trx, user).where('tm.id', '=', id).executeTakeFirst();
    if (!row) return false;
    const removed = await trx.updateTable('owner_teammates').set({ removed_at: now }).where('id', '=', id).returning(['owner_id', 'user_id']).executeTakeFirstOrThrow();
    await releaseLeads(trx, removed.owner_id, removed.user_id);
    return true;
  });
