import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  Proposal,
  ProposalBody,
  ProposalBoatOption,
  ProposalBooking,
  ProposalItem,
  ProposalSummary,
  TenantProposal,
} from '../../src/contract/proposals';
import {
  isProposalHash,
  isRefusal,
  normalizeProposalInput,
  proposalHashOf,
  proposalProblems,
  proposalTransition,
  type ProposalEvent,
  type ProposalInput,
  type ProposalProblem,
  type ProposalRefusal,
  type ProposalStatus,
} from '../../src/domain/backoffice/proposals';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../src/domain/i18n/languages';
import { textIn, type ListingStatus, type SeasonalPrice } from '../../src/domain/listing/listing';
import { formatRoute } from '../../src/domain/routing/route';
import { DEFAULT_CURRENCY } from '../../src/domain/currency/money';
import type { EmailSender } from '../auth/email-sender';
import { HOLDING_STATUSES } from '../checkout/holding-statuses';
import type { Database } from '../db/schema';
import { daysFor, emailTo, fill, loadRecipient, moneyFor, type Recipient } from '../emails/email-texts';
import { changedFields } from '../listings/staff-audit';
import { productUrlOf } from '../listings/listings';
import { createBookingRequest } from '../search/booking-requests';
import type { PlaceDirectory } from '../search/place-directory';
import { quotedTotal } from '../search/pricing';
import { auditTrailOf, recordStaffAction, type StaffActor } from './audit';

/**
 * Proposals (issue [7]): staff prepare for a tenant a selection of boats with a price for their dates, send it as a
 * link, and the tenant opens it into checkout at the proposal's price. Every staff change runs in one transaction
 * with the proposal's row locked and writes its audit entry there; the rules are src/domain/backoffice/proposals.ts.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface ProposalDeps {
  readonly db: Kysely<Database>;
  readonly directory: PlaceDirectory;
  readonly now: Date;
  /** Today (ISO day, UTC). */
  readonly today: string;
  readonly publicUrl: string;
  readonly email?: EmailSender;
  readonly log?: (message: string) => void;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const MAX_LISTED = 200;
const MAX_BOAT_OPTIONS = 20;

// ---- boats, prices and availability ---------------------------------------------------------------------------------

interface BoatFacts {
  readonly id: number;
  readonly status: ListingStatus;
  readonly title: string;
  readonly titles: Record<string, string>;
  readonly type: string;
  readonly slug: string;
  readonly placeId: number | null;
  readonly capacity: number;
  readonly picture: string | null;
  /** The boat's own total for the dates. */
  readonly listPrice: number;
  /** Published and free on the dates (no taken day, no booking holding them). */
  readonly available: boolean;
}

/** The boats of `ids` with their price and availability for the dates (unknown ids are absent). */
const boatFacts = async (db: Db, ids: readonly number[], dates: { startDate: string; endDate: string }, today: string): Promise<Map<number, BoatFacts>> => {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    status: ListingStatus;
    title: string;
    titles: Record<string, string> | null;
    type: string;
    slug: string;
    place_id: number | null;
    capacity: number;
    price_per_day: number;
    discount_percentage: number;
    weekly_discount: number;
    half_day_price: number | null;
    seasonal_prices: SeasonalPrice[] | null;
    picture: string | null;
    free: boolean;
  }>`
    select b.id, b.status, b.title, b.titles, b.type, b.slug, b.place_id, b.capacity, b.price_per_day, b.discount_percentage,
      b.weekly_discount, b.half_day_price,
      (select json_agg(json_build_object('startDate', to_char(s.start_date, 'YYYY-MM-DD'), 'endDate', to_char(s.end_date, 'YYYY-MM-DD'),
        'pricePerDay', s.price_per_day)) from boat_seasonal_prices s where s.boat_id = b.id) as seasonal_prices,
      (select p.url from boat_pictures p where p.boat_id = b.id order by p.position limit 1) as picture,
      not exists (select 1 from boat_unavailabilities u where u.boat_id = b.id
          and u.start_date <= ${dates.endDate}::date and u.end_date >= ${dates.startDate}::date)
        and not exists (select 1 from booking_requests r where r.boat_id = b.id and r.status in (${sql.join([...HOLDING_STATUSES])})
          and r.start_date <= ${dates.endDate}::date and r.end_date >= ${dates.startDate}::date) as free
    from boats b where b.id = any(${wanted}::int[])`.execute(db);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        status: r.status,
        title: r.title,
        titles: r.titles ?? {},
        type: r.type,
        slug: r.slug,
        placeId: r.place_id,
        capacity: r.capacity,
        picture: r.picture,
        listPrice: quotedTotal(
          { pricePerDay: r.price_per_day, discountPercentage: r.discount_percentage, weeklyDiscount: r.weekly_discount, seasonalPrices: r.seasonal_prices ?? [], halfDayPrice: r.half_day_price },
          dates,
        ),
        available: r.status === 'published' && r.free && dates.startDate >= today,
      },
    ]),
  );
};

