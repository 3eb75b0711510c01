import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import { sql } from 'kysely';
import sharp from 'sharp';
import type * as io from 'io-ts';
import {
  DamageClaimList,
  FlagAnswer,
  StaffConversation,
  StaffDamageClaim,
  StaffMessageDetail,
} from '../../src/contract/backoffice-messages';
import { TEST_CARDS, type PaymentStart } from '../../src/contract/checkout';
import type { ApiErrorBody } from '../../src/contract/common';
import type { ConversationCreated, ConversationList, ConversationMessage, ConversationThread } from '../../src/contract/conversations';
import type { EcontractData, EcontractView } from '../../src/contract/econtract';
import type { LeadList } from '../../src/contract/owners';
import { signingProblems } from '../../src/domain/econtract/validation';
import { createSession } from '../../server/auth/sessions';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/**
 * The back office's conversations, messages, flagged users and damage claims (issue [7]) through the real server:
 * staff read any conversation with its hidden messages; a hidden message disappears from everything the tenant and
 * the owner read, an edited one reads with its new text while the audit trail keeps the original; a user is flagged
 * and unflagged with a reason; a damage claim (the demo's, and one made through the real check-out with photos) is
 * decided once, with its audit entry, a system message and an email to each party in their language. Every route
 * answers 401 to a visitor and 403 to a tenant or an owner.
 */

let t: TestServer;
let dataDir: string;
let tenant: ApiClient;
let owner: ApiClient;
let staff: ApiClient;
let visitor: ApiClient;
let tenantId: number;
let ownerId: number;
let staffId: number;
const db = () => t.server.database.db;

const TENANT_PASSWORD = 'Tenant-2026!';
const BO = '/api/v6/backoffice';

const decodes = <A, O>(codec: io.Type<A, O, unknown>, value: unknown): boolean => isRight(codec.decode(value));
const userIdOf = async (email: string): Promise<number> => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const signedIn = async (id: number): Promise<ApiClient> => {
  const client = new ApiClient(t.url);
  client.token = await createSession(db(), id, TEST_NOW);
  return client;
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The demo owner's boats nobody has talked about with the demo tenant yet (one conversation per tenant and boat). */
const freeBoats: number[] = [];
const takeBoat = (): number => {
  const id = freeBoats.shift();
  if (id === undefined) throw new Error('no free boat of the demo owner left in the demo data');
  return id;
};

/** A new conversation of the demo tenant about a boat of the demo owner: its hash and id. */
const newConversation = async (text: string): Promise<{ hash: string; id: number }> => {
  const created = await tenant.post<ConversationCreated>(`/api/v6/products/${takeBoat()}/conversation`, { text });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const row = await db().selectFrom('conversations').select('id').where('hash', '=', created.body.hash).executeTakeFirstOrThrow();
  return { hash: created.body.hash, id: row.id };
};
const write = async (client: ApiClient, hash: string, text: string): Promise<ConversationMessage> => {
  const posted = await client.post<ConversationMessage>(`/api/v6/account/conversations/${hash}/messages`, { text });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return posted.body;
};
const thread = async (client: ApiClient, hash: string) => (await client.get<ConversationThread>(`/api/v6/account/conversations/${hash}`)).body;
const summary = async (client: ApiClient, hash: string) => (await client.get<ConversationList>('/api/v6/account/conversations')).body.conversations.find((c) => c.hash === hash);
const unreadTotal = async (client: ApiClient) => (await client.get<{ unreadTotal: number }>('/api/v6/account/conversations/unread-count')).body.unreadTotal;
const emailsTo = (recipient: string) => db().selectFrom('email_outbox').select(['subject', 'text']).where('recipient', '=', recipient).orderBy('id').execute();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seaway-backoffice-messages-'));
  t = await startTestServer({ env: { DATA_DIR: dataDir } });
  tenantId = await userIdOf('tenant@demo.seaway.test');
  ownerId = await userIdOf('owner@demo.seaway.test');
  staffId = await userIdOf('staff@demo.seaway.test');
  tenant = await signedIn(tenantId);
  owner = await signedIn(ownerId);
  staff = await signedIn(staffId);
  visitor = new ApiClient(t.url);
  const { rows } = await sql<{ id: number }>`
    select b.id from boats b where b.owner_id = ${ownerId}::int and b.status = 'published'
      and not exists (select 1 from conversations c where c.boat_id = b.id and c.tenant_id = ${tenantId}::int)
      and not exists (select 1 from booking_requests r where r.boat_id = b.id)
    order by b.id desc`.execute(db());
  freeBoats.push(...rows.map((r) => r.id));
});

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db().deleteFrom('rate_limit_hits').where('bucket', '=', 'conversationMessage').execute();
});

