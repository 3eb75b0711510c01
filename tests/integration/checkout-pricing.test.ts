import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRight } from 'fp-ts/lib/Either';
import { sql } from 'kysely';
import { PriceDetails, type PriceLine } from '../../src/contract/checkout';
import { INSURANCE_NAMES, type Cart, type InsuranceName, type PromoCodeRule } from '../../src/domain/checkout/cart';
import { computePrice, isEligibleForDownPayment } from '../../src/domain/checkout/pricing';
import { addDays } from '../../src/domain/search/iso-date';
import { createSession } from '../../server/auth/sessions';
import { ApiClient, startTestServer, type TestServer } from './harness';
import { TEST_NOW } from './settings';

/*
 * A property over random carts driven through the API: whatever extras, skipper, insurances, promo code and down
 * payment a tenant picks (valid or not), the price the server answers is the domain's computePrice of the same cart,
 * built here independently from the catalogue rows and the choices the server accepted, and its sums hold.
 */

let t: TestServer;
let tenant: ApiClient;
const db = () => t.server.database.db;
const TODAY = '2026-06-01';

interface ExtraFact {
  id: number;
  kind: 'optional' | 'rentalType';
  name: string;
  price_type: 'perBooking' | 'perDay' | 'perPerson';
  price: number;
  is_mandatory: boolean;
  is_included: boolean;
  is_pay_in_harbour: boolean;
  crew_number: number;
  licence_required: boolean;
  price_by_day: boolean;
  position: number;
}

interface Product {
  kind: 'boat' | 'activity';
  id: number;
  price: number;
  discount: number;
  deposit: number;
  capacity: number;
  policy: string;
  timesOfDay: string[];
  fuel: number;
  skipper: number;
  allInclusive: boolean;
  skipperAtHarbour: boolean;
  extras: ExtraFact[];
  offers: Set<string>;
}

let boats: Product[] = [];
let activities: Product[] = [];

/** The documented rules (docs/decisions.md), restated here rather than imported from the server. */
const BALANCE_DAYS: Record<string, number> = { Flexible: 2, Moderate: 7, Strict: 14 };
const pct = (amount: number, p: number) => Math.round((amount * p) / 100);
const insurancePrice = (name: InsuranceName, net: number, deposit: number, days: number): number | undefined => {
  switch (name) {
    case 'cabWeather':
      return Math.max(1000, pct(net, 4));
    case 'damageWaiver':
      return deposit > 0 ? Math.max(1500, Math.min(pct(deposit, 8), pct(deposit * days, 2))) : undefined;
    case 'assistanceInsurance':
      return Math.max(1500, pct(net, 3));
    case 'multiriskInsurance':
      return Math.max(2500, pct(net, 6));
  }
};

const loadProducts = async (kind: 'boat' | 'activity', every: number): Promise<Product[]> => {
  const rows =
    kind === 'boat'
      ? (await sql<Product>`select 'boat' as kind, id, price_per_day as price, discount_percentage as discount, deposit, capacity,
          cancellation_policy as policy, '{}'::text[] as "timesOfDay", 0 as fuel, 0 as skipper, false as "allInclusive", false as "skipperAtHarbour"
          from boats where id % ${every}::int = 3 order by id`.execute(db())).rows
      : (await sql<Product>`select 'activity' as kind, id, price, 0 as discount, 0 as deposit, capacity, cancellation_policy as policy,
          times_of_day as "timesOfDay", fuel_price as fuel, skipper_price as skipper, is_all_inclusive as "allInclusive",
          is_skipper_paid_at_harbor as "skipperAtHarbour" from activities where id % ${every}::int = 1 order by id`.execute(db())).rows;
  const column = kind === 'boat' ? 'boat_id' : 'activity_id';
  const ids = rows.map((r) => r.id);
  const extras = await db().selectFrom('product_extras').selectAll().where(column, 'in', ids).execute();
  const offers = await db().selectFrom('insurance_offers').selectAll().where(column, 'in', ids).execute();
  return rows.map((r) => ({
    ...r,
    extras: extras.filter((e) => e[column] === r.id).sort((a, b) => a.position - b.position || a.id - b.id),
    offers: new Set(offers.filter((o) => o[column] === r.id).map((o) => o.name)),
  }));
};

beforeAll(async () => {
  t = await startTestServer();
  const tenantId = (await db().selectFrom('users').select('id').where('email', '=', 'tenant@demo.seaway.test').executeTakeFirstOrThrow()).id;
  tenant = new ApiClient(t.url);
  tenant.token = await createSession(db(), tenantId, TEST_NOW);
  boats = await loadProducts('boat', 29);
  activities = await loadProducts('activity', 11);
});
afterAll(async () => {
  await t?.close();
});