const titleIn = (boat: { title: string; titles: Record<string, string> }, language: string): string => textIn(boat.titles, language) || boat.title;

const harbourNameOf = (directory: PlaceDirectory, placeId: number | null, language: string): string | null => {
  const harbour = placeId === null ? undefined : directory.get(placeId);
  return harbour ? directory.name(harbour, language) : null;
};

/** Why each boat cannot be proposed for the dates (`items.{i}.boatId: key`); none when all can. */
const boatProblems = (input: ProposalInput, facts: Map<number, BoatFacts>): ProposalProblem[] =>
  input.items.flatMap((item, index): ProposalProblem[] => {
    const boat = facts.get(item.boatId);
    const at = `items.${index}.boatId`;
    if (!boat) return [`${at}: backoffice-boats:errors.boatUnknown`];
    if (boat.status !== 'published') return [`${at}: backoffice-boats:errors.boatNotPublished`];
    if (boat.capacity < input.people) return [`${at}: backoffice-boats:errors.boatTooSmall`];
    if (!boat.available) return [`${at}: backoffice-boats:errors.boatNotAvailable`];
    return [];
  });

// ---- reading ----------------------------------------------------------------------------------------------------------

interface ProposalRow {
  id: number;
  hash: string;
  status: ProposalStatus;
  tenant_email: string;
  tenant_id: number | null;
  created_by: number;
  creator_email: string | null;
  start_date: string;
  end_date: string;
  people: number;
  message: string;
  language: string;
  sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const proposalRows = (db: Db) =>
  db
    .selectFrom('proposals as p')
    .leftJoin('users as c', 'c.id', 'p.created_by')
    .select([
      'p.id',
      'p.hash',
      'p.status',
      'p.tenant_email',
      'p.tenant_id',
      'p.created_by',
      'c.email as creator_email',
      sql<string>`to_char(p.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(p.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'p.people',
      'p.message',
      'p.language',
      'p.sent_at',
      'p.created_at',
      'p.updated_at',
    ]);

const itemRows = (db: Db, proposalId: number) =>
  db.selectFrom('proposal_items').select(['id', 'boat_id', 'price', 'position']).where('proposal_id', '=', proposalId).orderBy('position').orderBy('id').execute();

const languageOf = (value: string): LanguageCode => (isLanguageCode(value) ? value : DEFAULT_LANGUAGE);

/** The tenant's link: account/offers/{hash} in the proposal's language, absolute. */
export const proposalLink = (publicUrl: string, hash: string, language: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${formatRoute({ screen: 'offer', hash }, languageOf(language))}`;

/** GET /backoffice/proposals?status=: newest first. */
export const listProposals = async (db: Kysely<Database>, status: ProposalStatus | undefined): Promise<ProposalSummary[]> => {
  let query = proposalRows(db)
    .select((eb) => eb.selectFrom('proposal_items as i').select(eb.fn.countAll<string>().as('n')).whereRef('i.proposal_id', '=', 'p.id').as('items'))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(MAX_LISTED);
  if (status) query = query.where('p.status', '=', status);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    tenantEmail: r.tenant_email,
    startDate: r.start_date,
    endDate: r.end_date,
    items: Number(r.items ?? 0),
    createdAt: iso(r.created_at)!,
    sentAt: iso(r.sent_at),
  }));
};

