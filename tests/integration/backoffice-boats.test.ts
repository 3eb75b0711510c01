import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AuditEntry } from '../../src/contract/backoffice';
import type { BoatReview } from '../../src/contract/backoffice-boats';
import type { Listing, OwnerListings } from '../../src/contract/listings';
import type { PriceDetails } from '../../src/contract/checkout';
import type { Proposal, ProposalBoatList, ProposalBooked, ProposalList, TenantProposal } from '../../src/contract/proposals';
import type { ProductsResponse } from '../../src/contract/search';
import { ApiClient, signedInClient, startTestServer, type TestServer } from './harness';

/**
 * The back office's listings and proposals (issue [7]): staff review a listing (publish, pause, reject with a reason;
 * the owner is told and sees it), staff edits of someone else's listing are audited, and proposals go from staff to a
 * tenant's checkout at the proposal's price. Every staff route is staff only.
 */
let t: TestServer;
const db = () => t.server.database.db;
let staff: ApiClient;
let owner: ApiClient;
let tenant: ApiClient;
let visitor: ApiClient;
let ownerId: number;
let tenantId: number;
let staffId: number;

type Failure = { error: string; message?: string; details?: string[]; missingSteps?: string[] };

const idOf = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const emailsTo = async (to: string) => db().selectFrom('email_outbox').select(['subject', 'text']).where('recipient', '=', to).orderBy('id').execute();

/** Boats a test has taken for itself (each test works on its own boats). */
const used: number[] = [8];

/** The demo owner's published boats free on the dates (no taken day, no booking), lowest ids first, not used yet. */
const freeBoats = async (startDate: string, endDate: string, count: number): Promise<Array<{ id: number; title: string; capacity: number }>> => {
  const exclude = [...used];
  const { rows } = await sql<{ id: number; title: string; capacity: number }>`
    select b.id, b.title, b.capacity from boats b
    where b.owner_id = ${ownerId}::int and b.status = 'published' and b.capacity >= 4 and not (b.id = any(${[0, ...exclude]}::int[]))
      and not exists (select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= ${endDate}::date and u.end_date >= ${startDate}::date)
      and not exists (select 1 from booking_requests r where r.boat_id = b.id and r.status in ('awaitingOwner', 'paid', 'confirmed')
        and r.start_date <= ${endDate}::date and r.end_date >= ${startDate}::date)
    order by b.id limit ${count}::int`.execute(db());
  expect(rows).toHaveLength(count);
  used.push(...rows.map((r) => r.id));
  return rows;
};

const auditOf = async (boatId: number) => (await staff.get<BoatReview>(`/api/v6/backoffice/boats/${boatId}`)).body.audit;

beforeAll(async () => {
  t = await startTestServer();
  [ownerId, tenantId, staffId] = await Promise.all([idOf('owner@demo.seaway.test'), idOf('tenant@demo.seaway.test'), idOf('staff@demo.seaway.test')]);
  [staff, owner, tenant] = await Promise.all([signedInClient(t, staffId), signedInClient(t, ownerId), signedInClient(t, tenantId)]);
  visitor = new ApiClient(t.url);
});
afterAll(async () => {
  await t?.close();
});

