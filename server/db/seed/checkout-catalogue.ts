import { sql, type Kysely } from 'kysely';
import type { Database, InsuranceOffersTable, ProductExtrasTable } from '../schema';
import { isSailType } from './boat-models';
import { insertRows } from './insert-rows';
import { createRandom, DEMO_SEED, mixSeed, type Random } from './random';

/**
 * The checkout catalogue of the demo data (issue [4]): extras and the rental type (skipper) of every boat, extras of
 * some activities, activities' fuel and skipper prices, the insurances each product offers, and three promo codes.
 * Deterministic from each product's id and attributes (not from the order of generation), so it can also be added to
 * a database seeded before migration 007 (server/start.ts) and give the same rows as a fresh seed.
 */

interface ExtraInsert {
  boat_id: number | null;
  activity_id: number | null;
  kind: ProductExtrasTable['kind'];
  name: string;
  description: string;
  price_type: ProductExtrasTable['price_type'];
  price: number;
  is_mandatory: boolean;
  is_included: boolean;
  is_pay_in_harbour: boolean;
  crew_number: number;
  licence_required: boolean;
  price_by_day: boolean;
  position: number;
}
type OfferInsert = Omit<InsuranceOffersTable, 'id'>;

export interface CheckoutCatalogueSummary {
  readonly extras: number;
  readonly insuranceOffers: number;
  readonly promoCodes: number;
}

/** The demo promo codes (README "Demo data"). */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', kind: 'percentage', percentage: 10, amount: 0, minimum_amount: 0, valid_from: null, valid_until: null },
  { code: 'SUMMER50', kind: 'amount', percentage: 0, amount: 5000, minimum_amount: 30000, valid_from: null, valid_until: null },
  { code: 'EXPIRED2025', kind: 'percentage', percentage: 20, amount: 0, minimum_amount: 0, valid_from: '2025-01-01', valid_until: '2025-12-31' },
] as const;

interface ExtraTemplate {
  readonly name: string;
  readonly description: string;
  readonly priceType: 'perBooking' | 'perDay' | 'perPerson';
  /** EUR, rounded to 5 € (or 1 € below 20 €). */
  readonly price: readonly [number, number];
  readonly payInHarbour: number;
  readonly included: number;
}

const CLEANING: ExtraTemplate = {
  name: 'Final cleaning',
  description: 'The boat is cleaned by the owner after your return.',
  priceType: 'perBooking',
  price: [50, 150],
  payInHarbour: 0.5,
  included: 0,
};

const BOAT_EXTRAS: Readonly<Record<'sail' | 'motor' | 'any', readonly ExtraTemplate[]>> = {
  sail: [
    { name: 'Tender with outboard engine', description: 'A small inflatable boat to reach the shore from the anchorage.', priceType: 'perDay', price: [20, 40], payInHarbour: 0.3, included: 0.2 },
    { name: 'Bed linen and towels', description: 'Sheets, pillowcases and bath towels for each guest.', priceType: 'perPerson', price: [15, 25], payInHarbour: 0.4, included: 0.1 },
  ],
  motor: [
    { name: 'Fuel package', description: 'A full tank at departure, without refuelling at your return.', priceType: 'perDay', price: [40, 120], payInHarbour: 0.6, included: 0 },
    { name: 'Towable tube', description: 'An inflatable tube for two, towed behind the boat.', priceType: 'perDay', price: [25, 45], payInHarbour: 0.3, included: 0.1 },
  ],
  any: [
    { name: 'Stand-up paddle board', description: 'An inflatable board with its paddle and pump.', priceType: 'perDay', price: [20, 35], payInHarbour: 0.3, included: 0.1 },
    { name: 'Snorkelling kit', description: 'Mask, snorkel and fins in the guest\'s size.', priceType: 'perPerson', price: [5, 12], payInHarbour: 0.2, included: 0.15 },
    { name: 'Cooler with ice', description: 'A large cooler filled with ice on the morning of departure.', priceType: 'perBooking', price: [15, 30], payInHarbour: 0.3, included: 0.1 },
    { name: 'Welcome pack', description: 'Local wine, fruit and snacks waiting on board.', priceType: 'perBooking', price: [25, 50], payInHarbour: 0, included: 0.2 },
  ],
};