/** GET /backoffice/proposals/{id}: the proposal, its boats as they are now, the bookings it led to, its audit trail. */
export const loadProposal = async (deps: Pick<ProposalDeps, 'db' | 'directory' | 'today' | 'publicUrl'>, id: number): Promise<Proposal | undefined> => {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const row = (await proposalRows(deps.db).where('p.id', '=', id).executeTakeFirst()) as ProposalRow | undefined;
  if (!row) return undefined;
  const items = await itemRows(deps.db, id);
  const dates = { startDate: row.start_date, endDate: row.end_date };
  const facts = await boatFacts(deps.db, items.map((i) => i.boat_id), dates, deps.today);
  const language = languageOf(row.language);
  const bookings = await sql<{ id: number; proposal_item_id: number; boat_id: number; status: string; total_price: number; email: string; created_at: Date }>`
    select r.id, r.proposal_item_id, r.boat_id, r.status, r.total_price, u.email, r.created_at
    from booking_requests r join users u on u.id = r.user_id
    where r.proposal_item_id = any(${items.map((i) => i.id)}::int[])
    order by r.created_at desc, r.id desc`.execute(deps.db);
  return {
    id: row.id,
    hash: row.hash,
    status: row.status,
    tenantEmail: row.tenant_email,
    startDate: row.start_date,
    endDate: row.end_date,
    people: row.people,
    language: row.language,
    message: row.message,
    items: items.map((item): ProposalItem => {
      const boat = facts.get(item.boat_id);
      return {
        id: item.id,
        boatId: item.boat_id,
        boatTitle: boat ? titleIn(boat, language) : '',
        boatStatus: boat?.status ?? 'draft',
        picture: boat?.picture ?? null,
        harbourName: boat ? harbourNameOf(deps.directory, boat.placeId, language) : null,
        price: item.price,
        listPrice: boat?.listPrice ?? item.price,
        capacity: boat?.capacity ?? 0,
        available: boat?.available ?? false,
      };
    }),
    link: proposalLink(deps.publicUrl, row.hash, row.language),
    createdBy: { id: row.created_by, email: row.creator_email ?? '' },
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    sentAt: iso(row.sent_at),
    bookings: bookings.rows.map(
      (b): ProposalBooking => ({
        bookingId: b.id,
        itemId: b.proposal_item_id,
        boatId: b.boat_id,
        tenantEmail: b.email,
        status: b.status,
        total: b.total_price,
        createdAt: iso(b.created_at)!,
      }),
    ),
    audit: await auditTrailOf(deps.db, 'proposal', id),
  };
};

// ---- staff changes ----------------------------------------------------------------------------------------------------

export type ProposalChange =
  | { readonly kind: 'done'; readonly id: number }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'invalid'; readonly problems: readonly ProposalProblem[] }
  | { readonly kind: 'boats_not_available'; readonly problems: readonly ProposalProblem[] }
  | { readonly kind: 'refused'; readonly code: ProposalRefusal };

/** The proposal as the audit log records it (the fields staff write, items as boat and price). */
const snapshotOf = (input: ProposalInput, prices: readonly number[]) => ({
  tenantEmail: input.tenantEmail,
  startDate: input.startDate,
  endDate: input.endDate,
  people: input.people,
  language: input.language,
  message: input.message,
  items: input.items.map((item, i) => ({ boatId: item.boatId, price: prices[i] })),
});

const inputOf = (body: ProposalBody): ProposalInput =>
  normalizeProposalInput({ ...body, items: body.items.map((i) => ({ boatId: i.boatId, price: i.price ?? null })) });

