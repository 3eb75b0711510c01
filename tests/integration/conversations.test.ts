import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import { sql } from 'kysely';
import type * as io from 'io-ts';
import type { PriceDetails } from '../../src/contract/checkout';
import {
  ConversationList,
  ConversationMessage,
  ConversationThread,
  MESSAGE_MAX_LENGTH,
  Offer,
  OfferList,
  type ConversationCreated,
  type OfferAccepted,
} from '../../src/contract/conversations';
import { createSession } from '../../server/auth/sessions';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

let t: TestServer;
let tenant: ApiClient;
let owner: ApiClient;
let stranger: ApiClient;
let tenantId: number;
let ownerId: number;
const db = () => t.server.database.db;

/** The demo owner's boats free on DATES, handed out one per conversation (one pre-booking conversation per tenant and boat). */
const freeBoats: number[] = [];
const DATES = { startDate: '2026-09-14', endDate: '2026-09-17' };
const PRICE = 123_400;

const newUser = async (email: string, firstName = 'Paula'): Promise<number> =>
  (
    await db()
      .insertInto('users')
      .values({ email, first_name: firstName, last_name: 'Other', roles: ['tenant'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const signedIn = async (userId: number): Promise<ApiClient> => {
  const client = new ApiClient(t.url);
  client.token = await createSession(db(), userId, TEST_NOW);
  return client;
};

const userIdOf = async (email: string): Promise<number> => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await startTestServer();
  tenantId = await userIdOf('tenant@demo.seaway.test');
  ownerId = await userIdOf('owner@demo.seaway.test');
  tenant = await signedIn(tenantId);
  owner = await signedIn(ownerId);
  stranger = await signedIn(await newUser('stranger@example.test', 'Sam'));
  const { rows } = await sql<{ id: number }>`
    select b.id from boats b
    where b.owner_id = ${ownerId}::int and not exists (
      select 1 from boat_unavailabilities u where u.boat_id = b.id
        and u.start_date <= ${DATES.endDate}::date and u.end_date >= ${DATES.startDate}::date)
      -- The demo tenant's requests waiting for the demo owner (issue [6]) have their own conversations: not these boats.
      and not exists (select 1 from booking_requests r where r.boat_id = b.id and r.user_id = ${tenantId}::int)
    order by b.id`.execute(db());
  freeBoats.push(...rows.map((r) => r.id));
});
afterAll(async () => {
  await t?.close();
});
// Every test runs at the same fixed instant: each starts with no message counted against the rate limit.
beforeEach(async () => {
  await db().deleteFrom('rate_limit_hits').where('bucket', '=', 'conversationMessage').execute();
});

const takeBoat = (): number => {
  const id = freeBoats.shift();
  if (id === undefined) throw new Error('no free boat of the demo owner left in the demo data');
  return id;
};

const decodes = <A, O>(codec: io.Type<A, O, unknown>, value: unknown): boolean => isRight(codec.decode(value));

type Failure = { error?: string; message?: string };
const writeAbout = (boatId: number, text: string, client = tenant) =>
  client.post<ConversationCreated & Failure>(`/api/v6/products/${boatId}/conversation`, { text });
const write = (hash: string, text: string, client: ApiClient) => client.post<ConversationMessage & Failure>(`/api/v6/account/conversations/${hash}/messages`, { text });
const thread = (hash: string, client: ApiClient, after?: number) =>
  client.get<ConversationThread & Failure>(`/api/v6/account/conversations/${hash}${after === undefined ? '' : `?after=${after}`}`);
const list = (client: ApiClient) => client.get<ConversationList>('/api/v6/account/conversations');
const unreadTotal = async (client: ApiClient) => (await client.get<{ unreadTotal: number }>('/api/v6/account/conversations/unread-count')).body.unreadTotal;
const summaryOf = async (hash: string, client: ApiClient) => (await list(client)).body.conversations.find((one) => one.hash === hash);
const offer = (hash: string, body: unknown, client = owner) => client.post<Offer & Failure>(`/api/v6/account/conversations/${hash}/offers`, body);
const accept = (hash: string, client = tenant) => client.post<OfferAccepted & Failure>(`/api/v6/account/offers/${hash}/accept`);
const decline = (hash: string, client = tenant) => client.post<Offer & Failure>(`/api/v6/account/offers/${hash}/decline`);
const offerStatus = async (hash: string) => (await db().selectFrom('offers').select('status').where('hash', '=', hash).executeTakeFirstOrThrow()).status;

/** A new conversation of the tenant about a free boat of the owner. */
const newConversation = async (client = tenant): Promise<{ hash: string; boatId: number }> => {
  const boatId = takeBoat();
  const r = await writeAbout(boatId, 'Hello, is the boat free in September?', client);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { hash: r.body.hash, boatId };
};

/** A conversation with a pending offer of the owner at PRICE for DATES. */
const newOffer = async (): Promise<{ hash: string; conversationHash: string; boatId: number }> => {
  const { hash: conversationHash, boatId } = await newConversation();
  const r = await offer(conversationHash, { ...DATES, price: PRICE });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { hash: r.body.hash, conversationHash, boatId };
};

describe('messages between a tenant and an owner', () => {
  it('the tenant writes about a boat; the owner sees it unread, reads it and answers; the tenant polls for the answer', async () => {
    const ownerUnreadBefore = await unreadTotal(owner);
    const boatId = takeBoat();
    const first = await writeAbout(boatId, 'Hello, is the boat free in September?');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ hash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), ish: `boat-${boatId}` });
    const { hash } = first.body;

    const ownerList = await list(owner);
    expect(decodes(ConversationList, ownerList.body)).toBe(true);
    const seenByOwner = ownerList.body.conversations.find((one) => one.hash === hash);
    expect(seenByOwner).toMatchObject({
      ish: `boat-${boatId}`,
      subject: { kind: 'boat', productId: boatId, bookingId: null, reference: null, startDate: null, endDate: null },
      otherParty: { firstName: 'Tessa', role: 'tenant' },
      myRole: 'owner',
      lastMessage: { text: 'Hello, is the boat free in September?', at: TEST_NOW.toISOString(), fromMe: false },
      unreadCount: 1,
    });
    expect(seenByOwner?.subject.productName).not.toBe('');
    expect(ownerList.body.unreadTotal).toBe(ownerUnreadBefore + 1);
    expect(await unreadTotal(owner)).toBe(ownerUnreadBefore + 1);
    expect(await summaryOf(hash, tenant)).toMatchObject({ myRole: 'tenant', otherParty: { firstName: 'Olivier', role: 'owner' }, unreadCount: 0, lastMessage: { fromMe: true } });

    const read = await thread(hash, owner);
    expect(read.status).toBe(200);
    expect(decodes(ConversationThread, read.body)).toBe(true);
    expect(read.body).toMatchObject({ hash, ish: `boat-${boatId}`, myRole: 'owner', otherParty: { firstName: 'Tessa', role: 'tenant' }, offers: [] });
    expect(read.body.messages.map((m) => [m.author, m.text])).toEqual([['other', 'Hello, is the boat free in September?']]);
    expect((await summaryOf(hash, owner))?.unreadCount).toBe(0);
    expect(await unreadTotal(owner)).toBe(ownerUnreadBefore);

    const answer = await write(hash, 'Yes, it is free.', owner);
    expect(answer.status).toBe(201);
    expect(decodes(ConversationMessage, answer.body)).toBe(true);
    expect(answer.body).toMatchObject({ text: 'Yes, it is free.', author: 'me', at: TEST_NOW.toISOString() });
    expect(await summaryOf(hash, tenant)).toMatchObject({ unreadCount: 1, lastMessage: { text: 'Yes, it is free.', fromMe: false } });

    const firstId = read.body.messages[0]?.id ?? 0;
    const polled = await thread(hash, tenant, firstId);
    expect(polled.body.messages).toEqual([{ id: answer.body.id, text: 'Yes, it is free.', at: TEST_NOW.toISOString(), author: 'other' }]);
    expect((await thread(hash, tenant, answer.body.id)).body.messages).toEqual([]);
    expect((await summaryOf(hash, tenant))?.unreadCount).toBe(0);
    expect((await thread(hash, tenant, -1)).status).toBe(400);

    // Writing again about the same boat goes on in the same conversation.
    const again = await writeAbout(boatId, 'Great, thanks!');
    expect(again.body).toEqual({ hash, ish: `boat-${boatId}` });
    expect((await thread(hash, tenant)).body.messages.map((m) => m.author)).toEqual(['me', 'other', 'me']);
  });

  it('stores the text as typed (no trimming inside, no escaping)', async () => {
    const { hash } = await newConversation();
    const text = '  <b>hi</b> & "x"\n<script>alert(1)</script> \'y\'  ';
    const posted = await write(hash, text, tenant);
    expect(posted.status).toBe(201);
    expect(posted.body.text).toBe(text);
    expect((await thread(hash, owner)).body.messages.at(-1)?.text).toBe(text);
    const stored = await db().selectFrom('conversation_messages').select('body').where('id', '=', posted.body.id).executeTakeFirstOrThrow();
    expect(stored.body).toBe(text);
  });

  it('refuses an empty or too long text (400), the owner writing about their own boat (409) and an unknown boat (404)', async () => {
    const boatId = takeBoat();
    for (const text of ['', '   \n\t ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const r = await writeAbout(boatId, text);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('message_invalid');
    }
    // Nothing was opened by the refused first messages.
    expect(await db().selectFrom('conversations').select('id').where('boat_id', '=', boatId).where('tenant_id', '=', tenantId).execute()).toEqual([]);
    expect((await tenant.post(`/api/v6/products/${boatId}/conversation`, { message: 'hi' })).status).toBe(400);

    const { hash } = await newConversation();
    for (const text of ['', '  ', 'é'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const r = await write(hash, text, owner);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('message_invalid');
    }
    expect((await write(hash, ` ${'é'.repeat(MESSAGE_MAX_LENGTH)} `, owner)).status).toBe(201);

    const own = await writeAbout(boatId, 'My own boat', owner);
    expect(own.status).toBe(409);
    expect(own.body.error).toBe('own_product');
    expect((await writeAbout(999_999_999, 'hello')).status).toBe(404);
    expect((await tenant.post('/api/v6/products/abc/conversation', { text: 'hello' })).status).toBe(404);
  });

  it('limits a user to 10 messages a minute (429 with Retry-After), the refused one not written', async () => {
    const writer = await signedIn(await newUser('chatty@example.test'));
    const boatId = takeBoat();
    const { body } = await writeAbout(boatId, 'message 1', writer);
    for (let i = 2; i <= 10; i++) expect((await write(body.hash, `message ${i}`, writer)).status).toBe(201);
    const refused = await write(body.hash, 'message 11', writer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await writeAbout(takeBoat(), 'another boat', writer)).status).toBe(429);
    const messages = (await thread(body.hash, writer)).body.messages;
    expect(messages).toHaveLength(10);
    // The other party is not limited by the writer's messages.
    expect((await write(body.hash, 'Slow down please', owner)).status).toBe(201);
  });

  it('emails the other party a link to the conversation, except to a deleted account', async () => {
    const writerId = await newUser('mailed@example.test', 'Mila');
    const writer = await signedIn(writerId);
    const boatId = takeBoat();
    const { body } = await writeAbout(boatId, 'Is there a skipper?', writer);
    const link = `/account/chat/${body.hash}/boat-${boatId}`;
    const emailsWith = async () => (await db().selectFrom('email_outbox').select(['recipient', 'subject', 'text']).execute()).filter((e) => e.text.includes(link));

    const toOwner = await emailsWith();
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatchObject({ recipient: 'owner@demo.seaway.test', subject: expect.stringContaining('Mila') });
    expect(toOwner[0]?.text).toContain('Is there a skipper?');
    expect(toOwner[0]?.text).toMatch(new RegExp(`https?://\\S+${link}`));

    await write(body.hash, 'Yes, Marc.', owner);
    expect((await emailsWith()).map((e) => e.recipient)).toEqual(['owner@demo.seaway.test', 'mailed@example.test']);

    await db().updateTable('users').set({ deleted_at: TEST_NOW }).where('id', '=', writerId).execute();
    expect((await write(body.hash, 'Anyone there?', owner)).status).toBe(201);
    expect(await emailsWith()).toHaveLength(2);
  });

  it('shows a booking’s conversation with its reference, dates and ish', async () => {
    const boatId = takeBoat();
    const session = await tenant.post<{ hash: string }>(`/api/v6/products/${boatId}/booking-request`, DATES);
    expect(session.status).toBe(200);
    const booking = await db().selectFrom('booking_requests').select('id').where('hash', '=', session.body.hash).executeTakeFirstOrThrow();
    const hash = 'bookingConversation0000000000001';
    const conversation = await db()
      .insertInto('conversations')
      .values({ booking_request_id: booking.id, boat_id: boatId, tenant_id: tenantId, owner_id: ownerId, hash, created_at: TEST_NOW, last_message_at: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('conversation_messages').values({ conversation_id: conversation.id, author_id: null, body: 'New booking', created_at: TEST_NOW }).execute();

    const reference = `SW-${String(booking.id).padStart(6, '0')}`;
    const summary = await summaryOf(hash, owner);
    expect(summary).toMatchObject({
      ish: `booking-${booking.id}`,
      subject: { kind: 'booking', productId: boatId, bookingId: booking.id, reference, ...DATES },
      lastMessage: { text: 'New booking', fromMe: false },
      // A system message is never unread.
      unreadCount: 0,
    });
    const read = await thread(hash, tenant);
    expect(read.body.messages).toEqual([expect.objectContaining({ author: 'system', text: 'New booking' })]);
    expect(read.body.subject).toEqual(summary?.subject);
  });
});

describe('privacy', () => {
  it('a user who is not a party finds nothing (404), a visitor is asked to sign in (401)', async () => {
    const { hash: offerHash, conversationHash } = await newOffer();
    const paths: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', `/api/v6/account/conversations/${conversationHash}`],
      ['POST', `/api/v6/account/conversations/${conversationHash}/messages`, { text: 'hello' }],
      ['POST', `/api/v6/account/conversations/${conversationHash}/offers`, { ...DATES, price: 100 }],
      ['GET', `/api/v6/account/offers/${offerHash}`],
      ['POST', `/api/v6/account/offers/${offerHash}/accept`],
      ['POST', `/api/v6/account/offers/${offerHash}/decline`],
    ];
    for (const [method, path, body] of paths) {
      const asStranger = await stranger.request(method, path, body === undefined ? {} : { body });
      expect(asStranger.status, `${method} ${path}`).toBe(404);
      const asVisitor = await t.client.request(method, path, body === undefined ? {} : { body });
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
    }
    for (const path of ['/api/v6/account/conversations', '/api/v6/account/conversations/unread-count', '/api/v6/account/offers']) {
      expect((await t.client.get(path)).status).toBe(401);
    }
    expect((await t.client.post(`/api/v6/products/${takeBoat()}/conversation`, { text: 'hi' })).status).toBe(401);
    expect((await list(stranger)).body.conversations.map((one) => one.hash)).not.toContain(conversationHash);
    expect((await stranger.get<OfferList>('/api/v6/account/offers')).body.offers).toEqual([]);
    expect(await offerStatus(offerHash)).toBe('pending');
    expect((await thread(conversationHash, tenant)).body.messages.map((m) => m.text)).not.toContain('hello');

    for (const bad of ['short', 'bad!hash!bad!hash', 'x'.repeat(65)]) {
      expect((await thread(bad, tenant)).status).toBe(404);
      expect((await tenant.get(`/api/v6/account/offers/${bad}`)).status).toBe(404);
      expect((await accept(bad)).status).toBe(404);
    }
  });
});

describe('offers', () => {
  it('the owner makes an offer, the tenant sees it and accepts it: a checkout session at the offer’s price', async () => {
    const { hash: conversationHash, boatId } = await newConversation();
    expect((await offer(conversationHash, { ...DATES, price: PRICE }, tenant)).status).toBe(403);

    const made = await offer(conversationHash, { ...DATES, price: PRICE });
    expect(made.status).toBe(201);
    expect(decodes(Offer, made.body)).toBe(true);
    expect(made.body).toMatchObject({
      conversationHash,
      conversationIsh: `boat-${boatId}`,
      product: { id: boatId },
      ...DATES,
      price: PRICE,
      status: 'pending',
      expiresAt: '2026-06-03T09:00:00.000Z',
      createdAt: TEST_NOW.toISOString(),
      myRole: 'owner',
      paymentSessionHash: null,
    });
    const hash = made.body.hash;

    const received = await tenant.get<OfferList>('/api/v6/account/offers');
    expect(decodes(OfferList, received.body)).toBe(true);
    expect(received.body.offers.find((o) => o.hash === hash)).toMatchObject({ myRole: 'tenant', status: 'pending', price: PRICE });
    expect((await owner.get<OfferList>('/api/v6/account/offers')).body.offers.find((o) => o.hash === hash)?.myRole).toBe('owner');
    expect((await tenant.get<Offer>(`/api/v6/account/offers/${hash}`)).body).toEqual({ ...made.body, myRole: 'tenant' });
    const seen = await thread(conversationHash, tenant);
    expect(seen.body.offers.map((o) => o.hash)).toEqual([hash]);
    expect(seen.body.messages.at(-1)).toMatchObject({ author: 'system', text: 'Offer: 2026-09-14 to 2026-09-17 for 1,234.00 EUR' });

    expect((await accept(hash, owner)).status).toBe(403);
    expect((await decline(hash, owner)).status).toBe(403);

    // Two accepts at once open one session: the other answers it too, or 409 while the first is still opening it.
    const [one, two] = await Promise.all([accept(hash), accept(hash)]);
    const accepted = [one, two].filter((r) => r.status === 200);
    expect(accepted.length).toBeGreaterThan(0);
    for (const r of [one, two]) expect([200, 409]).toContain(r.status);
    const sessionHash = accepted[0]?.body.hash ?? '';
    for (const r of accepted) expect(r.body.hash).toBe(sessionHash);
    const sessions = await db().selectFrom('booking_requests').select(['hash', 'offer_price']).where('user_id', '=', tenantId).where('boat_id', '=', boatId).execute();
    expect(sessions).toEqual([{ hash: sessionHash, offer_price: PRICE }]);

    const checkout = await tenant.get(`/api/v6/checkout/${sessionHash}`);
    expect(checkout.status).toBe(200);
    const price = await tenant.get<PriceDetails>(`/api/v6/checkout/${sessionHash}/price`);
    expect(price.status).toBe(200);
    expect(price.body.rentalGross).toBe(PRICE);
    expect(price.body.lines.find((line) => line.kind === 'rental')?.amount).toBe(PRICE);

    expect((await accept(hash)).body).toEqual({ hash: sessionHash });
    expect((await tenant.get<Offer>(`/api/v6/account/offers/${hash}`)).body).toMatchObject({ status: 'accepted', paymentSessionHash: sessionHash });
    const declined = await decline(hash);
    expect(declined.status).toBe(409);
    expect(declined.body.error).toBe('offer_not_pending');
  });

  it('refuses an invalid offer (400) and an offer outside a conversation about a boat', async () => {
    const { hash } = await newConversation();
    const invalid = [
      { ...DATES, price: 0 },
      { ...DATES, price: -5 },
      { ...DATES, price: 10.5 },
      { ...DATES, price: 10_000_001 },
      { startDate: '2026-05-31', endDate: '2026-06-02', price: PRICE },
      { startDate: '2026-09-17', endDate: '2026-09-14', price: PRICE },
      { startDate: '2026-09-01', endDate: '2026-10-31', price: PRICE },
      { startDate: '2026-02-30', endDate: '2026-03-02', price: PRICE },
      { startDate: '14/09/2026', endDate: '2026-09-17', price: PRICE },
    ];
    for (const body of invalid) {
      const r = await offer(hash, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('offer_invalid');
    }
    expect((await offer(hash, { startDate: DATES.startDate })).status).toBe(400);
    expect(await db().selectFrom('offers').innerJoin('conversations as c', 'c.id', 'offers.conversation_id').select('offers.id').where('c.hash', '=', hash).execute()).toEqual([]);
    // The limits themselves are accepted: today, 60 days, 100,000 EUR.
    expect((await offer(hash, { startDate: '2026-06-01', endDate: '2026-07-30', price: 10_000_000 })).status).toBe(201);

    const activityConversation = 'activityConversation000000000001';
    await db().insertInto('conversations').values({ tenant_id: tenantId, owner_id: ownerId, boat_id: null, booking_request_id: null, hash: activityConversation, created_at: TEST_NOW }).execute();
    const refused = await offer(activityConversation, { ...DATES, price: PRICE });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('offer_not_possible');
  });

  it('an expired offer answers 410 and is marked expired', async () => {
    const { hash } = await newOffer();
    await db().updateTable('offers').set({ expires_at: new Date(TEST_NOW.getTime() - 1000) }).where('hash', '=', hash).execute();
    expect((await tenant.get<Offer>(`/api/v6/account/offers/${hash}`)).body.status).toBe('expired');
    const r = await accept(hash);
    expect(r.status).toBe(410);
    expect(r.body.error).toBe('offer_expired');
    expect(await offerStatus(hash)).toBe('expired');
    expect((await accept(hash)).status).toBe(409);
    expect((await decline(hash)).status).toBe(409);
  });

  it('a newer offer withdraws the older pending one', async () => {
    const { hash: older, conversationHash } = await newOffer();
    const newer = await offer(conversationHash, { ...DATES, price: PRICE - 10_000 });
    expect(newer.status).toBe(201);
    expect(await offerStatus(older)).toBe('withdrawn');
    const offers = (await thread(conversationHash, tenant)).body.offers;
    expect(offers.map((o) => [o.hash, o.status])).toEqual([
      [newer.body.hash, 'pending'],
      [older, 'withdrawn'],
    ]);
    const r = await accept(older);
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('offer_not_pending');
  });

  it('the tenant declines a pending offer once; a declined offer cannot be accepted', async () => {
    const { hash } = await newOffer();
    const declined = await decline(hash);
    expect(declined.status).toBe(200);
    expect(decodes(Offer, declined.body)).toBe(true);
    expect(declined.body).toMatchObject({ hash, status: 'declined', myRole: 'tenant' });
    expect((await decline(hash)).status).toBe(409);
    expect((await accept(hash)).status).toBe(409);
  });

  it('dates taken meanwhile: 409 dates_not_available and the offer stays pending', async () => {
    const { hash, boatId } = await newOffer();
    await db().insertInto('boat_unavailabilities').values({ boat_id: boatId, start_date: DATES.startDate, end_date: DATES.startDate }).execute();
    const r = await accept(hash);
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('dates_not_available');
    expect(await offerStatus(hash)).toBe('pending');
    expect(await db().selectFrom('booking_requests').select('id').where('boat_id', '=', boatId).where('user_id', '=', tenantId).execute()).toEqual([]);
  });
});