const ACTIVITY_EXTRAS: readonly ExtraTemplate[] = [
  { name: 'Photo and video package', description: 'The best moments filmed and sent to you the same evening.', priceType: 'perBooking', price: [25, 60], payInHarbour: 0.2, included: 0 },
  { name: 'Drinks and snacks', description: 'Soft drinks, water and local snacks for each guest.', priceType: 'perPerson', price: [8, 20], payInHarbour: 0.3, included: 0 },
  { name: 'Wetsuit', description: 'A wetsuit in your size for colder water.', priceType: 'perPerson', price: [5, 10], payInHarbour: 0.5, included: 0 },
];

/** EUR cents, rounded to 5 € (whole euros under 20 €). */
const priceOf = (rng: Random, [min, max]: readonly [number, number]): number => {
  const euros = rng.int(min, max);
  return (euros < 20 ? euros : Math.round(euros / 5) * 5) * 100;
};

const extraRow = (rng: Random, template: ExtraTemplate, position: number): Omit<ExtraInsert, 'boat_id' | 'activity_id'> => ({
  kind: 'optional',
  name: template.name,
  description: template.description,
  price_type: template.priceType,
  price: priceOf(rng, template.price),
  is_mandatory: false,
  is_included: rng.chance(template.included),
  is_pay_in_harbour: rng.chance(template.payInHarbour),
  crew_number: 0,
  licence_required: false,
  price_by_day: false,
  position,
});

export interface BoatFacts {
  readonly id: number;
  readonly type: string;
  readonly sailing_type: string;
  readonly deposit: number;
  readonly cabins: number;
  readonly length_m: number;
}

/** The extras (optional ones first, then the rental type) and insurance offers of a boat. */
export const boatCatalogue = (boat: BoatFacts): { extras: ExtraInsert[]; offers: OfferInsert[] } => {
  const rng = createRandom(mixSeed(DEMO_SEED + 7, boat.id));
  const sail = isSailType(boat.type);
  // Bed linen only where there is a bed.
  const pool = [...BOAT_EXTRAS[sail ? 'sail' : 'motor'], ...BOAT_EXTRAS.any].filter((t) => t.name !== 'Bed linen and towels' || boat.cabins > 0);
  const wanted = rng.int(1, 4);
  const chosen: ExtraTemplate[] = [];
  // About half of the boats charge a final cleaning, often as a mandatory extra.
  const cleaning = rng.chance(0.5);
  if (cleaning) chosen.push(CLEANING);
  const remaining = [...pool];
  while (chosen.length < wanted && remaining.length > 0) {
    const index = rng.int(0, remaining.length - 1);
    chosen.push(...remaining.splice(index, 1));
  }
  const extras: ExtraInsert[] = chosen.map((template, position) => {
    const row = extraRow(rng, template, position);
    const mandatory = template === CLEANING && rng.chance(0.6);
    return { ...row, boat_id: boat.id, activity_id: null, is_mandatory: mandatory, is_included: mandatory ? false : row.is_included };
  });

  if (boat.sailing_type === 'With captain' || boat.sailing_type === 'With or without captain') {
    const withCaptain = boat.sailing_type === 'With captain';
    // Only rented with a skipper: the skipper is mandatory, and usually already in the price.
    const included = withCaptain && rng.chance(0.7);
    const priceByDay = !withCaptain ? rng.chance(0.85) : true;
    extras.push({
      boat_id: boat.id,
      activity_id: null,
      kind: 'rentalType',
      name: 'Skipper',
      description: 'A professional skipper who knows the area sails the boat for you.',
      price_type: priceByDay ? 'perDay' : 'perBooking',
      price: priceOf(rng, priceByDay ? [150, 300] : [250, 600]),
      is_mandatory: withCaptain,
      is_included: included,
      is_pay_in_harbour: rng.chance(0.3),
      crew_number: boat.length_m >= 15 ? 2 : 1,
      // Without the skipper, the tenant sails: a licence is needed.
      licence_required: !withCaptain,
      price_by_day: priceByDay,
      position: extras.length,
    });
  }

  const offers: OfferInsert[] = [];
  const offer = (name: OfferInsert['name'], chance: number) => {
    if (rng.chance(chance)) offers.push({ boat_id: boat.id, activity_id: null, name });
  };
  offer('cabWeather', 0.8);
  offer('damageWaiver', boat.deposit > 0 ? 0.75 : 0);
  offer('assistanceInsurance', 0.6);
  offer('multiriskInsurance', 0.6);
  return { extras, offers };
};

export interface ActivityFacts {
  readonly id: number;
  readonly experience: string;
}