/** Checks the input and its boats; the prices (staff's, else the boat's own for the dates) when all is well. */
const checked = async (
  db: Db,
  input: ProposalInput,
  today: string,
): Promise<{ readonly ok: true; readonly prices: number[] } | { readonly ok: false; readonly change: ProposalChange }> => {
  const problems = proposalProblems(input, today);
  if (problems.length > 0) return { ok: false, change: { kind: 'invalid', problems } };
  const facts = await boatFacts(db, input.items.map((i) => i.boatId), input, today);
  const unavailable = boatProblems(input, facts);
  if (unavailable.length > 0) return { ok: false, change: { kind: 'boats_not_available', problems: unavailable } };
  return { ok: true, prices: input.items.map((item) => item.price ?? facts.get(item.boatId)!.listPrice) };
};

const tenantIdOf = async (db: Db, email: string): Promise<number | null> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst())?.id ?? null;

/** POST /backoffice/proposals: a draft, its boats in the order given, and its audit entry. */
export const createProposal = async (deps: ProposalDeps, staff: StaffActor, body: ProposalBody): Promise<ProposalChange> => {
  const input = inputOf(body);
  const check = await checked(deps.db, input, deps.today);
  if (!check.ok) return check.change;
  const id = await deps.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('proposals')
      .values({
        hash: proposalHashOf(randomBytes(20)),
        tenant_email: input.tenantEmail,
        tenant_id: await tenantIdOf(trx, input.tenantEmail),
        created_by: staff.id,
        start_date: input.startDate,
        end_date: input.endDate,
        people: input.people,
        message: input.message,
        language: input.language,
        status: 'draft',
        created_at: deps.now,
        updated_at: deps.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('proposal_items')
      .values(input.items.map((item, position) => ({ proposal_id: created.id, boat_id: item.boatId, price: check.prices[position]!, position })))
      .execute();
    await recordStaffAction(trx, staff, { action: 'proposal.create', objectType: 'proposal', objectId: created.id, before: null, after: snapshotOf(input, check.prices) });
    return created.id;
  });
  return { kind: 'done', id };
};

