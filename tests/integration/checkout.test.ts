import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either';
import type { Type } from 'io-ts';
import { sql, type RawBuilder } from 'kysely';
import {
  ActivityDetail,
  BookingSuccess,
  CheckoutActivity,
  CheckoutInsurances,
  CheckoutSession,
  CheckoutTracking,
  DownPayment,
  ExtraSelectedBody,
  OptionalExtrasResponse,
  PriceDetails,
  PROMO_CODE_ERRORS,
  PromoCodeResponse,
  RentalTypeResponse,
} from '../../src/contract/checkout';
import { ApiErrorBody } from '../../src/contract/common';
import { addDays } from '../../src/domain/search/iso-date';
import { createSession } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/*
 * The checkout session API (spec section 7 "Checkout") against the real server and the seeded database. Prices are
 * predicted from the catalogue rows with the rules of docs/decisions.md; checkout-pricing.test.ts checks every
 * amount against the domain's computePrice over random carts.
 */

let t: TestServer;
let tenant: ApiClient;
let other: ApiClient;
let tenantId: number;
const db = () => t.server.database.db;
const TODAY = '2026-06-01';

beforeAll(async () => {
  // The test-only fault switch is on for this server (README, CHECKOUT_FAULTS).
  t = await startTestServer({ env: { CHECKOUT_FAULTS: '1' } });
  const idOf = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  tenantId = await idOf('tenant@demo.seaway.test');
  tenant = new ApiClient(t.url);
  tenant.token = await createSession(db(), tenantId, TEST_NOW);
  other = new ApiClient(t.url);
  other.token = await createSession(db(), await idOf('owner@demo.seaway.test'), TEST_NOW);
});
afterAll(async () => {
  await t?.close();
});

const decode = <A, O>(codec: Type<A, O, unknown>, body: unknown): A => {
  const decoded = codec.decode(body);
  if (!isRight(decoded)) throw new Error(`${codec.name} does not decode ${JSON.stringify(body).slice(0, 400)}`);
  return decoded.right;
};

interface BoatRow {
  id: number;
  type: string;
  price_per_day: number;
  discount_percentage: number;
  eff: number;
  capacity: number;
  deposit: number;
  sailing_type: string;
  cancellation_policy: string;
}

/** The first boat (by id) matching a condition over `boats b`. */
const findBoat = async (condition: RawBuilder<unknown>, order: RawBuilder<unknown> = sql`b.id`): Promise<BoatRow> => {
  const { rows } = await sql<BoatRow>`
    select b.id, b.type, b.price_per_day, b.discount_percentage, b.capacity, b.deposit, b.sailing_type, b.cancellation_policy,
      floor((b.price_per_day * (100 - b.discount_percentage) + 50) / 100)::int as eff
    from boats b where ${condition} order by ${order} limit 1`.execute(db());
  const boat = rows[0];
  if (!boat) throw new Error('no boat in the demo data matches');
  return boat;
};

const extraExists = (condition: RawBuilder<unknown>) =>
  sql`exists (select 1 from product_extras e where e.boat_id = b.id and ${condition})`;
const offers = (name: string) => sql`exists (select 1 from insurance_offers i where i.boat_id = b.id and i.name = ${name})`;

/** A range of `days` days starting at least `fromOffset` days after today, free of booked ranges and holding bookings. */
const freeRange = async (boatId: number, days: number, fromOffset = 100): Promise<[string, string]> => {
  for (let offset = fromOffset; offset < 330; offset += days + 1) {
    const start = addDays(TODAY, offset);
    const end = addDays(start, days - 1);
    const { rows } = await sql<{ taken: boolean }>`
      select exists (select 1 from boat_unavailabilities u where u.boat_id = ${boatId}::int
        and u.start_date <= ${end}::date and u.end_date >= ${start}::date)
      or exists (select 1 from booking_requests r where r.boat_id = ${boatId}::int and r.status in ('awaitingOwner', 'paid', 'confirmed')
        and r.start_date <= ${end}::date and r.end_date >= ${start}::date) as taken`.execute(db());
    if (!rows[0]?.taken) return [start, end];
  }
  throw new Error(`boat ${boatId} has no free ${days}-day range`);
};