interface Choices {
  extras: boolean[];
  skipper: boolean;
  insurances: Record<InsuranceName, boolean>;
  promo: string;
  downPayment: boolean;
}

const choicesArb: fc.Arbitrary<Choices> = fc.record({
  extras: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  skipper: fc.boolean(),
  insurances: fc.record({ cabWeather: fc.boolean(), damageWaiver: fc.boolean(), assistanceInsurance: fc.boolean(), multiriskInsurance: fc.boolean() }),
  promo: fc.constantFrom('', 'WELCOME10', 'welcome10', 'SUMMER50', 'EXPIRED2025', 'BOGUS'),
  downPayment: fc.boolean(),
});

const caseArb = fc.record({
  boat: fc.boolean(),
  index: fc.nat(),
  startOffset: fc.integer({ min: 0, max: 300 }),
  days: fc.integer({ min: 1, max: 10 }),
  timeIndex: fc.nat(2),
  people: fc.integer({ min: 1, max: 40 }),
  choices: choicesArb,
});

const sortedLines = (lines: readonly PriceLine[]) =>
  [...lines].sort((a, b) => `${a.kind}|${a.label}|${a.amount}`.localeCompare(`${b.kind}|${b.label}|${b.amount}`));

describe('the checkout price over random carts', () => {
  it('equals computePrice of the same cart, and its sums hold', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const products = c.boat ? boats : activities;
        const product = products[c.index % products.length]!;
        const people = ((c.people - 1) % product.capacity) + 1;
        const start = addDays(TODAY, c.startOffset);
        const days = c.boat ? c.days : 1;
        const end = addDays(start, days - 1);
        const created = c.boat
          ? await tenant.post<{ hash: string }>(`/api/v6/products/${product.id}/booking-request`, { startDate: start, endDate: end, numberOfPeople: people, total: 1 })
          : await tenant.post<{ hash: string }>(`/api/v6/activities/${product.id}/booking-request`, {
              date: start,
              timeOfDay: product.timesOfDay[c.timeIndex % product.timesOfDay.length],
              numberOfPeople: people,
            });
        if (created.status === 409) return; // dates taken in the demo calendar
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        const hash = created.body.hash;
        const put = (path: string, body: unknown) => tenant.put<{ error?: string }>(`/api/v6${path.replace('{hash}', hash)}`, body);

        // Extras: the product's optional ones, chosen by the mask (mandatory ones cannot be unselected).
        const optional = product.extras.filter((e) => e.kind === 'optional');
        const selected = new Set<number>();
        for (const [i, extra] of optional.entries()) {
          const want = c.choices.extras[i % c.choices.extras.length] ?? false;
          const r = await put('/checkout/{hash}/extra/selected', { polymorphExtraId: `extra-${extra.id}`, isSelected: want, price: 0 });
          expect(r.status).toBe(!want && extra.is_mandatory ? 400 : 200);
          if (want) selected.add(extra.id);
        }
        const rentalType = c.boat ? product.extras.find((e) => e.kind === 'rentalType') : undefined;
        let skipperWanted = rentalType?.is_mandatory ?? false;
        if (rentalType) {
          const r = await put('/checkout/{hash}/extra/selected', { polymorphExtraId: `rental-type-${rentalType.id}`, isSelected: c.choices.skipper });
          expect(r.status).toBe(!c.choices.skipper && rentalType.is_mandatory ? 400 : 200);
          skipperWanted = rentalType.is_mandatory || c.choices.skipper;
        }

        // Insurances: a refused selection (both exclusive ones, or one not offered) changes nothing.
        const net = c.boat
          ? days * Math.floor((product.price * (100 - product.discount) + 50) / 100)
          : product.price * people;
        const available = (name: InsuranceName) => product.offers.has(name) && insurancePrice(name, net, product.deposit, days) !== undefined;
        const wanted = c.choices.insurances;
        const insuranceAnswer = await put('/ps/{hash}/insurances/selected', wanted);
        const conflict = wanted.multiriskInsurance && wanted.assistanceInsurance;
        const unavailable = INSURANCE_NAMES.some((n) => wanted[n] && !available(n));
        expect(insuranceAnswer.status).toBe(conflict || unavailable ? 400 : 200);
        expect(insuranceAnswer.body.error).toBe(conflict ? 'exclusive_insurances' : unavailable ? 'insurance_unavailable' : undefined);
        const insurances = conflict || unavailable ? { cabWeather: false, damageWaiver: false, assistanceInsurance: false, multiriskInsurance: false } : wanted;

        // Promo code: the model's verdict.
        const code = c.choices.promo.trim().toUpperCase();
        const promoRules: Record<string, PromoCodeRule | string> = {
          WELCOME10: { kind: 'percentage', code: 'WELCOME10', percentage: 10 },
          SUMMER50: net >= 30000 ? { kind: 'amount', code: 'SUMMER50', amount: 5000, minimumAmount: 30000 } : 'promo_code_minimum_not_reached',
          EXPIRED2025: 'promo_code_expired',
          BOGUS: 'promo_code_unknown',
        };
        const verdict = code === '' ? null : promoRules[code];
        const promoAnswer = await put('/checkout/{hash}/promo-code', { promoCode: c.choices.promo, promoCodeAmount: 1 });
        expect(promoAnswer.status).toBe(typeof verdict === 'string' ? 422 : 200);
        if (typeof verdict === 'string') expect(promoAnswer.body.error).toBe(verdict);
        const promoCode = verdict === undefined || typeof verdict === 'string' ? null : verdict;

        // Down payment: only when the balance falls due after today.
        const eligible = isEligibleForDownPayment(TODAY, start, BALANCE_DAYS[product.policy] ?? 14);
        const downAnswer = await put('/checkout/{hash}/down-payment/selected', { isSelected: c.choices.downPayment });
        expect(downAnswer.status).toBe(c.choices.downPayment && !eligible ? 400 : 200);
        const downPaymentSelected = c.choices.downPayment && eligible;

        const cart: Cart = {
          rental: c.boat
            ? { kind: 'boat', dailyPrices: Array.from({ length: days }, () => product.price), discountPercentage: product.discount }
            : {
                kind: 'activity',
                pricePerPerson: product.price,
                numberOfPeople: people,
                fuelPrice: product.allInclusive ? 0 : product.fuel,
                skipperPrice: product.allInclusive ? 0 : product.skipper,
                isAllInclusive: product.allInclusive,
                isSkipperPaidAtHarbor: product.skipperAtHarbour,
              },
          numberOfPeople: people,
          extras: optional.map((e) => ({
            polymorphExtraId: `extra-${e.id}`,
            name: e.name,
            priceType: e.price_type,
            price: e.price,
            isMandatory: e.is_mandatory,
            isIncluded: e.is_included,
            isPayInHarbour: e.is_pay_in_harbour,
            selected: selected.has(e.id),
          })),
          rentalType: rentalType
            ? {
                polymorphExtraId: `rental-type-${rentalType.id}`,
                name: rentalType.name,
                crewNumber: rentalType.crew_number,
                isIncluded: rentalType.is_included,
                isMandatory: rentalType.is_mandatory,
                licenceRequired: rentalType.licence_required,
                price: rentalType.price,
                priceByDay: rentalType.price_by_day,
                isPayInHarbour: rentalType.is_pay_in_harbour,
                wantedQuantity: skipperWanted ? 1 : 0,
              }
            : null,
          insurances: INSURANCE_NAMES.map((name) => ({
            name,
            available: available(name),
            selected: insurances[name],
            price: insurancePrice(name, net, product.deposit, days) ?? 0,
          })),
          promoCode,
          serviceFeePercentage: 8,
          downPaymentPercentage: 30,
          downPaymentSelected,
        };
        const expected = computePrice(cart);

        const answer = await tenant.get(`/api/v6/checkout/${hash}/price`);
        expect(answer.status).toBe(200);
        const decoded = PriceDetails.decode(answer.body);
        expect(isRight(decoded)).toBe(true);
        if (!isRight(decoded)) return;
        const price = decoded.right;
        expect({ ...price, lines: sortedLines(price.lines) }).toEqual({ currency: 'EUR', ...expected, lines: sortedLines(expected.lines) });

        expect(price.online + price.harborAmount).toBe(price.total);
        if (downPaymentSelected) {
          expect(price.downPaymentAmount + price.balancePaymentAmount).toBe(price.online);
          expect(price.checkoutPaymentAmount).toBe(price.downPaymentAmount);
        } else {
          expect(price.checkoutPaymentAmount).toBe(price.online);
        }
        for (const [key, value] of Object.entries(price)) if (typeof value === 'number') expect(value, key).toBeGreaterThanOrEqual(0);
        for (const line of price.lines) expect(line.amount < 0).toBe(line.kind === 'discount' || line.kind === 'promoCode');
        expect(price.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(price.total);
        // The stored snapshot is this same price.
        const row = await db().selectFrom('booking_requests').select('price_snapshot').where('hash', '=', hash).executeTakeFirstOrThrow();
        expect(row.price_snapshot).toEqual(price);
        checked++;
      }),
      { numRuns: 45 },
    );
    expect(checked).toBeGreaterThan(30);
  });
});