/** The proposal's row, locked for the transaction, with the event's next status (or why not). */
const lockFor = async (trx: Transaction<Database>, id: number, event: ProposalEvent) => {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { kind: 'not_found' } as const;
  const row = await trx
    .selectFrom('proposals')
    .select(['id', 'hash', 'status', 'tenant_email', 'people', 'message', 'language', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date')])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return { kind: 'not_found' } as const;
  const next = proposalTransition(row.status, event);
  if (isRefusal(next)) return { kind: 'refused', code: next.refused } as const;
  return { kind: 'locked', row, next } as const;
};

/**
 * PUT /backoffice/proposals/{id} (a draft or a sent proposal): the fields and boats as staff now want them. Boats kept
 * keep their item (a checkout already opened from it stays linked), removed ones go, new ones are added; the audit
 * entry holds the fields that changed, before and after.
 */
export const updateProposal = async (deps: ProposalDeps, staff: StaffActor, id: number, body: ProposalBody): Promise<ProposalChange> => {
  const input = inputOf(body);
  return deps.db.transaction().execute(async (trx): Promise<ProposalChange> => {
    const locked = await lockFor(trx, id, 'edit');
    if (locked.kind !== 'locked') return locked;
    const check = await checked(trx, input, deps.today);
    if (!check.ok) return check.change;
    const items = await itemRows(trx, id);
    const before = snapshotOf(
      {
        tenantEmail: locked.row.tenant_email,
        startDate: locked.row.start_date,
        endDate: locked.row.end_date,
        people: locked.row.people,
        language: locked.row.language,
        message: locked.row.message,
        items: items.map((i) => ({ boatId: i.boat_id, price: i.price })),
      },
      items.map((i) => i.price),
    );
    const after = snapshotOf(input, check.prices);
    const diff = changedFields(before, after, Object.keys(after));
    if (!diff) return { kind: 'done', id };
    await trx
      .updateTable('proposals')
      .set({
        tenant_email: input.tenantEmail,
        tenant_id: await tenantIdOf(trx, input.tenantEmail),
        start_date: input.startDate,
        end_date: input.endDate,
        people: input.people,
        message: input.message,
        language: input.language,
        updated_at: deps.now,
      })
      .where('id', '=', id)
      .execute();
    const wanted = new Set(input.items.map((i) => i.boatId));
    const removed = items.filter((i) => !wanted.has(i.boat_id)).map((i) => i.id);
    if (removed.length > 0) await trx.deleteFrom('proposal_items').where('id', 'in', removed).execute();
    for (const [position, item] of input.items.entries()) {
      const existing = items.find((i) => i.boat_id === item.boatId);
      const price = check.prices[position]!;
      if (existing) await trx.updateTable('proposal_items').set({ price, position }).where('id', '=', existing.id).execute();
      else await trx.insertInto('proposal_items').values({ proposal_id: id, boat_id: item.boatId, price, position }).execute();
    }
    await recordStaffAction(trx, staff, { action: 'proposal.edit', objectType: 'proposal', objectId: id, before: diff.before, after: diff.after });
    return { kind: 'done', id };
  });
};

/**
 * POST /backoffice/proposals/{id}/send: the proposal is sent (again, after an edit) and the tenant emailed the link
 * in its language, after commit. Its boats must still be available (a proposal cannot go out with a boat taken).
 */
export const sendProposal = async (deps: ProposalDeps, staff: StaffActor, id: number): Promise<ProposalChange> => {
  const result = await deps.db.transaction().execute(async (trx): Promise<ProposalChange> => {
    const locked = await lockFor(trx, id, 'send');
    if (locked.kind !== 'locked') return locked;
    const items = await itemRows(trx, id);
    const input: ProposalInput = {
      tenantEmail: locked.row.tenant_email,
      startDate: locked.row.start_date,
      endDate: locked.row.end_date,
      people: locked.row.people,
      language: locked.row.language,
      message: locked.row.message,
      items: items.map((i) => ({ boatId: i.boat_id, price: i.price })),
    };
    const check = await checked(trx, input, deps.today);
    if (!check.ok) return check.change;
    await trx.updateTable('proposals').set({ status: 'sent', sent_at: deps.now, updated_at: deps.now }).where('id', '=', id).execute();
    await recordStaffAction(trx, staff, {
      action: 'proposal.send',
      objectType: 'proposal',
      objectId: id,
      before: { status: locked.row.status },
      after: { status: 'sent', sentAt: deps.now.toISOString(), to: locked.row.tenant_email },
    });
    return { kind: 'done', id };
  });
  if (result.kind === 'done') await emailTenant(deps, id);
  return result;
};

/** POST /backoffice/proposals/{id}/withdraw: no booking can come from it any more (a checkout already open runs out). */
export const withdrawProposal = async (deps: ProposalDeps, staff: StaffActor, id: number, reason: string): Promise<ProposalChange> =>
  deps.db.transaction().execute(async (trx): Promise<ProposalChange> => {
    const locked = await lockFor(trx, id, 'withdraw');
    if (locked.kind !== 'locked') return locked;
    await trx.updateTable('proposals').set({ status: 'withdrawn', updated_at: deps.now }).where('id', '=', id).execute();
    await recordStaffAction(trx, staff, {
      action: 'proposal.withdraw',
      objectType: 'proposal',
      objectId: id,
      before: { status: locked.row.status },
      after: { status: 'withdrawn' },
      note: reason.trim() === '' ? null : reason.trim(),
    });
    return { kind: 'done', id };
  });

/** Who the proposal is written to: the account of that address (name, currency), in the proposal's language. */
const tenantRecipient = async (db: Kysely<Database>, email: string, language: LanguageCode): Promise<Recipient> => {
  const account = await tenantIdOf(db, email);
  const recipient = account === null ? undefined : await loadRecipient(db, account);
  return recipient ? { ...recipient, email, language } : { email, firstName: email, language, currency: DEFAULT_CURRENCY };
};

/** The link email; a failure is only logged (staff see the proposal sent and can send it again). */
const emailTenant = async (deps: ProposalDeps, id: number): Promise<void> => {
  if (!deps.email) return;
  try {
    const proposal = await loadProposal(deps, id);
    if (!proposal) return;
    const language = languageOf(proposal.language);
    const recipient = await tenantRecipient(deps.db, proposal.tenantEmail, language);
    await deps.email.send(
      emailTo(recipient, (t) => ({ subject: t.proposal.subject, body: t.proposal.body }), (t) => ({
        dates: daysFor(proposal.startDate, proposal.endDate, language),
        count: proposal.items.length,
        people: proposal.people,
        items: proposal.items.map((item) => fill(t.proposal.item, { boat: item.boatTitle, harbour: item.harbourName ?? '', price: moneyFor(item.price, recipient) })).join('\n'),
        message: proposal.message === '' ? '' : fill(t.proposal.message, { text: proposal.message }),
        link: proposal.link,
      })),
    );
  } catch (error) {
    (deps.log ?? console.error)(`Proposal ${id}: the tenant could not be emailed (${error instanceof Error ? error.message : 'error'})`);
  }
};

/** GET /backoffice/proposals/boats?q=: boats by id or by name (any language), published first. */
export const proposalBoatOptions = async (db: Kysely<Database>, directory: PlaceDirectory, q: string, language: string): Promise<ProposalBoatOption[]> => {
  const text = q.trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('boats as b')
    .select([
      'b.id',
      'b.title',
      'b.titles',
      'b.status',
      'b.place_id',
      'b.price_per_day',
      'b.capacity',
      sql<string | null>`(select p.url from boat_pictures p where p.boat_id = b.id order by p.position limit 1)`.as('picture'),
    ])
    .where((eb) => {
      const byName = eb.or([eb('b.title', 'ilike', pattern), eb(sql`b.titles::text`, 'ilike', pattern)]);
      return id === null ? byName : eb.or([eb('b.id', '=', id), byName]);
    })
    .orderBy(sql`b.status = 'published'`, 'desc')
    .orderBy(sql`b.id = ${id ?? 0}`, 'desc')
    .orderBy('b.id')
    .limit(MAX_BOAT_OPTIONS)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: titleIn({ title: r.title, titles: r.titles ?? {} }, language),
    status: r.status,
    harbourName: harbourNameOf(directory, r.place_id, language),
    pricePerDay: r.price_per_day,
    capacity: r.capacity,
    picture: r.picture,
  }));
};

