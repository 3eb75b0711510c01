import { sql, type Kysely } from 'kysely';
import type { Lead, LeadTeam } from '../../src/contract/owners';
import {
  assignmentProblem,
  effectiveLeadStatus,
  isAwaitingAnswer,
  isSettableLeadStatus,
  LEAD_MESSAGES,
  leadsCountFor,
  statusChangeProblem,
  type LeadState,
} from '../../src/domain/owners/leads';
import { boatImage } from '../conversations/conversation-queries';
import { ishOf } from '../conversations/conversation-rules';
import type { Database } from '../db/schema';
import { fleetsServedBy, inboxOwnersOf, teammatesOf } from './fleet-members';

/**
 * Leads (issue [6]): conversations about one of the fleet's boats that have no booking, for the owner and the
 * teammates sharing the inbox. Privacy by query: a lead of another fleet is simply not found.
 */

/** The list shows this many of the most recent leads. */
export const LEADS_SHOWN = 500;

/** The leads of every fleet the caller acts for (their own, and those they serve as an accepted teammate). */
const leadsOf = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('conversations as c')
    .innerJoin('boats as b', 'b.id', 'c.boat_id')
    .innerJoin('users as tenant', 'tenant.id', 'c.tenant_id')
    .innerJoin('users as fleet_owner', 'fleet_owner.id', 'c.owner_id')
    .leftJoin('users as assignee', 'assignee.id', 'c.assigned_to')
    .where('c.booking_request_id', 'is', null)
    .where((eb) => eb.or([eb('c.owner_id', '=', userId), eb('c.owner_id', 'in', fleetsServedBy(db, userId))]));

/** The author of the last message that is not the marketplace's (nor hidden by staff): the tenant, or the owner's side. */
const lastWriterSql = sql<'tenant' | 'team' | null>`(select case when m.author_id = c.tenant_id then 'tenant' else 'team' end
  from conversation_messages m where m.conversation_id = c.id and m.author_id is not null and m.hidden_at is null order by m.id desc limit 1)`;

const leadRows = (db: Kysely<Database>, userId: number) =>
  leadsOf(db, userId)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('conversation_messages as m')
          .select(['m.body', 'm.created_at', 'm.author_id'])
          .whereRef('m.conversation_id', '=', 'c.id')
          // A message staff hid is not shown to the owner's side (issue [7]).
          .where('m.hidden_at', 'is', null)
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.hash',
      'c.boat_id as boatId',
      'c.booking_request_id as bookingId',
      'c.tenant_id as tenantId',
      'c.owner_id as ownerId',
      'c.assigned_to as assignedTo',
      'c.lead_status as storedStatus',
      'c.created_at as createdAt',
      'tenant.first_name as tenantFirstName',
      'fleet_owner.first_name as ownerFirstName',
      'assignee.first_name as assigneeFirstName',
      'b.title as boatName',
      boatImage('b.id').as('image'),
      'last.body as lastBody',
      'last.created_at as lastAt',
      'last.author_id as lastAuthorId',
      lastWriterSql.as('lastWriter'),
      // What the tenant asked about: their latest checkout for this boat, else the latest offer made to them.
      sql<string | null>`coalesce(
        (select to_char(r.start_date, 'YYYY-MM-DD') || ' ' || to_char(r.end_date, 'YYYY-MM-DD') from booking_requests r
          where r.user_id = c.tenant_id and r.boat_id = c.boat_id order by r.created_at desc, r.id desc limit 1),
        (select to_char(f.start_date, 'YYYY-MM-DD') || ' ' || to_char(f.end_date, 'YYYY-MM-DD') from offers f
          where f.conversation_id = c.id order by f.created_at desc, f.id desc limit 1))`.as('dates'),
    ])
    .orderBy('c.last_message_at', (ob) => ob.desc().nullsLast())
    .orderBy('c.id', 'desc');

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadRows>['execute']>>[number];

const stateOf = (row: Pick<LeadRow, 'storedStatus' | 'bookingId' | 'assignedTo' | 'lastWriter'>): LeadState => ({
  status: effectiveLeadStatus(row.storedStatus, row.bookingId !== null),
  assignedTo: row.assignedTo,
  lastWriter: row.lastWriter,
});

const leadView = (row: LeadRow): Lead => {
  const [startDate, endDate] = row.dates?.split(' ') ?? [];
  const state = stateOf(row);
  return {
    conversationHash: row.hash,
    ish: ishOf(row),
    tenant: { firstName: row.tenantFirstName },
    boat: { id: row.boatId ?? 0, name: row.boatName, image: row.image },
    owner: { id: row.ownerId, firstName: row.ownerFirstName },
    lastMessage:
      row.lastBody === null || row.lastAt === null
        ? null
        : { text: row.lastBody, at: new Date(row.lastAt).toISOString(), fromTenant: row.lastAuthorId === row.tenantId },
    dates: startDate && endDate ? { startDate, endDate } : null,
    assignedTo: row.assignedTo !== null && row.assigneeFirstName !== null ? { userId: row.assignedTo, firstName: row.assigneeFirstName } : null,
    status: state.status,
    awaitingAnswer: isAwaitingAnswer(state),
    createdAt: new Date(row.createdAt).toISOString(),
  };
};