describe('staff only', () => {
  it('answers 401 to a visitor and 403 to a tenant or an owner on every back-office route of listings and proposals', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v6/backoffice/boats/8'],
      ['PUT', '/api/v6/backoffice/boats/8/status', { status: 'rejected', reason: 'x' }],
      ['GET', '/api/v6/backoffice/proposals'],
      ['GET', '/api/v6/backoffice/proposals/boats?q=8'],
      ['POST', '/api/v6/backoffice/proposals', {}],
      ['GET', '/api/v6/backoffice/proposals/1'],
      ['PUT', '/api/v6/backoffice/proposals/1', {}],
      ['POST', '/api/v6/backoffice/proposals/1/send'],
      ['POST', '/api/v6/backoffice/proposals/1/withdraw'],
    ];
    for (const [method, path, body] of routes) {
      const options = body === undefined ? {} : { body };
      expect((await visitor.request(method, path, options)).status, `${method} ${path}`).toBe(401);
      expect((await tenant.request(method, path, options)).status, `${method} ${path}`).toBe(403);
      expect((await owner.request(method, path, options)).status, `${method} ${path}`).toBe(403);
    }
    // The listing did not move.
    expect((await db().selectFrom('boats').select('status').where('id', '=', 8).executeTakeFirstOrThrow()).status).toBe('published');
    // The tenant's side needs a session too.
    expect((await visitor.get(`/api/v6/proposals/pr${'0'.repeat(40)}`)).status).toBe(401);
    expect((await visitor.post(`/api/v6/proposals/pr${'0'.repeat(40)}/items/1/book`)).status).toBe(401);
  });
});