// ---- the tenant's side ------------------------------------------------------------------------------------------------

/** GET /proposals/{hash}: a sent (or since booked or withdrawn) proposal; a draft or an unknown hash is not found. */
export const tenantProposal = async (deps: Pick<ProposalDeps, 'db' | 'directory' | 'today'>, hash: string, language: LanguageCode): Promise<TenantProposal | undefined> => {
  if (!isProposalHash(hash)) return undefined;
  const row = (await proposalRows(deps.db).where('p.hash', '=', hash).executeTakeFirst()) as ProposalRow | undefined;
  if (!row || row.status === 'draft') return undefined;
  const items = await itemRows(deps.db, row.id);
  const facts = await boatFacts(deps.db, items.map((i) => i.boat_id), { startDate: row.start_date, endDate: row.end_date }, deps.today);
  return {
    hash: row.hash,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    people: row.people,
    message: row.message,
    items: items.flatMap((item) => {
      const boat = facts.get(item.boat_id);
      if (!boat) return [];
      return [
        {
          id: item.id,
          boat: {
            id: boat.id,
            name: titleIn(boat, language),
            image: boat.picture,
            harbourName: harbourNameOf(deps.directory, boat.placeId, language),
            productUrl: boat.status === 'published' ? productUrlOf({ type: boat.type, slug: boat.slug, place_id: boat.placeId }, { directory: deps.directory, language }) : null,
          },
          price: item.price,
          available: row.status === 'sent' && boat.available,
        },
      ];
    }),
  };
};