/** The teams of the fleets the caller acts for: who each fleet's leads can be given to. */
const teamsOf = async (db: Kysely<Database>, userId: number, isOwner: boolean): Promise<LeadTeam[]> => {
  const owners = (await inboxOwnersOf(db, userId)).filter((id) => id !== userId || isOwner);
  const names = owners.length === 0 ? [] : await db.selectFrom('users').select(['id', 'first_name']).where('id', 'in', owners).execute();
  return Promise.all(
    owners.map(async (ownerId): Promise<LeadTeam> => ({
      ownerId,
      members: [
        { userId: ownerId, firstName: names.find((n) => n.id === ownerId)?.first_name ?? '', role: 'owner' as const },
        ...(await teammatesOf(db, ownerId)).map((m) => ({ userId: m.userId, firstName: m.firstName, role: 'teammate' as const })),
      ],
    })),
  );
};

/** GET /account/leads: the most recent leads first, and the teams they can be given to. */
export const listLeads = async (db: Kysely<Database>, userId: number, isOwner: boolean): Promise<{ leads: Lead[]; teams: LeadTeam[] }> => {
  const rows = await leadRows(db, userId).limit(LEADS_SHOWN).execute();
  return { leads: rows.map(leadView), teams: await teamsOf(db, userId, isOwner) };
};

const loadLead = async (db: Kysely<Database>, userId: number, hash: string): Promise<Lead | undefined> => {
  const row = await leadRows(db, userId).where('c.hash', '=', hash).executeTakeFirst();
  return row ? leadView(row) : undefined;
};

/** GET /account/leads/count: open leads awaiting an answer, nobody's or the caller's (the domain's rule). */
export const leadsCount = async (db: Kysely<Database>, userId: number): Promise<number> => {
  const rows = await leadsOf(db, userId)
    .select(['c.lead_status as storedStatus', 'c.booking_request_id as bookingId', 'c.assigned_to as assignedTo', lastWriterSql.as('lastWriter')])
    .where('c.lead_status', '=', 'open')
    .where((eb) => eb.or([eb('c.assigned_to', 'is', null), eb('c.assigned_to', '=', userId)]))
    .execute();
  return leadsCountFor(rows.map(stateOf), userId);
};

export type LeadChangeResult =
  | { readonly kind: 'changed'; readonly lead: Lead }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'invalid'; readonly detail: string }
  | { readonly kind: 'conflict'; readonly key: string };

/** The lead of this hash in the caller's fleets, locked until the transaction ends. */
const lockLead = (db: Kysely<Database>, userId: number, hash: string) =>
  leadsOf(db, userId)
    .select(['c.id', 'c.owner_id as ownerId', 'c.lead_status as storedStatus', 'c.booking_request_id as bookingId'])
    .where('c.hash', '=', hash)
    .forUpdate('c')
    .executeTakeFirst();

/** PUT /account/leads/{hash}/assign: to the fleet's owner or one of its accepted teammates, or to nobody (null). */
export const assignLead = async (db: Kysely<Database>, userId: number, hash: string, assignee: number | null): Promise<LeadChangeResult> => {
  const outcome = await db.transaction().execute(async (trx): Promise<LeadChangeResult | undefined> => {
    const lead = await lockLead(trx, userId, hash);
    if (!lead) return { kind: 'not_found' };
    const team = await teammatesOf(trx, lead.ownerId);
    const problem = assignmentProblem(assignee, { ownerId: lead.ownerId, teammateIds: team.map((m) => m.userId) });
    if (problem) return { kind: 'invalid', detail: `userId: ${problem}` };
    await trx.updateTable('conversations').set({ assigned_to: assignee }).where('id', '=', lead.id).execute();
    return undefined;
  });
  if (outcome) return outcome;
  const lead = await loadLead(db, userId, hash);
  return lead ? { kind: 'changed', lead } : { kind: 'not_found' };
};

/** PUT /account/leads/{hash}/status: open or lost by hand; a won lead stays won. */
export const setLeadStatus = async (db: Kysely<Database>, userId: number, hash: string, status: string): Promise<LeadChangeResult> => {
  if (!isSettableLeadStatus(status)) return { kind: 'invalid', detail: `status: ${LEAD_MESSAGES.leadStatus}` };
  const outcome = await db.transaction().execute(async (trx): Promise<LeadChangeResult | undefined> => {
    const lead = await lockLead(trx, userId, hash);
    if (!lead) return { kind: 'not_found' };
    const problem = statusChangeProblem(effectiveLeadStatus(lead.storedStatus, lead.bookingId !== null));
    if (problem) return { kind: 'conflict', key: problem };
    await trx.updateTable('conversations').set({ lead_status: status }).where('id', '=', lead.id).execute();
    return undefined;
  });
  if (outcome) return outcome;
  const lead = await loadLead(db, userId, hash);
  return lead ? { kind: 'changed', lead } : { kind: 'not_found' };
};