describe('who may use these routes', () => {
  it('a visitor signs in first (401); a tenant or an owner is refused (403), whatever the id', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${BO}/conversations/1`],
      ['GET', `${BO}/messages/1`],
      ['PUT', `${BO}/messages/1`, { body: 'x', reason: 'y' }],
      ['POST', `${BO}/messages/1/hide`, { reason: 'y' }],
      ['POST', `${BO}/messages/1/unhide`, { reason: 'y' }],
      ['POST', `${BO}/users/1/flag`, { reason: 'y' }],
      ['DELETE', `${BO}/users/1/flag`, { reason: 'y' }],
      ['GET', `${BO}/damage-claims?status=open`],
      ['GET', `${BO}/damage-claims/1`],
      ['POST', `${BO}/damage-claims/1/decision`, { amount: 0, note: 'y' }],
    ];
    for (const [method, path, body] of calls) {
      const options = body === undefined ? {} : { body };
      expect((await visitor.request(method, path, options)).status, `${method} ${path} visitor`).toBe(401);
      expect((await tenant.request(method, path, options)).status, `${method} ${path} tenant`).toBe(403);
      expect((await owner.request(method, path, options)).status, `${method} ${path} owner`).toBe(403);
    }
    // Nothing changed on the way.
    expect(await db().selectFrom('audit_log').select('id').where('object_id', '=', 1).where('object_type', 'in', ['message', 'user', 'damageClaim']).execute()).toEqual([]);
  });

  it('staff get 404 for unknown or malformed ids, never a 500', async () => {
    for (const path of ['conversations/999999', 'conversations/abc', 'messages/999999', 'messages/0', 'damage-claims/999999', 'damage-claims/9999999999']) {
      expect((await staff.get(`${BO}/${path}`)).status, path).toBe(404);
    }
    expect((await staff.post(`${BO}/messages/999999/hide`, { reason: 'spam' })).status).toBe(404);
    expect((await staff.put(`${BO}/messages/999999`, { body: 'x', reason: 'spam' })).status).toBe(404);
    expect((await staff.post(`${BO}/users/999999/flag`, { reason: 'spam' })).status).toBe(404);
    expect((await staff.post(`${BO}/damage-claims/999999/decision`, { amount: 0, note: 'x' })).status).toBe(404);
    expect((await staff.get(`${BO}/damage-claims?status=bogus`)).status).toBe(400);
  });
});

describe('a conversation in the back office', () => {
  it('shows every message with its author, the subject and both parties with their flag', async () => {
    const { hash, id } = await newConversation('Hello, is the boat free in September?');
    await write(owner, hash, 'Yes it is, from the 14th.');
    const read = await staff.get<StaffConversation>(`${BO}/conversations/${id}`);
    expect(read.status).toBe(200);
    expect(decodes(StaffConversation, read.body), JSON.stringify(read.body)).toBe(true);
    expect(read.body).toMatchObject({
      id,
      hash,
      subject: { kind: 'boat', bookingId: null, reference: null, activity: null },
      tenant: { id: tenantId, firstName: 'Tessa', email: 'tenant@demo.seaway.test', flagged: false, flagReason: null },
      owner: { id: ownerId, firstName: 'Olivier', flagged: false },
      audit: [],
    });
    expect(read.body.messages.map((m) => [m.text, m.author.kind, m.author.firstName, m.hiddenAt, m.editedAt])).toEqual([
      ['Hello, is the boat free in September?', 'tenant', 'Tessa', null, null],
      ['Yes it is, from the 14th.', 'owner', 'Olivier', null, null],
    ]);
  });

  it('shows a booking’s conversation with its reference and the marketplace’s messages (the demo trip)', async () => {
    const claim = await db().selectFrom('damage_claims').select('booking_request_id').orderBy('id').executeTakeFirstOrThrow();
    const conversation = await db().selectFrom('conversations').select('id').where('booking_request_id', '=', claim.booking_request_id).executeTakeFirstOrThrow();
    const read = await staff.get<StaffConversation>(`${BO}/conversations/${conversation.id}`);
    expect(read.body.subject).toMatchObject({ kind: 'booking', bookingId: claim.booking_request_id, reference: `SW-${String(claim.booking_request_id).padStart(6, '0')}` });
    expect(read.body.subject.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(read.body.messages[0]?.author).toEqual({ kind: 'system', userId: null, firstName: null });
    expect(read.body.messages.filter((m) => m.author.kind !== 'system').map((m) => m.author.kind)).toEqual(['tenant', 'owner', 'tenant']);
  });
});

describe('hiding a message', () => {
  it('takes it out of everything the tenant and the owner read, and puts it back when shown again', async () => {
    const { hash, id } = await newConversation('Hello, can we bring our dog?');
    const unreadBefore = await unreadTotal(owner);
    const rude = await write(tenant, hash, 'Answer me now, you idiot.');
    expect(await unreadTotal(owner)).toBe(unreadBefore + 1);
    expect((await summary(owner, hash))?.lastMessage?.text).toBe('Answer me now, you idiot.');

    const refused = await staff.post<ApiErrorBody>(`${BO}/messages/${rude.id}/hide`, { reason: '   ' });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(['reason: backoffice-messages:errors.reasonRequired']);
    expect((await staff.post(`${BO}/messages/${rude.id}/hide`, {})).status).toBe(400);

    const hidden = await staff.post<StaffMessageDetail>(`${BO}/messages/${rude.id}/hide`, { reason: ' Insult ' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(decodes(StaffMessageDetail, hidden.body)).toBe(true);
    expect(hidden.body.message.hiddenAt).toBe(TEST_NOW.toISOString());
    expect(hidden.body.audit).toMatchObject([
      { action: 'message.hide', actor: { id: staffId, email: 'staff@demo.seaway.test' }, objectType: 'message', objectId: rude.id, before: { hidden: false }, after: { hidden: true }, note: 'Insult' },
    ]);

    // Neither party reads it any more: threads, lists' last message, unread counts, the leads list.
    expect((await thread(tenant, hash)).messages.map((m) => m.text)).toEqual(['Hello, can we bring our dog?']);
    expect((await summary(owner, hash))?.lastMessage?.text).toBe('Hello, can we bring our dog?');
    expect(await unreadTotal(owner)).toBe(unreadBefore);
    expect((await summary(owner, hash))?.unreadCount).toBe(1);
    expect((await thread(owner, hash)).messages.map((m) => m.text)).toEqual(['Hello, can we bring our dog?']);
    expect((await thread(tenant, hash)).messages.some((m) => m.id === rude.id)).toBe(false);
    const leads = await owner.get<LeadList>('/api/v6/account/leads');
    expect(leads.body.leads.find((l) => l.conversationHash === hash)?.lastMessage?.text).toBe('Hello, can we bring our dog?');
    // Polling after the last message shown finds nothing either.
    const first = (await thread(tenant, hash)).messages[0]!;
    expect((await tenant.get<ConversationThread>(`/api/v6/account/conversations/${hash}?after=${first.id}`)).body.messages).toEqual([]);

    // Staff still read it, marked.
    const forStaff = await staff.get<StaffConversation>(`${BO}/conversations/${id}`);
    expect(forStaff.body.messages.find((m) => m.id === rude.id)?.hiddenAt).toBe(TEST_NOW.toISOString());
    expect(forStaff.body.audit.map((e) => e.action)).toEqual(['message.hide']);

    expect((await staff.post<ApiErrorBody>(`${BO}/messages/${rude.id}/hide`, { reason: 'again' })).body.error).toBe('message_already_hidden');
    const shown = await staff.post<StaffMessageDetail>(`${BO}/messages/${rude.id}/unhide`, { reason: 'Hidden by mistake' });
    expect(shown.status).toBe(200);
    expect(shown.body.message.hiddenAt).toBeNull();
    expect((await thread(tenant, hash)).messages.map((m) => m.text)).toEqual(['Hello, can we bring our dog?', 'Answer me now, you idiot.']);
    const again = await staff.post<ApiErrorBody>(`${BO}/messages/${rude.id}/unhide`, { reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('message_not_hidden');
    expect(shown.body.audit.map((e) => e.action)).toEqual(['message.hide', 'message.unhide']);
  });

  it('two staff members hiding at once: one succeeds, the other gets 409, one audit entry', async () => {
    const { hash } = await newConversation('Hello there');
    const message = await write(tenant, hash, 'Write to me at someone@example.test');
    const answers = await Promise.all([1, 2].map(() => staff.post(`${BO}/messages/${message.id}/hide`, { reason: 'Contact details' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await db().selectFrom('audit_log').select('id').where('object_type', '=', 'message').where('object_id', '=', message.id).execute()).toHaveLength(1);
  });
});

describe('editing a message', () => {
  it('shows the new text to both parties, marks it edited and keeps the original in the audit trail', async () => {
    const { hash, id } = await newConversation('Hello, where do we meet?');
    const original = 'At the fuel pontoon. Call me on +33 6 98 76 54 32.';
    const message = await write(owner, hash, original);

    const bad = await staff.put<ApiErrorBody>(`${BO}/messages/${message.id}`, { body: '  ', reason: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(['body: backoffice-messages:errors.textRequired', 'reason: backoffice-messages:errors.reasonRequired']);
    expect((await staff.put<ApiErrorBody>(`${BO}/messages/${message.id}`, { body: 'x'.repeat(2001), reason: 'r' })).body.details).toEqual(['body: backoffice-messages:errors.textTooLong']);
    expect((await staff.put<ApiErrorBody>(`${BO}/messages/${message.id}`, { body: ` ${original} `, reason: 'r' })).body.details).toEqual(['body: backoffice-messages:errors.textUnchanged']);
    expect((await staff.put<ApiErrorBody>(`${BO}/messages/${message.id}`, { body: 'x' })).status).toBe(400);

    const edited = await staff.put<StaffMessageDetail>(`${BO}/messages/${message.id}`, { body: 'At the fuel pontoon. [phone number removed]', reason: 'Contact details before booking' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      message: { id: message.id, text: 'At the fuel pontoon. [phone number removed]', editedAt: TEST_NOW.toISOString(), hiddenAt: null, author: { kind: 'owner' } },
      conversation: { id, hash },
      originalText: original,
    });
    expect(edited.body.audit).toMatchObject([{ action: 'message.edit', before: { text: original, editedAt: null }, after: { text: 'At the fuel pontoon. [phone number removed]' }, note: 'Contact details before booking' }]);

    expect((await thread(tenant, hash)).messages.at(-1)?.text).toBe('At the fuel pontoon. [phone number removed]');
    expect((await thread(owner, hash)).messages.at(-1)?.text).toBe('At the fuel pontoon. [phone number removed]');
    expect((await summary(tenant, hash))?.lastMessage?.text).toBe('At the fuel pontoon. [phone number removed]');

    // A second edit: the original stays the author's text.
    await staff.put(`${BO}/messages/${message.id}`, { body: 'At the fuel pontoon.', reason: 'Shorter' });
    const detail = await staff.get<StaffMessageDetail>(`${BO}/messages/${message.id}`);
    expect(detail.body.originalText).toBe(original);
    expect(detail.body.message.text).toBe('At the fuel pontoon.');
    expect(detail.body.audit.map((e) => e.action)).toEqual(['message.edit', 'message.edit']);
    // The log itself refuses to be rewritten.
    await expect(sql`update audit_log set note = 'changed' where object_type = 'message' and object_id = ${message.id}::int`.execute(db())).rejects.toThrow(/append-only/);
  });
});

describe('flagging a user', () => {
  it('needs a reason both ways, shows on the back office’s pages, and changes nothing for the user', async () => {
    const { id } = await newConversation('Hello, any discount?');
    expect((await staff.post<ApiErrorBody>(`${BO}/users/${tenantId}/flag`, { reason: '' })).body.details).toEqual(['reason: backoffice-messages:errors.reasonRequired']);
    const flagged = await staff.post<FlagAnswer>(`${BO}/users/${tenantId}/flag`, { reason: 'Asks owners to pay outside Seaway' });
    expect(flagged.status).toBe(200);
    expect(decodes(FlagAnswer, flagged.body)).toBe(true);
    expect(flagged.body.user).toMatchObject({ id: tenantId, flagged: true, flagReason: 'Asks owners to pay outside Seaway', flaggedAt: TEST_NOW.toISOString() });
    expect(flagged.body.audit.at(-1)).toMatchObject({ action: 'user.flag', objectType: 'user', objectId: tenantId, before: { flagged: false }, after: { flagged: true } });
    expect((await staff.post<ApiErrorBody>(`${BO}/users/${tenantId}/flag`, { reason: 'again' })).body.error).toBe('user_already_flagged');

    const conversation = await staff.get<StaffConversation>(`${BO}/conversations/${id}`);
    expect(conversation.body.tenant).toMatchObject({ flagged: true, flagReason: 'Asks owners to pay outside Seaway' });
    expect(conversation.body.audit.map((e) => e.action)).toContain('user.flag');

    // The tenant notices nothing: they read and write as before.
    expect((await tenant.get('/api/v6/account/me')).status).toBe(200);
    expect((await tenant.post(`/api/v6/products/${takeBoat()}/conversation`, { text: 'Hello again' })).status).toBe(200);

    expect((await staff.request<ApiErrorBody>('DELETE', `${BO}/users/${tenantId}/flag`, { body: {} })).status).toBe(400);
    const cleared = await staff.request<FlagAnswer>('DELETE', `${BO}/users/${tenantId}/flag`, { body: { reason: 'Talked to them' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.user).toMatchObject({ flagged: false, flagReason: null, flaggedAt: null });
    const twice = await staff.request<ApiErrorBody>('DELETE', `${BO}/users/${tenantId}/flag`, { body: { reason: 'again' } });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('user_not_flagged');
    expect(cleared.body.audit.map((e) => e.action)).toEqual(['user.flag', 'user.unflag']);
  });
});

describe('damage claims', () => {
  it('a fresh install has one open claim: the demo trip’s, with both signed contracts that verify', async () => {
    const list = await staff.get<DamageClaimList>(`${BO}/damage-claims?status=open`);
    expect(list.status).toBe(200);
    expect(decodes(DamageClaimList, list.body)).toBe(true);
    const demo = list.body.claims.at(-1)!;
    expect(demo).toMatchObject({ status: 'open', tenant: { id: tenantId }, owner: { id: ownerId }, decidedAmount: null });
    const detail = await staff.get<StaffDamageClaim>(`${BO}/damage-claims/${demo.id}`);
    expect(detail.status).toBe(200);
    expect(decodes(StaffDamageClaim, detail.body), JSON.stringify(detail.body)).toBe(true);
    const claim = detail.body;
    expect(claim).toMatchObject({ status: 'open', decision: null, ceiling: claim.amount, tenant: { firstName: 'Tessa' }, owner: { firstName: 'Olivier' } });
    expect(['paid', 'confirmed']).toContain(claim.booking.status);
    expect(claim.amount).toBeLessThanOrEqual(claim.deposit);
    expect(claim.conversationId).not.toBeNull();
    expect(claim.checkIn).toMatchObject({ direction: 'in', status: 'signed', photos: [] });
    expect(claim.checkOut).toMatchObject({ direction: 'out', status: 'signed', data: { claimAmount: claim.amount } });
    expect(claim.checkOut.data.damages.map((d) => d.zone)).toEqual(['deck']);
    // Signed like any contract: the hash is the canonical text's, the check-out chains the check-in, the content is complete.
    for (const contract of [claim.checkIn!, claim.checkOut]) {
      const row = await db().selectFrom('econtracts').select(['signed_content', 'content_hash', 'equipment_ids', 'licence_required', 'deposit']).where('id', '=', contract.id).executeTakeFirstOrThrow();
      expect(sha256(row.signed_content!)).toBe(contract.contentHash);
      const facts = {
        direction: contract.direction,
        licenceRequired: row.licence_required,
        equipmentIds: row.equipment_ids.map(Number),
        deposit: row.deposit,
        checkIn: contract.direction === 'out' ? claim.checkIn!.data : null,
      };
      expect(signingProblems(contract.data, facts)).toEqual([]);
    }
    const out = await db().selectFrom('econtracts').select('signed_content').where('id', '=', claim.checkOut.id).executeTakeFirstOrThrow();
    expect(out.signed_content).toContain(`"checkInHash":"${claim.checkIn!.contentHash}"`);
  });

  describe('a claim made at a real check-out, with photos', () => {
    let bookingId: number;
    let claimId: number;
    let claimAmount: number;
    let deposit: number;

    beforeAll(async () => {
      const { rows } = await sql<{ id: number; deposit: number; equipment: number[] }>`
        select b.id, b.deposit, array(select e.equipment_id from boat_equipment e where e.boat_id = b.id order by 1) as equipment
        from boats b
        where b.owner_id = ${ownerId}::int and b.instant_booking and b.status = 'published' and b.deposit >= 20000
          and exists (select 1 from boat_equipment e where e.boat_id = b.id)
          and not exists (select 1 from boat_unavailabilities u where u.boat_id = b.id and u.start_date <= '2026-06-10'::date and u.end_date >= '2026-06-01'::date)
        order by b.id desc limit 1`.execute(db());
      const boat = rows[0]!;
      deposit = boat.deposit;
      const dates = { startDate: '2026-06-02', endDate: '2026-06-04' };
      const requested = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, dates);
      expect(requested.status, JSON.stringify(requested.body)).toBe(200);
      const start = await tenant.post<PaymentStart>(`/api/v6/checkout/${requested.body.hash}/payment`);
      const paid = await tenant.post<{ status: string }>('/api/v6/payments/local/confirm', { clientSecret: start.body.clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' });
      expect(paid.body).toEqual({ status: 'succeeded' });
      bookingId = (await db().selectFrom('booking_requests').select('id').where('hash', '=', requested.body.hash).executeTakeFirstOrThrow()).id;
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
      const data = (overrides: Partial<EcontractData>): EcontractData => ({
        fullName: 'Tessa Marin',
        licenceNumber: 'FR-2026-0042',
        fuelPercent: 100,
        engineHours: 100,
        equipment: boat.equipment.map((id) => ({ id: Number(id), state: 'present' as const })),
        damages: [],
        depositMethod: 'card',
        claimAmount: 0,
        ...overrides,
      });
      const sign = async (direction: 'in' | 'out', overrides: Partial<EcontractData>) => {
        const path = `/api/v6/bookings/${bookingId}/econtract/${direction}`;
        const uploaded = await owner.request<{ id: number }>('POST', `${path}/photos`, { rawBody: photo as unknown as string, headers: { 'Content-Type': 'image/jpeg' } });
        expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
        const saved = await owner.put<EcontractView>(path, { data: data({ ...overrides, damages: [{ id: `${direction}-1`, zone: 'hull', note: `Damage found at check-${direction}`, photoIds: [uploaded.body.id] }] }) });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const shown = saved.body.contract!.contentHash;
        expect((await owner.post(`${path}/confirm`, { party: 'owner', contentHash: shown })).status).toBe(200);
        const signed = await owner.post<EcontractView>(`${path}/confirm`, { party: 'tenant', password: TENANT_PASSWORD, contentHash: shown });
        expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      };
      claimAmount = 20_000;
      await sign('in', {});
      await sign('out', { fuelPercent: 50, engineHours: 110, claimAmount });
      claimId = (await db().selectFrom('damage_claims').select('id').where('booking_request_id', '=', bookingId).executeTakeFirstOrThrow()).id;
    });

    it('shows the photos of both contracts, each loading full size through its signed URL', async () => {
      const detail = await staff.get<StaffDamageClaim>(`${BO}/damage-claims/${claimId}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ amount: claimAmount, deposit, status: 'open', booking: { id: bookingId } });
      const photos = [...detail.body.checkIn!.photos, ...detail.body.checkOut.photos];
      expect(detail.body.checkIn!.photos).toHaveLength(1);
      expect(detail.body.checkOut.photos).toHaveLength(1);
      for (const photo of photos) {
        const file = await fetch(`${t.url}${photo.url}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/jpeg');
        expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(1200);
      }
      expect(detail.body.checkIn!.data.damages[0]?.photoIds).toEqual([detail.body.checkIn!.photos[0]!.id]);
    });

    it('refuses a decision above the claim or without a note, then decides once: audit, system message, both parties emailed', async () => {
      const tenantMailsBefore = (await emailsTo('tenant@demo.seaway.test')).length;
      const ownerMailsBefore = (await emailsTo('owner@demo.seaway.test')).length;
      const above = await staff.post<ApiErrorBody>(`${BO}/damage-claims/${claimId}/decision`, { amount: claimAmount + 1, note: 'Too much' });
      expect(above.status).toBe(400);
      expect(above.body.details).toEqual(['amount: backoffice-messages:errors.decisionRange']);
      expect((await staff.post<ApiErrorBody>(`${BO}/damage-claims/${claimId}/decision`, { amount: 1.5, note: 'x' })).status).toBe(400);
      expect((await staff.post<ApiErrorBody>(`${BO}/damage-claims/${claimId}/decision`, { amount: 100, note: ' ' })).body.details).toEqual(['note: backoffice-messages:errors.reasonRequired']);
      expect((await staff.post<ApiErrorBody>(`${BO}/damage-claims/${claimId}/decision`, { amount: '100', note: 'x' })).status).toBe(400);

      const decided = await staff.post<StaffDamageClaim>(`${BO}/damage-claims/${claimId}/decision`, { amount: 15_000, note: 'The repair quote covers the cleat; the scratch was there before.' });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      expect(decodes(StaffDamageClaim, decided.body)).toBe(true);
      expect(decided.body).toMatchObject({
        status: 'decided',
        decision: { amount: 15_000, note: 'The repair quote covers the cleat; the scratch was there before.', at: TEST_NOW.toISOString(), by: 'staff@demo.seaway.test' },
      });
      expect(decided.body.audit).toMatchObject([
        { action: 'damageClaim.decide', objectType: 'damageClaim', objectId: claimId, before: { status: 'open' }, after: { status: 'decided', decidedAmount: 15_000, released: deposit - 15_000 } },
      ]);

      const again = await staff.post<ApiErrorBody>(`${BO}/damage-claims/${claimId}/decision`, { amount: 0, note: 'Second thoughts' });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('damage_claim_decided');
      expect(await db().selectFrom('audit_log').select('id').where('object_type', '=', 'damageClaim').where('object_id', '=', claimId).execute()).toHaveLength(1);

      // The booking's conversation tells both parties; so do the emails, each in its reader's language.
      const conversation = await db().selectFrom('conversations').select('hash').where('booking_request_id', '=', bookingId).executeTakeFirstOrThrow();
      const last = (await thread(tenant, conversation.hash)).messages.at(-1);
      expect(last).toMatchObject({ author: 'system' });
      expect(last?.text).toContain('150.00 EUR');
      const tenantMails = (await emailsTo('tenant@demo.seaway.test')).slice(tenantMailsBefore);
      const ownerMails = (await emailsTo('owner@demo.seaway.test')).slice(ownerMailsBefore);
      const reference = `SW-${String(bookingId).padStart(6, '0')}`;
      expect(tenantMails).toHaveLength(1);
      expect(tenantMails[0]!.subject).toBe(`Decision on the damage claim of booking ${reference}`);
      expect(tenantMails[0]!.text).toContain('€150');
      expect(tenantMails[0]!.text).toContain('The repair quote covers the cleat');
      expect(ownerMails).toHaveLength(1);
      expect(ownerMails[0]!.subject).toBe(`Décision sur la demande d’indemnisation de la réservation ${reference}`);

      const open = await staff.get<DamageClaimList>(`${BO}/damage-claims?status=open`);
      expect(open.body.claims.some((c) => c.id === claimId)).toBe(false);
      const closed = await staff.get<DamageClaimList>(`${BO}/damage-claims?status=decided`);
      expect(closed.body.claims.find((c) => c.id === claimId)).toMatchObject({ decidedAmount: 15_000 });
    });
  });
});