export interface ActivityPrices {
  readonly fuel_price: number;
  readonly skipper_price: number;
  readonly is_all_inclusive: boolean;
  readonly is_skipper_paid_at_harbor: boolean;
}

/** An activity's fuel and skipper prices, extras (0 to 2) and insurance offers. */
export const activityCatalogue = (activity: ActivityFacts): { prices: ActivityPrices; extras: ExtraInsert[]; offers: OfferInsert[] } => {
  const rng = createRandom(mixSeed(DEMO_SEED + 8, activity.id));
  const allInclusive = rng.chance(0.35);
  const fuel = !allInclusive && rng.chance(0.6) ? priceOf(rng, [15, 60]) : 0;
  const skipper = !allInclusive && rng.chance(0.5) ? priceOf(rng, [30, 120]) : 0;
  const prices: ActivityPrices = {
    fuel_price: fuel,
    skipper_price: skipper,
    is_all_inclusive: allInclusive,
    is_skipper_paid_at_harbor: skipper > 0 && rng.chance(0.5),
  };
  const pool = ACTIVITY_EXTRAS.filter((t) => t.name !== 'Wetsuit' || activity.experience === 'waterSport');
  const count = rng.int(0, 2);
  const remaining = [...pool];
  const extras: ExtraInsert[] = [];
  while (extras.length < count && remaining.length > 0) {
    const [template] = remaining.splice(rng.int(0, remaining.length - 1), 1);
    if (template) extras.push({ ...extraRow(rng, template, extras.length), boat_id: null, activity_id: activity.id });
  }
  const offers: OfferInsert[] = [];
  if (rng.chance(0.7)) offers.push({ boat_id: null, activity_id: activity.id, name: 'cabWeather' });
  if (rng.chance(0.4)) offers.push({ boat_id: null, activity_id: activity.id, name: 'assistanceInsurance' });
  return { prices, extras, offers };
};

/** True when the catalogue holds boats but no checkout data (a database seeded before migration 007). */
export const needsCheckoutCatalogue = async (db: Kysely<Database>): Promise<boolean> => {
  const boat = await db.selectFrom('boats').select('id').limit(1).executeTakeFirst();
  if (!boat) return false;
  const extra = await db.selectFrom('product_extras').select('id').limit(1).executeTakeFirst();
  return extra === undefined;
};

/**
 * Adds the checkout catalogue of every boat and activity in the database, and the demo promo codes. Run inside the
 * demo seed's transaction, or alone on an older database (in its own transaction).
 */
export const seedCheckoutCatalogue = async (db: Kysely<Database>): Promise<CheckoutCatalogueSummary> => {
  const run = async (trx: Kysely<Database>): Promise<CheckoutCatalogueSummary> => {
    const boats = await trx.selectFrom('boats').select(['id', 'type', 'sailing_type', 'deposit', 'cabins', 'length_m']).orderBy('id').execute();
    const activities = await trx.selectFrom('activities').select(['id', 'experience']).orderBy('id').execute();
    const extras: ExtraInsert[] = [];
    const offers: OfferInsert[] = [];
    for (const boat of boats) {
      const c = boatCatalogue(boat);
      extras.push(...c.extras);
      offers.push(...c.offers);
    }
    const prices: Array<ActivityPrices & { id: number }> = [];
    for (const activity of activities) {
      const c = activityCatalogue(activity);
      prices.push({ id: activity.id, ...c.prices });
      extras.push(...c.extras);
      offers.push(...c.offers);
    }
    await insertRows(trx, 'product_extras', extras);
    await insertRows(trx, 'insurance_offers', offers);
    if (prices.length > 0) {
      await sql`update activities a set fuel_price = v.fuel, skipper_price = v.skipper, is_all_inclusive = v.inclusive,
          is_skipper_paid_at_harbor = v.harbour
        from unnest(${prices.map((p) => p.id)}::int[], ${prices.map((p) => p.fuel_price)}::int[],
          ${prices.map((p) => p.skipper_price)}::int[], ${prices.map((p) => p.is_all_inclusive)}::boolean[],
          ${prices.map((p) => p.is_skipper_paid_at_harbor)}::boolean[]) as v(id, fuel, skipper, inclusive, harbour)
        where a.id = v.id`.execute(trx);
    }
    const codes = await trx
      .insertInto('promo_codes')
      .values(DEMO_PROMO_CODES.map((p) => ({ ...p })))
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .execute();
    return { extras: extras.length, insuranceOffers: offers.length, promoCodes: codes.length };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
};