export type BookProposalResult =
  | { readonly kind: 'booked'; readonly paymentSessionHash: string }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'refused'; readonly code: ProposalRefusal | 'dates_not_available' };

/**
 * POST /proposals/{hash}/items/{itemId}/book: any signed-in user holding the link (the address it was sent to need
 * not be theirs; the booking records who booked) opens a checkout session for the boat at the proposal's price,
 * through the same booking request as every checkout (the boat's row locked, its dates checked). The caller's own
 * unpaid session of that boat is answered again rather than a second one opened. A proposal withdrawn meanwhile
 * leaves the new session expired.
 */
export const bookProposalItem = async (deps: Pick<ProposalDeps, 'db' | 'now'>, userId: number, hash: string, itemId: number): Promise<BookProposalResult> => {
  if (!isProposalHash(hash) || !Number.isSafeInteger(itemId) || itemId <= 0 || itemId > 2_147_483_647) return { kind: 'not_found' };
  const found = await deps.db
    .selectFrom('proposals as p')
    .innerJoin('proposal_items as i', 'i.proposal_id', 'p.id')
    .select(['p.id', 'p.status', 'p.people', 'i.id as item_id', 'i.boat_id', 'i.price', sql<string>`to_char(p.start_date, 'YYYY-MM-DD')`.as('start_date'), sql<string>`to_char(p.end_date, 'YYYY-MM-DD')`.as('end_date')])
    .where('p.hash', '=', hash)
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  if (!found || found.status === 'draft') return { kind: 'not_found' };
  const next = proposalTransition(found.status, 'book');
  if (isRefusal(next)) return { kind: 'refused', code: next.refused };
  const open = await deps.db
    .selectFrom('booking_requests')
    .select('hash')
    .where('proposal_item_id', '=', found.item_id)
    .where('user_id', '=', userId)
    .where('status', '=', 'requested')
    .where('expires_at', '>', deps.now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open) return { kind: 'booked', paymentSessionHash: open.hash };
  const created = await createBookingRequest(deps.db, {
    userId,
    boatId: found.boat_id,
    startDate: found.start_date,
    endDate: found.end_date,
    numberOfPeople: found.people,
    now: deps.now,
    offerPrice: found.price,
    proposalItemId: found.item_id,
  });
  if (created.kind !== 'created') return { kind: 'refused', code: 'dates_not_available' };
  // Two clicks at once may both have opened a session: the first one stays, the other is expired and not answered.
  const first = await deps.db
    .selectFrom('booking_requests')
    .select('hash')
    .where('proposal_item_id', '=', found.item_id)
    .where('user_id', '=', userId)
    .where('status', '=', 'requested')
    .where('expires_at', '>', deps.now)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  if (first.hash !== created.hash) {
    await deps.db.updateTable('booking_requests').set({ status: 'expired', updated_at: deps.now }).where('hash', '=', created.hash).where('status', '=', 'requested').execute();
    return { kind: 'booked', paymentSessionHash: first.hash };
  }
  const still = await deps.db.selectFrom('proposals').select('status').where('id', '=', found.id).executeTakeFirstOrThrow();
  if (still.status === 'withdrawn') {
    await deps.db.updateTable('booking_requests').set({ status: 'expired', updated_at: deps.now }).where('hash', '=', created.hash).where('status', '=', 'requested').execute();
    return { kind: 'refused', code: 'proposal_withdrawn' };
  }
  // The tenant of the proposal is whoever books from it first (the address it went to may have no account).
  await deps.db.updateTable('proposals').set({ tenant_id: userId }).where('id', '=', found.id).where('tenant_id', 'is', null).execute();
  return { kind: 'booked', paymentSessionHash: created.hash };
};