describe('listing review', () => {
  it('shows a listing as its owner wrote it, with its owner, counts and audit trail; unknown ids are 404', async () => {
    const review = await staff.get<BoatReview>('/api/v6/backoffice/boats/8');
    expect(review.status).toBe(200);
    expect(review.body.listing).toMatchObject({ id: 8, status: 'published', missingSteps: [] });
    expect(Object.keys(review.body.listing.fields.titles).length).toBeGreaterThan(0);
    expect(review.body.listing.productUrl).toMatch(/^\//);
    expect(review.body.owner).toMatchObject({ id: ownerId, email: 'owner@demo.seaway.test', flagged: false });
    expect(review.body.ownerIsPro).toBe(true);
    expect(review.body.counts.reviews).toBeGreaterThanOrEqual(0);
    expect(review.body.rejectionReason).toBeNull();
    for (const id of ['99999999', 'abc', '0']) expect((await staff.get(`/api/v6/backoffice/boats/${id}`)).status).toBe(404);
  });

  it('rejects with a reason: hidden from search, product and booking, the owner emailed, who sees the reason and publishes again', async () => {
    const [boat] = await freeBoats('2026-09-01', '2026-09-05', 1);
    const id = boat!.id;
    const noReason = await staff.put<Failure>(`/api/v6/backoffice/boats/${id}/status`, { status: 'rejected', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual(['reason: backoffice-boats:errors.reasonRequired']);
    const before = await emailsTo('owner@demo.seaway.test');

    const reason = 'The pictures show another boat.';
    const rejected = await staff.put<BoatReview>(`/api/v6/backoffice/boats/${id}/status`, { status: 'rejected', reason: ` ${reason} ` });
    expect(rejected.status).toBe(200);
    expect(rejected.body.listing.status).toBe('rejected');
    expect(rejected.body.rejectionReason).toBe(reason);
    expect(rejected.body.listing.productUrl).toBeNull();
    const entry = rejected.body.audit.at(-1)!;
    expect(entry).toMatchObject({ action: 'boat.reject', actor: { id: staffId, email: 'staff@demo.seaway.test' }, note: reason, objectType: 'boat', objectId: id });
    expect(entry.before).toEqual({ status: 'published', rejectionReason: null });
    expect(entry.after).toEqual({ status: 'rejected', rejectionReason: reason });
    expect((await staff.put<Failure>(`/api/v6/backoffice/boats/${id}/status`, { status: 'rejected', reason })).body.error).toBe('status_unchanged');

    // Not shown, searched or booked.
    expect((await visitor.get(`/api/v6/products/${id}`)).status).toBe(404);
    const place = await db().selectFrom('boats').select(['latitude', 'longitude']).where('id', '=', id).executeTakeFirstOrThrow();
    const search = await visitor.get<ProductsResponse>(`/api/v6/products?latitude=${place.latitude}&longitude=${place.longitude}&distance=5&page=1`);
    expect(search.status).toBe(200);
    expect(search.body.products.map((p) => p.id)).not.toContain(id);
    expect((await tenant.post(`/api/v6/products/${id}/booking-request`, { startDate: '2026-09-01', endDate: '2026-09-05' })).status).toBe(404);

    // The owner is emailed in their language (French) and sees the reason on the listings page and in the editor.
    const sent = (await emailsTo('owner@demo.seaway.test')).slice(before.length);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('n’a pas été acceptée');
    expect(sent[0]!.text).toContain(reason);
    expect(sent[0]!.text).toContain(`/fr/account/listing/edit/${id}`);
    const listings = await owner.get<OwnerListings>('/api/v6/account/listings');
    expect(listings.body.listings.find((l) => l.id === id)).toMatchObject({ status: 'rejected', rejectionReason: reason, productUrl: null });
    expect((await owner.get<Listing>(`/api/v6/account/listings/${id}`)).body).toMatchObject({ status: 'rejected', rejectionReason: reason });

    // The owner edits it (a rejected listing stays complete) and publishes it again; pausing it is not a way out.
    expect((await owner.put<Failure>(`/api/v6/account/listings/${id}/status`, { status: 'paused' })).body.error).toBe('listing_rejected');
    expect((await owner.put<Failure>(`/api/v6/account/listings/${id}/status`, { status: 'rejected' })).status).toBe(400);
    const edited = await owner.put<Listing>(`/api/v6/account/listings/${id}`, { capacity: boat!.capacity });
    expect(edited.status).toBe(200);
    const again = await owner.put<Listing>(`/api/v6/account/listings/${id}/status`, { status: 'published' });
    expect(again.body).toMatchObject({ status: 'published', rejectionReason: null });
    expect((await visitor.get(`/api/v6/products/${id}`)).status).toBe(200);
    // The owner's own changes are not staff actions.
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['boat.reject']);
  });

  it('pauses only with a reason (the owner emailed), publishes back, and refuses what the status does not allow', async () => {
    const [boat] = await freeBoats('2026-09-10', '2026-09-12', 1);
    const id = boat!.id;
    expect((await staff.put<Failure>(`/api/v6/backoffice/boats/${id}/status`, { status: 'paused', reason: '' })).status).toBe(400);
    const before = (await emailsTo('owner@demo.seaway.test')).length;
    const paused = await staff.put<BoatReview>(`/api/v6/backoffice/boats/${id}/status`, { status: 'paused', reason: 'Owner asked by phone' });
    expect(paused.body.listing.status).toBe('paused');
    expect((await emailsTo('owner@demo.seaway.test')).length).toBe(before + 1);
    expect((await staff.put<Failure>(`/api/v6/backoffice/boats/${id}/status`, { status: 'paused', reason: 'again' })).body.error).toBe('status_unchanged');
    const published = await staff.put<BoatReview>(`/api/v6/backoffice/boats/${id}/status`, { status: 'published', reason: '' });
    expect(published.body.listing.status).toBe('published');
    expect(published.body.audit.map((e) => [e.action, e.note])).toEqual([
      ['boat.pause', 'Owner asked by phone'],
      ['boat.publish', null],
    ]);
    const tooLong = await staff.put<Failure>(`/api/v6/backoffice/boats/${id}/status`, { status: 'rejected', reason: 'x'.repeat(1001) });
    expect(tooLong.body.details).toEqual(['reason: backoffice-boats:errors.reasonTooLong']);
    expect((await staff.put(`/api/v6/backoffice/boats/${id}/status`, { status: 'archived', reason: 'x' })).status).toBe(400);
    expect((await staff.put(`/api/v6/backoffice/boats/99999999/status`, { status: 'rejected', reason: 'x' })).status).toBe(404);
  });

  it('publishing an incomplete listing is 422 with its missing steps; a draft cannot be rejected or paused', async () => {
    const draft = await owner.post<Listing>('/api/v6/account/listings', { type: 'RIB' });
    expect(draft.status).toBe(201);
    const incomplete = await staff.put<Failure>(`/api/v6/backoffice/boats/${draft.body.id}/status`, { status: 'published', reason: '' });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body).toMatchObject({ error: 'listing_incomplete' });
    expect(incomplete.body.missingSteps).toContain('harbour');
    expect((await staff.put<Failure>(`/api/v6/backoffice/boats/${draft.body.id}/status`, { status: 'rejected', reason: 'spam' })).body.error).toBe('listing_draft');
    expect((await staff.put<Failure>(`/api/v6/backoffice/boats/${draft.body.id}/status`, { status: 'paused', reason: 'spam' })).body.error).toBe('listing_not_published');
    const review = await staff.get<BoatReview>(`/api/v6/backoffice/boats/${draft.body.id}`);
    expect(review.body).toMatchObject({ listing: { status: 'draft' }, audit: [] });
    expect(review.body.listing.missingSteps.length).toBeGreaterThan(0);
  });
});

describe('staff edits of a listing', () => {
  it('audits the fields staff change on someone else’s listing (before and after), never the owner’s own edits', async () => {
    const [boat] = await freeBoats('2026-10-01', '2026-10-03', 1);
    const id = boat!.id;
    const current = (await owner.get<Listing>(`/api/v6/account/listings/${id}`)).body.fields;
    expect((await owner.put(`/api/v6/account/listings/${id}`, { capacity: current.capacity })).status).toBe(200);
    expect(await auditOf(id)).toEqual([]);

    const changed = await staff.put<Listing>(`/api/v6/account/listings/${id}`, { capacity: (current.capacity ?? 4) - 1, deposit: current.deposit + 10_000 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // A save that changes nothing writes nothing.
    expect((await staff.put(`/api/v6/account/listings/${id}`, { capacity: (current.capacity ?? 4) - 1 })).status).toBe(200);
    const trail = await auditOf(id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'boat.edit', actor: { email: 'staff@demo.seaway.test' } });
    expect(trail[0]!.before).toEqual({ capacity: current.capacity, deposit: current.deposit });
    expect(trail[0]!.after).toEqual({ capacity: (current.capacity ?? 4) - 1, deposit: current.deposit + 10_000 });

    // Pictures and the calendar too.
    const pictures = await db().selectFrom('boat_pictures').select('id').where('boat_id', '=', id).orderBy('position').execute();
    if (pictures.length > 1) {
      const order = pictures.map((p) => p.id).reverse();
      expect((await staff.put(`/api/v6/account/listings/${id}/pictures/order`, { ids: order })).status).toBe(200);
    }
    expect((await staff.put(`/api/v6/account/listings/${id}/calendar`, { startDate: '2026-10-01', endDate: '2026-10-02', blocked: true })).status).toBe(200);
    const actions = (await auditOf(id)).map((e) => e.action);
    expect(actions).toContain('boat.calendar.change');
    if (pictures.length > 1) expect(actions).toContain('boat.pictures.order');
    const calendar = (await auditOf(id)).find((e) => e.action === 'boat.calendar.change')!;
    expect((calendar.after as { blocked: unknown[] }).blocked).toContainEqual({ startDate: '2026-10-01', endDate: '2026-10-02' });
    // The owner's own calendar change is not audited.
    const count = (await auditOf(id)).length;
    expect((await owner.put(`/api/v6/account/listings/${id}/calendar`, { startDate: '2026-10-01', endDate: '2026-10-02', blocked: false })).status).toBe(200);
    expect((await auditOf(id)).length).toBe(count);
  });
});

describe('proposals', () => {
  const DATES = { startDate: '2026-11-02', endDate: '2026-11-06' };
  let boats: Array<{ id: number; title: string; capacity: number }>;
  beforeAll(async () => {
    boats = await freeBoats(DATES.startDate, DATES.endDate, 3);
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    tenantEmail: ' Tenant@Demo.Seaway.test ',
    ...DATES,
    people: 2,
    language: 'fr',
    message: 'Trois bateaux pour votre semaine.',
    items: [{ boatId: boats[0]!.id, price: 99_900 }, { boatId: boats[1]!.id }],
    ...overrides,
  });

  it('staff create, send and the tenant books one boat into a checkout at the proposal’s price', async () => {
    const created = await staff.post<Proposal>('/api/v6/backoffice/proposals', body());
    expect(created.status).toBe(201);
    const proposal = created.body;
    expect(proposal).toMatchObject({ status: 'draft', tenantEmail: 'tenant@demo.seaway.test', people: 2, language: 'fr', sentAt: null, bookings: [] });
    expect(proposal.hash).toMatch(/^pr[0-9a-f]{40}$/);
    expect(proposal.link).toMatch(new RegExp(`/fr/account/offers/${proposal.hash}$`));
    expect(proposal.items.map((i) => [i.boatId, i.available])).toEqual([
      [boats[0]!.id, true],
      [boats[1]!.id, true],
    ]);
    expect(proposal.items[0]!.price).toBe(99_900);
    // Without a price, the boat's own for the dates.
    expect(proposal.items[1]!.price).toBe(proposal.items[1]!.listPrice);
    expect(proposal.audit.map((e) => e.action)).toEqual(['proposal.create']);

    // A draft's link is not out yet.
    expect((await tenant.get(`/api/v6/proposals/${proposal.hash}`)).status).toBe(404);
    const list = await staff.get<ProposalList>('/api/v6/backoffice/proposals?status=draft');
    expect(list.body.proposals.find((p) => p.id === proposal.id)).toMatchObject({ status: 'draft', items: 2 });
    expect((await staff.get('/api/v6/backoffice/proposals?status=nope')).status).toBe(400);

    const sent = await staff.post<Proposal>(`/api/v6/backoffice/proposals/${proposal.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
    const mail = (await emailsTo('tenant@demo.seaway.test')).at(-1)!;
    expect(mail.subject).toContain('Des bateaux choisis pour vous');
    expect(mail.text).toContain(proposal.link);
    expect(mail.text).toContain('Trois bateaux pour votre semaine.');

    // Any signed-in user holding the link reads it and books; here the tenant it was written to.
    const read = await tenant.get<TenantProposal>(`/api/v6/proposals/${proposal.hash}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'sent', ...DATES, people: 2 });
    expect(read.body.items.map((i) => [i.boat.id, i.price, i.available])).toEqual([
      [boats[0]!.id, 99_900, true],
      [boats[1]!.id, proposal.items[1]!.price, true],
    ]);
    const item = read.body.items[0]!;
    const booked = await tenant.post<ProposalBooked>(`/api/v6/proposals/${proposal.hash}/items/${item.id}/book`);
    expect(booked.status).toBe(200);
    const session = booked.body.paymentSessionHash;
    // Booking again answers the same open session.
    expect((await tenant.post<ProposalBooked>(`/api/v6/proposals/${proposal.hash}/items/${item.id}/book`)).body.paymentSessionHash).toBe(session);
    const row = await db().selectFrom('booking_requests').select(['offer_price', 'proposal_item_id', 'user_id', 'number_of_people', 'status']).where('hash', '=', session).executeTakeFirstOrThrow();
    expect(row).toEqual({ offer_price: 99_900, proposal_item_id: item.id, user_id: tenantId, number_of_people: 2, status: 'requested' });
    const price = await tenant.get<PriceDetails>(`/api/v6/checkout/${session}/price`);
    expect(price.status).toBe(200);
    expect(price.body.rentalGross).toBe(99_900);

    const details = await staff.get<Proposal>(`/api/v6/backoffice/proposals/${proposal.id}`);
    expect(details.body.bookings).toMatchObject([{ itemId: item.id, boatId: boats[0]!.id, tenantEmail: 'tenant@demo.seaway.test', status: 'requested', total: 99_900 }]);
    expect(details.body.audit.map((e) => e.action)).toEqual(['proposal.create', 'proposal.send']);

    // Paid (or held for the owner's answer), the proposal is booked and changes no more.
    await db().updateTable('booking_requests').set({ status: 'paid' }).where('hash', '=', session).execute();
    expect((await staff.get<Proposal>(`/api/v6/backoffice/proposals/${proposal.id}`)).body.status).toBe('booked');
    expect((await staff.put<Failure>(`/api/v6/backoffice/proposals/${proposal.id}`, body())).body.error).toBe('proposal_booked');
    expect((await tenant.post<Failure>(`/api/v6/proposals/${proposal.hash}/items/${read.body.items[1]!.id}/book`)).body.error).toBe('proposal_booked');
    await db().updateTable('booking_requests').set({ status: 'cancelled' }).where('hash', '=', session).execute();
  });

  it('edits a draft or a sent proposal (audited), withdraws it, after which booking is 409', async () => {
    const created = (await staff.post<Proposal>('/api/v6/backoffice/proposals', body({ items: [{ boatId: boats[2]!.id }] }))).body;
    const edited = await staff.put<Proposal>(`/api/v6/backoffice/proposals/${created.id}`, body({ people: 3, items: [{ boatId: boats[2]!.id, price: 50_000 }] }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ people: 3, items: [{ boatId: boats[2]!.id, price: 50_000, id: created.items[0]!.id }] });
    const edit = edited.body.audit.at(-1)!;
    expect(edit.action).toBe('proposal.edit');
    expect(edit.before).toMatchObject({ people: 2, items: [{ boatId: boats[2]!.id, price: created.items[0]!.price }] });
    expect(edit.after).toMatchObject({ people: 3, items: [{ boatId: boats[2]!.id, price: 50_000 }] });
    await staff.post(`/api/v6/backoffice/proposals/${created.id}/send`);
    const other = await signedInClient(t, ownerId);
    // The address it was sent to need not be the booker's; who booked is recorded.
    const item = (await other.get<TenantProposal>(`/api/v6/proposals/${created.hash}`)).body.items[0]!;

    const withdrawn = await staff.post<Proposal>(`/api/v6/backoffice/proposals/${created.id}/withdraw`, { reason: 'The tenant booked elsewhere' });
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(withdrawn.body.audit.at(-1)).toMatchObject({ action: 'proposal.withdraw', note: 'The tenant booked elsewhere', after: { status: 'withdrawn' } });
    const refused = await other.post<Failure>(`/api/v6/proposals/${created.hash}/items/${item.id}/book`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('proposal_withdrawn');
    expect(refused.body.message).toBeTruthy();
    expect((await tenant.get<TenantProposal>(`/api/v6/proposals/${created.hash}`)).body).toMatchObject({ status: 'withdrawn', items: [{ available: false }] });
    for (const path of [`/api/v6/backoffice/proposals/${created.id}/send`, `/api/v6/backoffice/proposals/${created.id}/withdraw`]) {
      expect((await staff.post<Failure>(path)).body.error).toBe('proposal_withdrawn');
    }
  });

  it('refuses bad input (400), boats that are not published, too small or taken (409), and a taken boat at booking time', async () => {
    const bad = await staff.post<Failure>('/api/v6/backoffice/proposals', body({ tenantEmail: 'nope', startDate: '2026-05-01', people: 0, items: [] }));
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining(['tenantEmail: backoffice-boats:errors.emailInvalid', 'startDate: backoffice-boats:errors.dateInPast', 'people: backoffice-boats:errors.people', 'items: backoffice-boats:errors.noItems']),
    );
    expect((await staff.post('/api/v6/backoffice/proposals', { tenantEmail: 'x@y.z' })).status).toBe(400);

    const draft = await owner.post<Listing>('/api/v6/account/listings', { type: 'RIB' });
    const taken = await db()
      .selectFrom('boat_unavailabilities')
      .innerJoin('boats', 'boats.id', 'boat_unavailabilities.boat_id')
      .select(['boat_unavailabilities.boat_id', sql<string>`to_char(boat_unavailabilities.start_date, 'YYYY-MM-DD')`.as('start')])
      .where('boats.status', '=', 'published')
      .where('boat_unavailabilities.start_date', '>', sql<Date>`'2026-07-01'::date`)
      .where('boats.capacity', '>=', 2)
      .orderBy('boat_unavailabilities.id')
      .executeTakeFirstOrThrow();
    const unavailable = await staff.post<Failure>(
      '/api/v6/backoffice/proposals',
      body({ startDate: taken.start, endDate: taken.start, items: [{ boatId: taken.boat_id }, { boatId: draft.body.id }, { boatId: 99_999_999 }] }),
    );
    expect(unavailable.status).toBe(409);
    expect(unavailable.body).toMatchObject({ error: 'boats_not_available' });
    expect(unavailable.body.details).toEqual([
      'items.0.boatId: backoffice-boats:errors.boatNotAvailable',
      'items.1.boatId: backoffice-boats:errors.boatNotPublished',
      'items.2.boatId: backoffice-boats:errors.boatUnknown',
    ]);
    const small = await staff.post<Failure>('/api/v6/backoffice/proposals', body({ people: 20, items: [{ boatId: boats[0]!.id }] }));
    expect(small.body.details).toEqual(['items.0.boatId: backoffice-boats:errors.boatTooSmall']);

    // Sent, then the boat is taken by someone else: booking it answers 409 with a message.
    const proposal = (await staff.post<Proposal>('/api/v6/backoffice/proposals', body({ items: [{ boatId: boats[2]!.id }] }))).body;
    await staff.post(`/api/v6/backoffice/proposals/${proposal.id}/send`);
    await db().insertInto('boat_unavailabilities').values({ boat_id: boats[2]!.id, start_date: DATES.startDate, end_date: DATES.endDate, source: 'owner' }).execute();
    const read = await tenant.get<TenantProposal>(`/api/v6/proposals/${proposal.hash}`);
    expect(read.body.items[0]!.available).toBe(false);
    const refused = await tenant.post<Failure>(`/api/v6/proposals/${proposal.hash}/items/${read.body.items[0]!.id}/book`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('dates_not_available');
    expect((await tenant.post(`/api/v6/proposals/${proposal.hash}/items/99999999/book`)).status).toBe(404);
    expect((await tenant.get('/api/v6/proposals/not-a-proposal')).status).toBe(404);
    expect((await staff.get('/api/v6/backoffice/proposals/99999999')).status).toBe(404);
  });

  it('finds boats to add by name or id', async () => {
    const byId = await staff.get<ProposalBoatList>(`/api/v6/backoffice/proposals/boats?q=${boats[0]!.id}`);
    expect(byId.body.boats[0]).toMatchObject({ id: boats[0]!.id, status: 'published' });
    const word = boats[1]!.title.split(' ')[0]!;
    const byName = await staff.get<ProposalBoatList>(`/api/v6/backoffice/proposals/boats?q=${encodeURIComponent(word)}`);
    expect(byName.body.boats.length).toBeGreaterThan(0);
    expect(byName.body.boats.length).toBeLessThanOrEqual(20);
    expect((await staff.get('/api/v6/backoffice/proposals/boats?q=')).status).toBe(400);
    expect((await staff.get(`/api/v6/backoffice/proposals/boats?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await staff.get('/api/v6/backoffice/proposals/boats?q=%25_%5C')).status).toBe(200);
  });

  it('keeps every staff action in the append-only log', async () => {
    const entries = await db().selectFrom('audit_log').select(['action']).where('object_type', '=', 'proposal').execute();
    expect(entries.length).toBeGreaterThan(0);
    await expect(db().deleteFrom('audit_log').where('object_type', '=', 'proposal').execute()).rejects.toThrow(/append-only/);
    const typed: AuditEntry['objectType'] = 'proposal';
    expect(typed).toBe('proposal');
  });
});