const book = async (boatId: number, days = 3, options: { fromOffset?: number; people?: number } = {}): Promise<string> => {
  const [startDate, endDate] = await freeRange(boatId, days, options.fromOffset);
  const r = await tenant.post<{ hash: string }>(`/api/v6/products/${boatId}/booking-request`, {
    startDate,
    endDate,
    ...(options.people !== undefined ? { numberOfPeople: options.people } : {}),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.hash;
};

const priceOf = async (hash: string): Promise<PriceDetails> => {
  const r = await tenant.get(`/api/v6/checkout/${hash}/price`);
  expect(r.status).toBe(200);
  return decode(PriceDetails, r.body);
};

const rowOf = (hash: string) => db().selectFrom('booking_requests').selectAll().where('hash', '=', hash).executeTakeFirstOrThrow();

const put = <T = unknown>(client: ApiClient, path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request<T>('PUT', path, { body, headers });

const NO_INSURANCE = { cabWeather: false, assistanceInsurance: false, multiriskInsurance: false, damageWaiver: false };

const expectError = (r: { status: number; body: unknown }, status: number, error: string) => {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  const body = decode(ApiErrorBody, r.body);
  expect(body.error).toBe(error);
  expect(typeof body.message).toBe('string');
};

const getPaths = (hash: string) => [
  `/api/v6/checkout/${hash}`,
  `/api/v6/checkout/${hash}/activity`,
  `/api/v6/checkout/${hash}/price`,
  `/api/v6/ps/${hash}/insurances`,
  `/api/v6/checkout/${hash}/extra/rental-type`,
  `/api/v6/checkout/${hash}/extras`,
  `/api/v6/checkout/${hash}/tracking`,
  `/api/v6/checkout/${hash}/tracking/1`,
  `/api/v6/checkout/${hash}/success`,
  `/api/v6/checkout/${hash}/down-payment`,
];
const putRequests = (hash: string): Array<[string, unknown]> => [
  [`/api/v6/ps/${hash}/insurances/selected`, { ...NO_INSURANCE, cabWeather: true }],
  [`/api/v6/checkout/${hash}/promo-code`, { promoCode: 'WELCOME10' }],
  [`/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: true }],
  [`/api/v6/checkout/${hash}/extra/selected`, { polymorphExtraId: 'extra-1', isSelected: true }],
];

describe('access to a checkout session', () => {
  it('answers 401 to a visitor, 404 to another tenant and for unknown hashes, and changes nothing', async () => {
    const boat = await findBoat(sql`true`);
    const hash = await book(boat.id);
    const before = await rowOf(hash);
    for (const path of getPaths(hash)) {
      expect((await t.client.get(path)).status, path).toBe(401);
      expect((await other.get(path)).status, path).toBe(404);
    }
    for (const [path, body] of putRequests(hash)) {
      expect((await put(t.client, path, body)).status, path).toBe(401);
      expectError(await put(other, path, body), 404, 'checkout_not_found');
    }
    expect(await rowOf(hash)).toEqual(before);
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'bad%20hash', 'x'.repeat(80)]) {
      expectError(await tenant.get(`/api/v6/checkout/${unknown}`), 404, 'checkout_not_found');
      expectError(await put(tenant, `/api/v6/checkout/${unknown}/promo-code`, { promoCode: '' }), 404, 'checkout_not_found');
    }
  });
});

describe('GET the checkout of a boat', () => {
  it('answers every read with its contract codec, in the request language', async () => {
    const boat = await findBoat(sql`b.sailing_type = 'With or without captain' and ${offers('cabWeather')}`);
    const hash = await book(boat.id, 4, { people: 2 });
    const row = await rowOf(hash);
    const { rows: dates } = await sql<{ s: string; e: string }>`select to_char(start_date, 'YYYY-MM-DD') as s,
      to_char(end_date, 'YYYY-MM-DD') as e from booking_requests where hash = ${hash}`.execute(db());
    const start = dates[0]!;

    const session = decode(CheckoutSession, (await tenant.get(`/api/v6/checkout/${hash}?_locale=fr`)).body);
    expect(session).toMatchObject({
      hash,
      status: 'requested',
      bookingId: null,
      isActivity: false,
      captainType: 'With or without captain',
      clientSecret: null,
      promoCode: null,
      isNewAttemptAtPayment: false,
      tenantEmail: 'tenant@demo.seaway.test',
      languageCode: 'fr',
      isDirect: row.is_direct,
      booking: { startAt: start.s, endAt: start.e, numberOfPeople: 2 },
    });
    expect(session.product).toMatchObject({ id: boat.id, type: boat.type, deposit: boat.deposit, capacity: boat.capacity });
    expect(session.cancellationPolicy.name).toBe(boat.cancellation_policy);
    expect(session.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(session.localization.harbor).not.toBe('');
    expect(session.createdAt).toBe(TEST_NOW.toISOString());
    expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(30 * 60_000);
    expect(session.responseBefore).toBe(row.is_direct ? null : new Date(TEST_NOW.getTime() + 48 * 3_600_000).toISOString());
    // The product page the search cards link to, in the session's language, with the dates.
    expect(session.urlBackButton).toMatch(new RegExp(`^/fr/location-bateau/[^/]+/[^/]+/[^/?]+-${boat.id}\\?startDate=${start.s}&endDate=${start.e}$`));
    const en = decode(CheckoutSession, (await tenant.get(`/api/v6/checkout/${hash}`)).body);
    expect(en.urlBackButton).toMatch(/^\/boat-rental\//);

    const price = await priceOf(hash);
    expect(price.total).toBe(price.online + price.harborAmount);
    expect(price.rentalGross - price.discountAmount).toBe(boat.eff * 4);
    // The stored snapshot is the price computed at creation.
    expect((await rowOf(hash)).price_snapshot).toEqual(price);

    const insurances = decode(CheckoutInsurances, (await tenant.get(`/api/v6/ps/${hash}/insurances?_locale=fr`)).body);
    expect(insurances.cabWeather).toMatchObject({ available: true, selected: false, title: 'Annulation pour mauvais temps' });
    expect(insurances.cabWeather.price).toBe(Math.max(1000, Math.round((boat.eff * 4 * 4) / 100)));
    const british = decode(CheckoutInsurances, (await tenant.get(`/api/v6/ps/${hash}/insurances?_locale=en-GB`)).body);
    expect(british.cabWeather.title).toBe('Bad weather cancellation');
    const greek = decode(CheckoutInsurances, (await tenant.get(`/api/v6/ps/${hash}/insurances?_locale=el`)).body);
    expect(greek.cabWeather.title).toBe('Ακύρωση λόγω κακοκαιρίας');

    const rentalType = decode(RentalTypeResponse, (await tenant.get(`/api/v6/checkout/${hash}/extra/rental-type?_locale=de`)).body);
    expect(rentalType.rentalType).toMatchObject({ isMandatory: false, wantedQuantity: 0, licenceRequired: true });
    expect(rentalType.rentalType?.localizedPrice).toMatch(/€/);
    expect(rentalType.rentalType?.polymorphExtraId).toMatch(/^rental-type-\d+$/);

    const extras = decode(OptionalExtrasResponse, (await tenant.get(`/api/v6/checkout/${hash}/extras`)).body);
    const rows = await db().selectFrom('product_extras').selectAll().where('boat_id', '=', boat.id).where('kind', '=', 'optional').execute();
    expect(extras.extras.map((e) => e.productExtraId).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const e of extras.extras) expect(e.quantity).toBe(e.isMandatory ? 1 : 0);

    const tracking = decode(CheckoutTracking, (await tenant.get(`/api/v6/checkout/${hash}/tracking`)).body);
    expect(tracking).toMatchObject({ productId: boat.id, category: boat.type, currency: 'EUR', price: price.total, transactionId: null, insurances: [] });

    const downPayment = decode(DownPayment, (await tenant.get(`/api/v6/checkout/${hash}/down-payment`)).body);
    expect(downPayment).toMatchObject({ isEligible: true, isSelected: false, percentage: 30 });
    expect(downPayment.balancePaymentDate).toBe(addDays(start.s, -session.cancellationPolicy.balancePaymentDays));

    expectError(await tenant.get(`/api/v6/checkout/${hash}/activity`), 404, 'not_an_activity');
    expectError(await tenant.get(`/api/v6/checkout/${hash}/success`), 404, 'booking_not_found');
    expectError(await tenant.get(`/api/v6/checkout/${hash}/tracking/${row.id}`), 404, 'booking_not_found');
  });
});

describe('POST /products/{id}/booking-request', () => {
  it('takes a number of people up to the capacity, and refuses dates a paid booking holds', async () => {
    const boat = await findBoat(sql`b.capacity between 2 and 12`);
    const [startDate, endDate] = await freeRange(boat.id, 2, 150);
    for (const numberOfPeople of [0, -1, 1.5, boat.capacity + 1]) {
      const r = await tenant.post(`/api/v6/products/${boat.id}/booking-request`, { startDate, endDate, numberOfPeople });
      expect(r.status, String(numberOfPeople)).toBe(400);
    }
    const ok = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, { startDate, endDate, numberOfPeople: boat.capacity });
    expect(ok.status).toBe(200);
    expect((await rowOf(ok.body.hash)).number_of_people).toBe(boat.capacity);
    // An unpaid request does not hold the dates...
    const second = await tenant.post(`/api/v6/products/${boat.id}/booking-request`, { startDate, endDate });
    expect(second.status).toBe(200);
    // ...a paid one does.
    await db().updateTable('booking_requests').set({ status: 'paid' }).where('hash', '=', ok.body.hash).execute();
    expectError(await tenant.post(`/api/v6/products/${boat.id}/booking-request`, { startDate: endDate, endDate }), 409, 'not_available');
  });
});

describe('insurances', () => {
  it('never holds multirisk and assistance together; prices follow the selection', async () => {
    const boat = await findBoat(sql`${offers('multiriskInsurance')} and ${offers('assistanceInsurance')} and ${offers('cabWeather')}`);
    const hash = await book(boat.id, 3);
    const path = `/api/v6/ps/${hash}/insurances/selected`;
    const before = await priceOf(hash);

    expectError(await put(tenant, path, { ...NO_INSURANCE, multiriskInsurance: true, assistanceInsurance: true }), 400, 'exclusive_insurances');
    expect(await priceOf(hash)).toEqual(before);

    const multi = await put(tenant, path, { ...NO_INSURANCE, multiriskInsurance: true });
    expect(multi.status).toBe(200);
    const afterMulti = decode(CheckoutInsurances, multi.body);
    expect(afterMulti.multiriskInsurance.selected).toBe(true);
    expect(afterMulti.multiriskInsurance.price).toBe(Math.max(2500, Math.round((boat.eff * 3 * 6) / 100)));
    const priceMulti = await priceOf(hash);
    expect(priceMulti.insurances).toBe(afterMulti.multiriskInsurance.price);
    // Insurances are paid online and carry no service fee.
    expect(priceMulti.online - before.online).toBe(afterMulti.multiriskInsurance.price);
    expect(priceMulti.fees).toBe(before.fees);

    const switched = decode(CheckoutInsurances, (await put(tenant, path, { ...NO_INSURANCE, assistanceInsurance: true, cabWeather: true })).body);
    expect([switched.multiriskInsurance.selected, switched.assistanceInsurance.selected, switched.cabWeather.selected]).toEqual([false, true, true]);
    expect((await priceOf(hash)).insurances).toBe(switched.assistanceInsurance.price + switched.cabWeather.price);
    expect(switched.assistanceInsurance.price).toBe(Math.max(1500, Math.round((boat.eff * 3 * 3) / 100)));

    const { rows } = await sql<{ n: number }>`select count(*)::int as n from booking_requests where insurance_multirisk and insurance_assistance`.execute(db());
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses an insurance the product does not offer', async () => {
    const boat = await findBoat(sql`not ${offers('damageWaiver')}`);
    const hash = await book(boat.id, 2);
    const insurances = decode(CheckoutInsurances, (await tenant.get(`/api/v6/ps/${hash}/insurances`)).body);
    expect(insurances.damageWaiver.available).toBe(false);
    expectError(await put(tenant, `/api/v6/ps/${hash}/insurances/selected`, { ...NO_INSURANCE, damageWaiver: true }), 400, 'insurance_unavailable');
    expect((await rowOf(hash)).insurance_damage_waiver).toBe(false);
    expect((await put(tenant, `/api/v6/ps/${hash}/insurances/selected`, { cabWeather: false })).status).toBe(400);
  });
});

describe('promo codes', () => {
  it('applies WELCOME10, refuses expired, unknown and below-minimum codes without changing anything, and removes with ""', async () => {
    const boat = await findBoat(sql`floor((b.price_per_day * (100 - b.discount_percentage) + 50) / 100) between 8000 and 25000`);
    const hash = await book(boat.id, 1);
    const path = `/api/v6/checkout/${hash}/promo-code`;
    const base = await priceOf(hash);
    expect(base.promoCodeAmount).toBe(0);

    const applied = await put(tenant, path, { promoCode: ' welcome10 ' });
    expect(applied.status).toBe(200);
    expect(decode(PromoCodeResponse, applied.body)).toEqual({ promoCode: 'WELCOME10' });
    const withPromo = await priceOf(hash);
    expect(withPromo.promoCodeAmount).toBe(Math.round((boat.eff * 10) / 100));
    expect(withPromo.lines.find((l) => l.kind === 'promoCode')?.amount).toBe(-withPromo.promoCodeAmount);
    expect(withPromo.total).toBeLessThan(base.total);
    expect(decode(CheckoutSession, (await tenant.get(`/api/v6/checkout/${hash}`)).body).promoCode).toBe('WELCOME10');

    for (const [code, error] of [
      ['EXPIRED2025', 'promo_code_expired'],
      ['NOPE-NOT-A-CODE', 'promo_code_unknown'],
      ['x'.repeat(200), 'promo_code_unknown'],
      ['SUMMER50', 'promo_code_minimum_not_reached'],
    ] as const) {
      const r = await put(tenant, path, { promoCode: code });
      expectError(r, 422, error);
      expect(PROMO_CODE_ERRORS).toContain((r.body as { error: string }).error);
      expect(await priceOf(hash)).toEqual(withPromo);
      expect((await rowOf(hash)).promo_code).toBe('WELCOME10');
    }

    const removed = await put(tenant, path, { promoCode: '' });
    expect(decode(PromoCodeResponse, removed.body)).toEqual({ promoCode: null });
    expect(await priceOf(hash)).toEqual(base);
  });

  it('applies SUMMER50 once the rental reaches 300 €', async () => {
    const boat = await findBoat(sql`floor((b.price_per_day * (100 - b.discount_percentage) + 50) / 100) between 8000 and 25000`, sql`b.id desc`);
    const days = Math.ceil(30000 / boat.eff);
    const hash = await book(boat.id, days);
    const r = await put(tenant, `/api/v6/checkout/${hash}/promo-code`, { promoCode: 'summer50' });
    expect(r.status).toBe(200);
    expect((await priceOf(hash)).promoCodeAmount).toBe(5000);
    // One day less stays below the minimum.
    const short = await book(boat.id, days - 1, { fromOffset: 250 });
    expectError(await put(tenant, `/api/v6/checkout/${short}/promo-code`, { promoCode: 'SUMMER50' }), 422, 'promo_code_minimum_not_reached');
  });
});

describe('down payment', () => {
  it('splits the online amount 30 / 70 when chosen', async () => {
    const boat = await findBoat(sql`b.cancellation_policy = 'Moderate'`);
    const hash = await book(boat.id, 3);
    const path = `/api/v6/checkout/${hash}/down-payment/selected`;
    const full = await priceOf(hash);
    expect(full.checkoutPaymentAmount).toBe(full.online);

    const chosen = await put(tenant, path, { isSelected: true });
    expect(chosen.status).toBe(200);
    expect(decode(DownPayment, chosen.body)).toMatchObject({ isEligible: true, isSelected: true, percentage: 30 });
    const split = await priceOf(hash);
    expect(split.downPaymentAmount).toBe(Math.round((split.online * 30) / 100));
    expect(split.downPaymentAmount + split.balancePaymentAmount).toBe(split.online);
    expect(split.checkoutPaymentAmount).toBe(split.downPaymentAmount);
    expect(split.total).toBe(full.total);

    expect(decode(DownPayment, (await put(tenant, path, { isSelected: false })).body).isSelected).toBe(false);
    expect(await priceOf(hash)).toEqual(full);
  });

  it('is refused when the balance would already be due', async () => {
    const boat = await findBoat(sql`b.cancellation_policy = 'Flexible' and not exists (select 1 from boat_unavailabilities u
      where u.boat_id = b.id and u.start_date <= '2026-06-02'::date and u.end_date >= '2026-06-02'::date)`);
    const r = await tenant.post<{ hash: string }>(`/api/v6/products/${boat.id}/booking-request`, { startDate: '2026-06-02', endDate: '2026-06-02' });
    expect(r.status).toBe(200);
    const hash = r.body.hash;
    expect(decode(DownPayment, (await tenant.get(`/api/v6/checkout/${hash}/down-payment`)).body)).toEqual({
      isEligible: false,
      isSelected: false,
      percentage: 30,
      balancePaymentDate: null,
    });
    expect(decode(CheckoutSession, (await tenant.get(`/api/v6/checkout/${hash}`)).body).isEligibleDownPayment).toBe(false);
    expectError(await put(tenant, `/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: true }), 400, 'down_payment_not_eligible');
    expect((await put(tenant, `/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: false })).status).toBe(200);
    expect((await rowOf(hash)).down_payment_selected).toBe(false);
  });
});

describe('extras and the rental type', () => {
  const online = sql`e.kind = 'optional' and not e.is_mandatory and not e.is_included and not e.is_pay_in_harbour and e.price_type = 'perDay'`;
  const harbour = sql`e.kind = 'optional' and not e.is_mandatory and not e.is_included and e.is_pay_in_harbour and e.price_type = 'perPerson'`;
  const mandatory = sql`e.kind = 'optional' and e.is_mandatory`;

  it('charges a selected extra online or at the harbour, keeps mandatory ones, refuses unknown ids', async () => {
    const boat = await findBoat(sql`${extraExists(online)} and ${extraExists(harbour)} and ${extraExists(mandatory)} and b.capacity >= 3`);
    const extras = await db().selectFrom('product_extras').selectAll().where('boat_id', '=', boat.id).execute();
    const perDay = extras.find((e) => e.kind === 'optional' && !e.is_mandatory && !e.is_included && !e.is_pay_in_harbour && e.price_type === 'perDay')!;
    const perPerson = extras.find((e) => e.kind === 'optional' && !e.is_mandatory && !e.is_included && e.is_pay_in_harbour && e.price_type === 'perPerson')!;
    const forced = extras.find((e) => e.kind === 'optional' && e.is_mandatory)!;
    const hash = await book(boat.id, 4, { people: 3 });
    const path = `/api/v6/checkout/${hash}/extra/selected`;
    const base = await priceOf(hash);
    // The mandatory extra is already charged.
    expect(base.lines.some((l) => l.kind === 'extra' && l.label === forced.name)).toBe(true);

    const selected = await put(tenant, path, { polymorphExtraId: `extra-${perDay.id}`, isSelected: true });
    expect(selected.status).toBe(200);
    expect(decode(ExtraSelectedBody, selected.body)).toEqual({ polymorphExtraId: `extra-${perDay.id}`, isSelected: true });
    expect((await put(tenant, path, { polymorphExtraId: `extra-${perDay.id}`, isSelected: true })).status).toBe(200);
    const withDay = await priceOf(hash);
    expect(withDay.extras - base.extras).toBe(perDay.price * 4);
    expect(withDay.harborAmount).toBe(base.harborAmount);
    expect(withDay.fees - base.fees).toBe(Math.round(((withDay.online - withDay.fees - withDay.insurances) * 8) / 100) - base.fees);

    await put(tenant, path, { polymorphExtraId: `extra-${perPerson.id}`, isSelected: true });
    const withPerson = await priceOf(hash);
    expect(withPerson.harborAmount - withDay.harborAmount).toBe(perPerson.price * 3);
    expect(withPerson.online).toBe(withDay.online);
    const listed = decode(OptionalExtrasResponse, (await tenant.get(`/api/v6/checkout/${hash}/extras`)).body).extras;
    expect(listed.filter((e) => e.quantity === 1).map((e) => e.productExtraId).sort()).toEqual([perDay.id, perPerson.id, forced.id].sort());
    const tracking = decode(CheckoutTracking, (await tenant.get(`/api/v6/checkout/${hash}/tracking`)).body);
    expect(tracking.optionalExtras.find((e) => e.productExtraId === perDay.id)).toMatchObject({
      quantity: 4,
      price: perDay.price,
      commissionAmount: Math.round((perDay.price * 4 * 8) / 100),
      isPayInHarbour: false,
    });

    await put(tenant, path, { polymorphExtraId: `extra-${perDay.id}`, isSelected: false });
    await put(tenant, path, { polymorphExtraId: `extra-${perPerson.id}`, isSelected: false });
    expect(await priceOf(hash)).toEqual(base);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from booking_extras x join booking_requests r on r.id = x.booking_request_id where r.hash = ${hash}`.execute(db());
    expect(rows[0]?.n).toBe(0);

    expectError(await put(tenant, path, { polymorphExtraId: `extra-${forced.id}`, isSelected: false }), 400, 'extra_mandatory');
    const otherBoatExtra = await db().selectFrom('product_extras').select('id').where('boat_id', '<>', boat.id).where('kind', '=', 'optional').executeTakeFirstOrThrow();
    for (const id of [`extra-${otherBoatExtra.id}`, 'extra-999999999', 'garbage', `rental-type-${perDay.id}`, '']) {
      expectError(await put(tenant, path, { polymorphExtraId: id, isSelected: true }), 404, 'extra_not_found');
    }
    expect(await priceOf(hash)).toEqual(base);
  });

  it('adds an optional skipper by the day; a mandatory skipper cannot be removed', async () => {
    const boat = await findBoat(sql`b.sailing_type = 'With or without captain' and ${extraExists(sql`e.kind = 'rentalType' and e.price_by_day and not e.is_pay_in_harbour`)}`);
    const hash = await book(boat.id, 3);
    const path = `/api/v6/checkout/${hash}/extra/selected`;
    const base = await priceOf(hash);
    const skipper = decode(RentalTypeResponse, (await tenant.get(`/api/v6/checkout/${hash}/extra/rental-type`)).body).rentalType!;
    expect(skipper).toMatchObject({ isMandatory: false, isIncluded: false, priceByDay: true, wantedQuantity: 0, isPayInHarbour: false });

    expect((await put(tenant, path, { polymorphExtraId: skipper.polymorphExtraId, isSelected: true })).status).toBe(200);
    const after = decode(RentalTypeResponse, (await tenant.get(`/api/v6/checkout/${hash}/extra/rental-type`)).body).rentalType!;
    expect(after.wantedQuantity).toBe(1);
    const withSkipper = await priceOf(hash);
    expect(withSkipper.extras - base.extras).toBe(skipper.price * 3);
    expect(withSkipper.lines.find((l) => l.kind === 'rentalType')).toMatchObject({ amount: skipper.price * 3, quantity: 3, payAt: 'online' });
    expect((await put(tenant, path, { polymorphExtraId: skipper.polymorphExtraId, isSelected: false })).status).toBe(200);
    expect(await priceOf(hash)).toEqual(base);

    const captained = await findBoat(sql`b.sailing_type = 'With captain' and ${extraExists(sql`e.kind = 'rentalType' and not e.is_included`)}`);
    const other = await book(captained.id, 2);
    expect((await rowOf(other)).rental_type_quantity).toBe(1);
    const forced = decode(RentalTypeResponse, (await tenant.get(`/api/v6/checkout/${other}/extra/rental-type`)).body).rentalType!;
    expect(forced).toMatchObject({ isMandatory: true, wantedQuantity: 1 });
    const forcedPrice = await priceOf(other);
    expect(forcedPrice.lines.find((l) => l.kind === 'rentalType')?.amount).toBe(forced.price * (forced.priceByDay ? 2 : 1));
    expectError(await put(tenant, `/api/v6/checkout/${other}/extra/selected`, { polymorphExtraId: forced.polymorphExtraId, isSelected: false }), 400, 'extra_mandatory');
    const noSkipper = await book((await findBoat(sql`b.sailing_type = 'Without captain'`)).id, 2);
    expect(decode(RentalTypeResponse, (await tenant.get(`/api/v6/checkout/${noSkipper}/extra/rental-type`)).body)).toEqual({ rentalType: null });
  });
});

describe('the server computes every price', () => {
  it('ignores prices sent by the client', async () => {
    const boat = await findBoat(sql`${extraExists(sql`e.kind = 'optional' and not e.is_mandatory and not e.is_included`)}`);
    const extra = await db().selectFrom('product_extras').selectAll().where('boat_id', '=', boat.id).where('kind', '=', 'optional').where('is_mandatory', '=', false).where('is_included', '=', false).executeTakeFirstOrThrow();
    const hash = await book(boat.id, 2);
    const tampered = { total: 1, online: 1, price: 1, amount: 1, checkoutPaymentAmount: 1 };
    const a = await put(tenant, `/api/v6/checkout/${hash}/extra/selected`, { polymorphExtraId: `extra-${extra.id}`, isSelected: true, ...tampered });
    expect(a.status).toBe(200);
    const b = await put(tenant, `/api/v6/checkout/${hash}/promo-code`, { promoCode: '', promoCodeAmount: 99_999, ...tampered });
    expect(b.status).toBe(200);
    const c = await put(tenant, `/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: false, downPaymentAmount: 1, ...tampered });
    expect(c.status).toBe(200);
    const price = await priceOf(hash);
    expect(price.total).toBeGreaterThan(boat.eff * 2);
    expect(price.promoCodeAmount).toBe(0);
    expect(price.checkoutPaymentAmount).toBe(price.online);
    expect((await rowOf(hash)).price_snapshot).toEqual(price);
  });
});

describe('concurrent changes', () => {
  it('serialise on the session row: the stored snapshot equals a fresh computation', async () => {
    const boat = await findBoat(sql`(select count(*) from product_extras e where e.boat_id = b.id and e.kind = 'optional' and not e.is_mandatory) >= 2
      and ${offers('multiriskInsurance')} and ${offers('assistanceInsurance')} and b.cancellation_policy <> 'Strict'`);
    const extras = await db().selectFrom('product_extras').select('id').where('boat_id', '=', boat.id).where('kind', '=', 'optional').where('is_mandatory', '=', false).execute();
    const hash = await book(boat.id, 5);
    const requests: Array<[string, unknown]> = [
      [`/api/v6/checkout/${hash}/extra/selected`, { polymorphExtraId: `extra-${extras[0]!.id}`, isSelected: true }],
      [`/api/v6/checkout/${hash}/extra/selected`, { polymorphExtraId: `extra-${extras[1]!.id}`, isSelected: true }],
      [`/api/v6/checkout/${hash}/extra/selected`, { polymorphExtraId: `extra-${extras[0]!.id}`, isSelected: true }],
      [`/api/v6/ps/${hash}/insurances/selected`, { ...NO_INSURANCE, multiriskInsurance: true }],
      [`/api/v6/ps/${hash}/insurances/selected`, { ...NO_INSURANCE, assistanceInsurance: true }],
      [`/api/v6/ps/${hash}/insurances/selected`, { ...NO_INSURANCE, multiriskInsurance: true }],
      [`/api/v6/checkout/${hash}/promo-code`, { promoCode: 'WELCOME10' }],
      [`/api/v6/checkout/${hash}/down-payment/selected`, { isSelected: true }],
      [`/api/v6/checkout/${hash}/extra/selected`, { polymorphExtraId: `extra-${extras[1]!.id}`, isSelected: true }],
      [`/api/v6/checkout/${hash}/promo-code`, { promoCode: 'WELCOME10' }],
    ];
    const answers = await Promise.all(requests.map(([path, body]) => put(tenant, path, body)));
    expect(answers.map((a) => a.status)).toEqual(requests.map(() => 200));
    const row = await rowOf(hash);
    expect(row.insurance_multirisk && row.insurance_assistance).toBe(false);
    expect(row.insurance_multirisk || row.insurance_assistance).toBe(true);
    expect(row.promo_code).toBe('WELCOME10');
    expect(row.down_payment_selected).toBe(true);
    const chosen = await db().selectFrom('booking_extras').select('product_extra_id').where('booking_request_id', '=', row.id).execute();
    expect(chosen.map((c) => c.product_extra_id).sort()).toEqual([extras[0]!.id, extras[1]!.id].sort());
    const fresh = await priceOf(hash);
    expect(row.price_snapshot).toEqual(fresh);
    expect(fresh.promoCodeAmount).toBeGreaterThan(0);
    expect(fresh.downPaymentAmount + fresh.balancePaymentAmount).toBe(fresh.online);
  });
});

describe('activities', () => {
  interface ActivityRow { id: number; price: number; capacity: number; times_of_day: string[]; fuel_price: number; is_all_inclusive: boolean; skipper_price: number; is_skipper_paid_at_harbor: boolean; slug: string }
  const findActivity = async (condition: RawBuilder<unknown>): Promise<ActivityRow> => {
    const { rows } = await sql<ActivityRow>`select a.id, a.price, a.capacity, a.times_of_day, a.fuel_price, a.is_all_inclusive, a.skipper_price,
      a.is_skipper_paid_at_harbor, a.slug from activities a where ${condition} order by a.id limit 1`.execute(db());
    if (!rows[0]) throw new Error('no activity matches');
    return rows[0];
  };

  it('GET /activities/{id} answers the activity page', async () => {
    const activity = await findActivity(sql`true`);
    const r = await t.client.get(`/api/v6/activities/${activity.id}?_locale=fr`);
    expect(r.status).toBe(200);
    expect(decode(ActivityDetail, r.body)).toMatchObject({ id: activity.id, price: activity.price, capacity: activity.capacity, slug: activity.slug });
    expectError(await t.client.get('/api/v6/activities/999999'), 404, 'activity_not_found');
    expect((await t.client.get('/api/v6/activities/abc')).status).toBe(400);
  });

  it('books a slot for some people and opens its checkout', async () => {
    const activity = await findActivity(sql`a.capacity >= 4 and cardinality(a.times_of_day) < 3 and not a.is_all_inclusive and a.fuel_price > 0`);
    const time = activity.times_of_day[0]!;
    const missing = ['morning', 'afternoon', 'evening'].find((x) => !activity.times_of_day.includes(x))!;
    const path = `/api/v6/activities/${activity.id}/booking-request`;
    const body = { date: '2026-07-15', timeOfDay: time, numberOfPeople: 2 };
    expect((await t.client.post(path, body)).status).toBe(401);
    for (const bad of [
      { ...body, date: '2026-05-31' },
      { ...body, date: '2027-06-02' },
      { ...body, date: '2026-02-30' },
      { ...body, timeOfDay: missing },
      { ...body, timeOfDay: 'night' },
      { ...body, numberOfPeople: 0 },
      { ...body, numberOfPeople: activity.capacity + 1 },
      { ...body, numberOfPeople: 1.5 },
      { date: '2026-07-15' },
    ]) {
      expect((await tenant.post(path, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expectError(await tenant.post('/api/v6/activities/999999/booking-request', body), 404, 'activity_not_found');

    const created = await tenant.post<{ hash: string }>(path, { ...body, date: '2027-06-01' });
    expect(created.status).toBe(200);
    const r = await tenant.post<{ hash: string }>(path, body);
    expect(r.status).toBe(200);
    const hash = r.body.hash;
    const session = decode(CheckoutSession, (await tenant.get(`/api/v6/checkout/${hash}`)).body);
    expect(session).toMatchObject({ isActivity: true, product: null, captainType: null, booking: { startAt: '2026-07-15', endAt: '2026-07-15', numberOfPeople: 2 } });
    expect(session.urlBackButton).toMatch(new RegExp(`^/experiences/[^/]+/[^/]+-${activity.id}$`));
    const fr = decode(CheckoutSession, (await tenant.get(`/api/v6/checkout/${hash}?_locale=de`)).body);
    expect(fr.urlBackButton).toMatch(new RegExp(`^/de/erlebnisse/[^/]+/[^/]+-${activity.id}$`));
    const checkoutActivity = decode(CheckoutActivity, (await tenant.get(`/api/v6/checkout/${hash}/activity`)).body);
    expect(checkoutActivity).toMatchObject({ id: activity.id, slot: { date: '2026-07-15', timeOfDay: time }, numberOfPeople: 2 });

    const price = await priceOf(hash);
    expect(price).toMatchObject({
      activityPrice: activity.price * 2,
      activityFuelPrice: activity.fuel_price,
      activitySkipperPrice: activity.skipper_price,
      activityIsAllInclusive: false,
      activityIsSkipperPaidAtHarbor: activity.is_skipper_paid_at_harbor,
    });
    expect(price.total).toBe(price.online + price.harborAmount);
    expect(decode(RentalTypeResponse, (await tenant.get(`/api/v6/checkout/${hash}/extra/rental-type`)).body)).toEqual({ rentalType: null });
    decode(OptionalExtrasResponse, (await tenant.get(`/api/v6/checkout/${hash}/extras`)).body);
    const insurances = decode(CheckoutInsurances, (await tenant.get(`/api/v6/ps/${hash}/insurances`)).body);
    expect(insurances.damageWaiver.available).toBe(false);
    const tracking = decode(CheckoutTracking, (await tenant.get(`/api/v6/checkout/${hash}/tracking`)).body);
    expect(tracking.productId).toBe(activity.id);

    // Once paid, the slot's remaining places are the capacity less these 2 people.
    await db().updateTable('booking_requests').set({ status: 'paid' }).where('hash', '=', hash).execute();
    expectError(await tenant.post(path, { ...body, numberOfPeople: activity.capacity - 1 }), 409, 'not_available');
    expect((await tenant.post(path, { ...body, numberOfPeople: activity.capacity - 2 })).status).toBe(200);
  });
});

describe('sessions that can no longer change', () => {
  it('answers 409 once paid, and shows the success page and purchase tracking', async () => {
    const boat = await findBoat(sql`b.instant_booking`);
    const hash = await book(boat.id, 2);
    const { id } = await rowOf(hash);
    const before = await priceOf(hash);
    await db().updateTable('booking_requests').set({ status: 'paid' }).where('hash', '=', hash).execute();
    for (const [path, body] of putRequests(hash)) expectError(await put(tenant, path, body), 409, 'checkout_not_changeable');
    const session = decode(CheckoutSession, (await tenant.get(`/api/v6/checkout/${hash}?_locale=fr`)).body);
    expect(session).toMatchObject({ status: 'paid', bookingId: id });
    const success = decode(BookingSuccess, (await tenant.get(`/api/v6/checkout/${hash}/success?_locale=fr`)).body);
    expect(success).toMatchObject({
      bookingId: id,
      reference: `SW-${String(id).padStart(6, '0')}`,
      status: 'paid',
      isDirect: true,
      isActivity: false,
      amountPaid: before.checkoutPaymentAmount,
      harborAmount: before.harborAmount,
      balancePaymentDate: null,
      tenantEmail: 'tenant@demo.seaway.test',
      urlBookingDetails: `/fr/booking/${id}/detail`,
      urlConversation: '/fr/account/chat/list',
    });
    const purchase = decode(CheckoutTracking, (await tenant.get(`/api/v6/checkout/${hash}/tracking/${id}`)).body);
    expect(purchase.transactionId).toBe(success.reference);
    expectError(await tenant.get(`/api/v6/checkout/${hash}/tracking/${id + 1}`), 404, 'booking_not_found');
    expect(await priceOf(hash)).toEqual(before);
  });

  it('answers 410 once expired (reads still work)', async () => {
    const boat = await findBoat(sql`true`, sql`b.id desc`);
    const hash = await book(boat.id, 2);
    await db().updateTable('booking_requests').set({ expires_at: new Date(TEST_NOW.getTime() - 60_000) }).where('hash', '=', hash).execute();
    for (const [path, body] of putRequests(hash)) expectError(await put(tenant, path, body), 410, 'checkout_expired');
    expect((await tenant.get(`/api/v6/checkout/${hash}`)).status).toBe(200);
    await db().updateTable('booking_requests').set({ status: 'expired' }).where('hash', '=', hash).execute();
    expectError(await put(tenant, `/api/v6/checkout/${hash}/promo-code`, { promoCode: 'WELCOME10' }), 410, 'checkout_expired');
  });
});

describe('the test-only fault switch', () => {
  it('fails a change with 503 after rolling back everything it wrote', async () => {
    const boat = await findBoat(sql`${offers('cabWeather')}`);
    const hash = await book(boat.id, 2);
    const before = await rowOf(hash);
    const fault = { 'X-Test-Fault': 'checkout-change' };
    expectError(await put(tenant, `/api/v6/ps/${hash}/insurances/selected`, { ...NO_INSURANCE, cabWeather: true }, fault), 503, 'test_fault');
    expectError(await put(tenant, `/api/v6/checkout/${hash}/promo-code`, { promoCode: 'WELCOME10' }, fault), 503, 'test_fault');
    expect(await rowOf(hash)).toEqual(before);
    expect((await put(tenant, `/api/v6/ps/${hash}/insurances/selected`, { ...NO_INSURANCE, cabWeather: true })).status).toBe(200);
    expect((await rowOf(hash)).insurance_cab_weather).toBe(true);
    // Off unless CHECKOUT_FAULTS=1.
    expect(loadConfig({}).testFaults).toBe(false);
    expect(loadConfig({ CHECKOUT_FAULTS: '1' }).testFaults).toBe(true);
  });
});
