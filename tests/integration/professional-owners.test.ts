import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import type * as io from 'io-ts';
import { sql } from 'kysely';
import type { ApiErrorBody } from '../../src/contract/common';
import { ConversationThread, type ConversationCreated, type ConversationList, type ConversationMessage } from '../../src/contract/conversations';
import { Lead, LeadList, SalesSettings, TeamInvitationList, Teammate, TeammateList, type LeadsCount, type OwnerStatus, type TeamInvitation } from '../../src/contract/owners';
import { ProductDetail } from '../../src/contract/search';
import { MAX_TEAMMATES } from '../../src/domain/owners/teammates';
import { EMAIL_TEXTS, fill } from '../../server/emails/email-texts';
import { salesDefaultsOf } from '../../server/owners/sales-settings';
import { ApiClient, signedInClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/**
 * Professional owners (issue [6]): sales settings, teammates sharing the fleet's inbox, leads and their assignment,
 * and the product page's sleeping areas and itineraries, through the real server.
 */

let t: TestServer;
let owner: ApiClient;
let tenant: ApiClient;
let nina: ApiClient;
let stranger: ApiClient;
let otherOwner: ApiClient;
let ownerId: number;
let tenantId: number;
let ninaId: number;
let strangerId: number;
const db = () => t.server.database.db;

const NINA_EMAIL = 'nina.skipper@example.test';
type Failure = ApiErrorBody;

const newUser = async (email: string, firstName: string, language = 'en'): Promise<number> =>
  (
    await db()
      .insertInto('users')
      .values({ email, first_name: firstName, last_name: 'Other', roles: ['tenant'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null, language })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const signedIn = (userId: number): Promise<ApiClient> => signedInClient(t, userId);

const userIdOf = async (email: string): Promise<number> => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const decodes = <A, O>(codec: io.Type<A, O, unknown>, value: unknown): boolean => isRight(codec.decode(value));

/** The demo owner's published boats, handed out one per conversation (one pre-booking conversation per tenant and boat). */
let ownerBoats: number[] = [];
const takeBoat = (): number => {
  const id = ownerBoats.shift();
  if (id === undefined) throw new Error('no boat of the demo owner left in the demo data');
  return id;
};

const writeAbout = async (boatId: number, text: string, client = tenant): Promise<string> => {
  const r = await client.post<ConversationCreated & Failure>(`/api/v6/products/${boatId}/conversation`, { text });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.hash;
};
const write = (hash: string, text: string, client: ApiClient) => client.post<ConversationMessage & Failure>(`/api/v6/account/conversations/${hash}/messages`, { text });
const thread = (hash: string, client: ApiClient) => client.get<ConversationThread & Failure>(`/api/v6/account/conversations/${hash}`);
const leads = (client: ApiClient) => client.get<LeadList & Failure>('/api/v6/account/leads');
const leadOf = async (hash: string, client: ApiClient) => (await leads(client)).body.leads.find((l) => l.conversationHash === hash);
const count = async (client: ApiClient) => (await client.get<LeadsCount>('/api/v6/account/leads/count')).body.count;
const assign = (hash: string, userId: number | null, client = owner) => client.put<Lead & Failure>(`/api/v6/account/leads/${hash}/assign`, { userId });
const setStatus = (hash: string, status: string, client = owner) => client.put<Lead & Failure>(`/api/v6/account/leads/${hash}/status`, { status });
const invite = (email: string, client = owner) => client.post<Teammate & Failure>('/api/v6/account/teammates', { email });
const invitations = (client: ApiClient) => client.get<TeamInvitationList>('/api/v6/account/teammates/invitations');
const emailsTo = async (to: string) => db().selectFrom('email_outbox').select(['subject', 'text']).where('recipient', '=', to).orderBy('id').execute();

beforeAll(async () => {
  t = await startTestServer();
  ownerId = await userIdOf('owner@demo.seaway.test');
  tenantId = await userIdOf('tenant@demo.seaway.test');
  owner = await signedIn(ownerId);
  tenant = await signedIn(tenantId);
  ninaId = await newUser(NINA_EMAIL, 'Nina', 'fr');
  nina = await signedIn(ninaId);
  strangerId = await newUser('stranger@example.test', 'Sam');
  stranger = await signedIn(strangerId);
  const other = await db()
    .selectFrom('boats')
    .innerJoin('users', 'users.id', 'boats.owner_id')
    .select('users.id')
    .where('boats.owner_id', '<>', ownerId)
    .where('users.is_pro', '=', false)
    .orderBy('boats.id')
    .executeTakeFirstOrThrow();
  otherOwner = await signedIn(other.id);
  ownerBoats = (
    await db().selectFrom('boats').select('id').where('owner_id', '=', ownerId).where('status', '=', 'published').orderBy('id').execute()
  ).map((b) => b.id);
});
afterAll(async () => {
  await t?.close();
});
// Every test runs at the same fixed instant: each starts with no message counted against the rate limit.
beforeEach(async () => {
  await db().deleteFrom('rate_limit_hits').where('bucket', '=', 'conversationMessage').execute();
});

describe('sales settings', () => {
  it('starts from the defaults, saves, reads back, and gives new listings their defaults', async () => {
    const first = await owner.get<SalesSettings>('/api/v6/account/sales-settings');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ deposit: 0, cancellationPolicy: 'Moderate', instantBooking: false, responseTimeHours: 24 });
    const saved = { deposit: 150_000, cancellationPolicy: 'Strict', instantBooking: true, responseTimeHours: 6 };
    const put = await owner.put<SalesSettings>('/api/v6/account/sales-settings', saved);
    expect(put.status).toBe(200);
    expect(decodes(SalesSettings, put.body)).toBe(true);
    expect(put.body).toEqual(saved);
    expect((await owner.get<SalesSettings>('/api/v6/account/sales-settings')).body).toEqual(saved);
    expect(await salesDefaultsOf(db(), ownerId)).toEqual(saved);
    // Saving again updates the one row.
    const changed = { ...saved, cancellationPolicy: 'Flexible', instantBooking: false };
    expect((await owner.put('/api/v6/account/sales-settings', changed)).body).toEqual(changed);
    expect(await salesDefaultsOf(db(), ownerId)).toEqual(changed);
  });

  it('refuses invalid settings with 400 naming each field, and keeps the saved ones', async () => {
    const before = await salesDefaultsOf(db(), ownerId);
    const bad = await owner.put<Failure>('/api/v6/account/sales-settings', { deposit: -5, cancellationPolicy: 'Lenient', instantBooking: true, responseTimeHours: 96 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('sales_settings_invalid');
    expect(bad.body.details).toEqual(['deposit: owners:errors.deposit', 'cancellationPolicy: owners:errors.cancellationPolicy', 'responseTimeHours: owners:errors.responseTimeHours']);
    const shape = await owner.put<Failure>('/api/v6/account/sales-settings', { deposit: '100', cancellationPolicy: 'Strict' });
    expect(shape.status).toBe(400);
    expect(shape.body.details?.length).toBeGreaterThan(0);
    expect((await owner.put<Failure>('/api/v6/account/sales-settings', { deposit: 10.5, cancellationPolicy: 'Strict', instantBooking: true, responseTimeHours: 2 })).status).toBe(400);
    expect(await salesDefaultsOf(db(), ownerId)).toEqual(before);
  });

  it('is for owners: a user who owns no boat and is not pro gets 403, a visitor 401', async () => {
    expect((await stranger.get<Failure>('/api/v6/account/sales-settings')).status).toBe(403);
    expect((await stranger.put<Failure>('/api/v6/account/sales-settings', { deposit: 0, cancellationPolicy: 'Strict', instantBooking: true, responseTimeHours: 2 })).status).toBe(403);
    expect((await new ApiClient(t.url).get('/api/v6/account/sales-settings')).status).toBe(401);
    // An owner without saved settings reads the defaults (someone else's are never shown).
    expect((await otherOwner.get<SalesSettings>('/api/v6/account/sales-settings')).body).toEqual({ deposit: 0, cancellationPolicy: 'Moderate', instantBooking: false, responseTimeHours: 24 });
  });
});

describe('teammates and the shared inbox', () => {
  let hash: string;
  let invitationId: number;

  it('tells who is an owner or a teammate (for the header’s leads count)', async () => {
    expect((await owner.get<OwnerStatus>('/api/v6/account/is-owner')).body).toEqual({ isOwner: true, isTeammate: false });
    expect((await stranger.get<OwnerStatus>('/api/v6/account/is-owner')).body).toEqual({ isOwner: false, isTeammate: false });
    expect((await otherOwner.get<OwnerStatus>('/api/v6/account/is-owner')).body).toEqual({ isOwner: true, isTeammate: false });
    expect((await new ApiClient(t.url).get('/api/v6/account/is-owner')).status).toBe(401);
  });

  it('the owner invites by email (stored lower-cased); the invitee gets an email in their language', async () => {
    hash = await writeAbout(takeBoat(), 'Bonjour, is the boat free in August?');
    const r = await invite('  Nina.Skipper@Example.TEST ');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(decodes(Teammate, r.body)).toBe(true);
    expect(r.body).toMatchObject({ email: NINA_EMAIL, status: 'pending', firstName: null, acceptedAt: null });
    invitationId = r.body.id;
    const mails = await emailsTo(NINA_EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(fill(EMAIL_TEXTS.fr.team.inviteSubject, { owner: 'Olivier' }));
    expect(mails[0]?.text).toContain('/account');
    const list = await owner.get<TeammateList>('/api/v6/account/teammates');
    expect(decodes(TeammateList, list.body)).toBe(true);
    expect(list.body.max).toBe(MAX_TEAMMATES);
    expect(list.body.teammates.map((m) => m.email)).toEqual([NINA_EMAIL]);
  });

  it('refuses the same address twice (409), the owner’s own address and a malformed one (400)', async () => {
    const again = await invite(NINA_EMAIL.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_invited');
    const own = await invite('Owner@Demo.Seaway.test');
    expect(own.status).toBe(400);
    expect(own.body.details).toEqual(['email: owners:errors.ownEmail']);
    const malformed = await invite('nina@');
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toEqual(['email: owners:errors.emailInvalid']);
    expect((await invite(NINA_EMAIL, stranger)).status).toBe(403);
    expect((await stranger.get('/api/v6/account/teammates')).status).toBe(403);
  });

  it('a pending invitation opens nothing: the fleet’s conversation is 404 to the invitee', async () => {
    expect((await thread(hash, nina)).status).toBe(404);
    expect((await write(hash, 'Hello from Nina', nina)).status).toBe(404);
    expect((await nina.get<OwnerStatus>('/api/v6/account/is-owner')).body).toEqual({ isOwner: false, isTeammate: false });
    expect((await leads(nina)).status).toBe(403);
  });

  it('only the user signed in with the invited address sees and accepts it; accepting twice answers the same', async () => {
    expect((await invitations(stranger)).body.invitations).toEqual([]);
    expect((await stranger.post(`/api/v6/account/teammates/invitations/${invitationId}/accept`)).status).toBe(404);
    const seen = await invitations(nina);
    expect(decodes(TeamInvitationList, seen.body)).toBe(true);
    expect(seen.body.invitations).toEqual([expect.objectContaining({ id: invitationId, status: 'pending', owner: { firstName: 'Olivier', lastName: 'Navarre' } })]);
    const accepted = await nina.post<TeamInvitation>(`/api/v6/account/teammates/invitations/${invitationId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: invitationId, status: 'accepted', acceptedAt: TEST_NOW.toISOString() });
    expect((await nina.post<TeamInvitation>(`/api/v6/account/teammates/invitations/${invitationId}/accept`)).body).toEqual(accepted.body);
    expect((await owner.get<TeammateList>('/api/v6/account/teammates')).body.teammates).toEqual([
      expect.objectContaining({ id: invitationId, email: NINA_EMAIL, firstName: 'Nina', status: 'accepted' }),
    ]);
    expect((await nina.get<OwnerStatus>('/api/v6/account/is-owner')).body).toEqual({ isOwner: false, isTeammate: true });
  });

  it('an accepted teammate reads and answers the fleet’s conversation, signed "for" the owner', async () => {
    const list = await nina.get<ConversationList>('/api/v6/account/conversations');
    expect(list.body.conversations.find((c) => c.hash === hash)).toMatchObject({ myRole: 'owner', otherParty: { firstName: 'Tessa', role: 'tenant' } });
    const read = await thread(hash, nina);
    expect(read.status).toBe(200);
    expect(read.body.messages.map((m) => m.text)).toEqual(['Bonjour, is the boat free in August?']);
    const ownerUnread = (await owner.get<{ unreadTotal: number }>('/api/v6/account/conversations/unread-count')).body.unreadTotal;

    const answer = await write(hash, 'Yes, it is free. Nina, for Olivier.', nina);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ author: 'me', signature: { firstName: 'Nina', forOwner: 'Olivier' } });

    const tenantView = await thread(hash, tenant);
    expect(decodes(ConversationThread, tenantView.body)).toBe(true);
    expect(tenantView.body.messages.at(-1)).toMatchObject({ author: 'other', signature: { firstName: 'Nina', forOwner: 'Olivier' } });
    expect(tenantView.body.messages[0]).not.toHaveProperty('signature');
    // The owner sees the teammate's answer on the fleet's side, never as unread.
    const ownerView = await thread(hash, owner);
    expect(ownerView.body.messages.at(-1)).toMatchObject({ author: 'me', signature: { firstName: 'Nina', forOwner: 'Olivier' } });
    expect((await owner.get<{ unreadTotal: number }>('/api/v6/account/conversations/unread-count')).body.unreadTotal).toBeLessThanOrEqual(ownerUnread);
    // The tenant is told by email who answered, for whom.
    const mail = (await emailsTo('tenant@demo.seaway.test')).at(-1);
    expect(mail?.subject).toContain(fill(EMAIL_TEXTS.en.team.signedFor, { name: 'Nina', owner: 'Olivier' }));
  });

  it('a teammate cannot change listings, prices or money', async () => {
    const boatId = (await thread(hash, owner)).body.subject.productId ?? 0;
    const offer = await nina.post<Failure>(`/api/v6/account/conversations/${hash}/offers`, { startDate: '2026-09-14', endDate: '2026-09-17', price: 100_000 });
    expect(offer.status).toBe(403);
    expect((await nina.request('PUT', `/api/v6/account/listings/${boatId}`, { body: { pricePerDay: 100 } })).status).toBe(404);
    expect((await nina.get(`/api/v6/account/listings/${boatId}`)).status).toBe(404);
    expect((await nina.request('PUT', `/api/v6/account/listings/${boatId}/calendar`, { body: { blocked: [] } })).status).toBe(404);
    expect((await nina.get('/api/v6/account/sales-settings')).status).toBe(403);
    expect((await nina.get('/api/v6/account/teammates')).status).toBe(403);
    expect((await nina.request('DELETE', `/api/v6/account/teammates/${invitationId}`)).status).toBe(403);
  });

  it('a conversation of another fleet stays 404 to the teammate', async () => {
    const other = await db().selectFrom('boats').select('id').where('owner_id', '<>', ownerId).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const otherHash = await writeAbout(other.id, 'Is it free?');
    expect((await thread(otherHash, nina)).status).toBe(404);
    expect((await write(otherHash, 'Hi', nina)).status).toBe(404);
  });
});

describe('leads', () => {
  let waiting: string;
  let answered: string;

  beforeAll(async () => {
    // Nina is an accepted teammate (the describe above); two new enquiries about the owner's boats.
    waiting = await writeAbout(takeBoat(), 'Hello, can we bring a dog?');
    answered = await writeAbout(takeBoat(), 'Hello, is there a skipper?');
    expect((await write(answered, 'Yes, a skipper is available.', owner)).status).toBe(201);
  });

  it('lists enquiries without a booking, each with its tenant, boat, last message, status and who answers it', async () => {
    const r = await leads(owner);
    expect(r.status).toBe(200);
    expect(decodes(LeadList, r.body)).toBe(true);
    const lead = r.body.leads.find((l) => l.conversationHash === waiting);
    expect(lead).toMatchObject({
      tenant: { firstName: 'Tessa' },
      owner: { id: ownerId, firstName: 'Olivier' },
      lastMessage: { text: 'Hello, can we bring a dog?', fromTenant: true },
      dates: null,
      assignedTo: null,
      status: 'open',
      awaitingAnswer: true,
    });
    expect(r.body.leads.find((l) => l.conversationHash === answered)).toMatchObject({ awaitingAnswer: false, lastMessage: { fromTenant: false } });
    expect(r.body.teams).toEqual([
      { ownerId, members: [{ userId: ownerId, firstName: 'Olivier', role: 'owner' }, { userId: ninaId, firstName: 'Nina', role: 'teammate' }] },
    ]);
    // The teammate sees the same leads.
    expect((await leads(nina)).body.leads.map((l) => l.conversationHash)).toEqual(r.body.leads.map((l) => l.conversationHash));
  });

  it('shows the dates the tenant asked for in a checkout', async () => {
    const boatId = (await thread(waiting, owner)).body.subject.productId ?? 0;
    const started = await tenant.post<{ hash: string }>(`/api/v6/products/${boatId}/booking-request`, { startDate: '2026-09-21', endDate: '2026-09-24' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await leadOf(waiting, owner))?.dates).toEqual({ startDate: '2026-09-21', endDate: '2026-09-24' });
  });

  it('counts open unanswered leads, nobody’s or mine; assigning moves them between counts', async () => {
    const ownerBefore = await count(owner);
    const ninaBefore = await count(nina);
    expect(ownerBefore).toBeGreaterThanOrEqual(1);
    const given = await assign(waiting, ninaId);
    expect(given.status).toBe(200);
    expect(decodes(Lead, given.body)).toBe(true);
    expect(given.body.assignedTo).toEqual({ userId: ninaId, firstName: 'Nina' });
    expect(await count(owner)).toBe(ownerBefore - 1);
    expect(await count(nina)).toBe(ninaBefore);
    // Answering takes it out of the count.
    expect((await write(waiting, 'Dogs are welcome.', nina)).status).toBe(201);
    expect(await count(nina)).toBe(ninaBefore - 1);
    expect((await leadOf(waiting, owner))?.awaitingAnswer).toBe(false);
    // The tenant writes again: it is Nina's to answer, and she is the one told by email.
    const mailsBefore = (await emailsTo(NINA_EMAIL)).length;
    expect((await write(waiting, 'Great, and a cat?', tenant)).status).toBe(201);
    expect(await count(nina)).toBe(ninaBefore);
    expect(await count(owner)).toBe(ownerBefore - 1);
    expect((await emailsTo(NINA_EMAIL)).length).toBe(mailsBefore + 1);
    // Back to nobody: it counts for everyone again.
    expect((await assign(waiting, null)).body.assignedTo).toBeNull();
    expect(await count(owner)).toBe(ownerBefore);
  });

  it('gives a lead only to the owner or an accepted teammate', async () => {
    const bad = await assign(waiting, strangerId);
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(['userId: owners:errors.notATeammate']);
    expect((await owner.put<Failure>(`/api/v6/account/leads/${waiting}/assign`, { userId: 'nina' })).status).toBe(400);
    expect((await assign(waiting, ownerId, nina)).body.assignedTo).toEqual({ userId: ownerId, firstName: 'Olivier' });
  });

  it('marks a lead lost (out of the count) and open again; won only comes with a booking', async () => {
    await assign(waiting, null);
    const before = await count(owner);
    const lost = await setStatus(waiting, 'lost');
    expect(lost.status).toBe(200);
    expect(lost.body.status).toBe('lost');
    expect(await count(owner)).toBe(before - 1);
    expect((await setStatus(waiting, 'open')).body.status).toBe('open');
    expect(await count(owner)).toBe(before);
    const won = await setStatus(waiting, 'won');
    expect(won.status).toBe(400);
    expect(won.body.details).toEqual(['status: owners:errors.leadStatus']);
  });

  it('a conversation that gets its booking is won and leaves the leads', async () => {
    const booking = await db().selectFrom('booking_requests').select('id').where('user_id', '=', tenantId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db().updateTable('conversations').set({ booking_request_id: booking.id }).where('hash', '=', answered).execute();
    const row = await db().selectFrom('conversations').select('lead_status').where('hash', '=', answered).executeTakeFirstOrThrow();
    expect(row.lead_status).toBe('won');
    expect(await leadOf(answered, owner)).toBeUndefined();
    expect((await assign(answered, ninaId)).status).toBe(404);
  });

  it('another owner finds nothing (404); a user who is neither owner nor teammate gets 403, a visitor 401', async () => {
    expect((await assign(waiting, null, otherOwner)).status).toBe(404);
    expect((await setStatus(waiting, 'lost', otherOwner)).status).toBe(404);
    expect((await leads(otherOwner)).body.leads.some((l) => l.conversationHash === waiting)).toBe(false);
    expect((await leads(stranger)).status).toBe(403);
    expect((await stranger.get('/api/v6/account/leads/count')).status).toBe(403);
    expect((await assign(waiting, null, stranger)).status).toBe(403);
    expect((await leads(tenant)).status).toBe(403);
    expect((await new ApiClient(t.url).get('/api/v6/account/leads')).status).toBe(401);
    expect((await owner.put(`/api/v6/account/leads/not-a-hash!/assign`, { userId: null })).status).toBe(404);
  });

  it('a removed teammate loses the inbox (404) and the leads they held', async () => {
    await assign(waiting, ninaId);
    const id = (await owner.get<TeammateList>('/api/v6/account/teammates')).body.teammates[0]?.id ?? 0;
    expect((await otherOwner.request('DELETE', `/api/v6/account/teammates/${id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/api/v6/account/teammates/${id}`)).status).toBe(204);
    expect((await owner.request('DELETE', `/api/v6/account/teammates/${id}`)).status).toBe(404);
    expect((await thread(waiting, nina)).status).toBe(404);
    expect((await write(waiting, 'Still here?', nina)).status).toBe(404);
    expect((await leads(nina)).status).toBe(403);
    expect((await leadOf(waiting, owner))?.assignedTo).toBeNull();
    expect((await owner.get<TeammateList>('/api/v6/account/teammates')).body.teammates).toEqual([]);
    // Nina's messages keep their signature for the tenant.
    expect((await thread(waiting, tenant)).body.messages.some((m) => m.signature?.firstName === 'Nina')).toBe(true);
  });

  it('a removed teammate can be invited again, and can leave the team', async () => {
    const again = await invite(NINA_EMAIL);
    expect(again.status).toBe(201);
    expect(again.body.status).toBe('pending');
    expect((await nina.post(`/api/v6/account/teammates/invitations/${again.body.id}/accept`)).status).toBe(200);
    expect((await thread(waiting, nina)).status).toBe(200);
    expect((await nina.post(`/api/v6/account/teammates/invitations/${again.body.id}/decline`)).status).toBe(204);
    expect((await thread(waiting, nina)).status).toBe(404);
    expect((await nina.post(`/api/v6/account/teammates/invitations/${again.body.id}/decline`)).status).toBe(404);
  });
});

describe('team size', () => {
  it('allows at most 20 teammates, pending ones included', async () => {
    const active = (await owner.get<TeammateList>('/api/v6/account/teammates')).body.teammates.length;
    for (let i = active; i < MAX_TEAMMATES; i++) expect((await invite(`crew${i}@example.test`)).status).toBe(201);
    const over = await invite('one.too.many@example.test');
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('too_many_teammates');
    expect(await db().selectFrom('owner_teammates').select('id').where('email', '=', 'one.too.many@example.test').executeTakeFirst()).toBeUndefined();
  });
});

describe('sleeping areas and itineraries on the product page', () => {
  it('are in the product’s detail when the listing has them, the title in the page’s language', async () => {
    const { rows } = await sql<{ id: number }>`select id from boats
      where status = 'published' and jsonb_array_length(sleeping_areas) > 0 and jsonb_array_length(itineraries) > 0 and owner_id = ${ownerId}::int
      order by id limit 1`.execute(db());
    const id = rows[0]?.id;
    expect(id).toBeDefined();
    const en = await t.client.get<ProductDetail>(`/api/v6/products/${id}`);
    expect(en.status).toBe(200);
    expect(decodes(ProductDetail, en.body)).toBe(true);
    expect(en.body.sleepingAreas?.length).toBeGreaterThan(0);
    expect(en.body.itineraries?.[0]?.title).toMatch(/^Three days from /);
    expect(en.body.itineraries?.[0]?.days.map((d) => d.day)).toEqual([1, 2, 3]);
    const fr = await t.client.get<ProductDetail>(`/api/v6/products/${id}?_locale=fr`);
    expect(fr.body.itineraries?.[0]?.title).toMatch(/^Trois jours au départ de /);
  });

  it('are left out when the listing has none', async () => {
    const plain = await db().selectFrom('boats').select('id').where('status', '=', 'published').where(sql<boolean>`jsonb_array_length(sleeping_areas) = 0`).orderBy('id').executeTakeFirstOrThrow();
    const r = await t.client.get<ProductDetail>(`/api/v6/products/${plain.id}`);
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('sleepingAreas');
    expect(r.body).not.toHaveProperty('itineraries');
  });
});
