import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Listing, ListingChangesBody, ListingSummary, OwnerBookingItem, OwnerListings } from '../../src/contract/listings';
import {
  emptyListing,
  listingProblems,
  missingSteps,
  progressOf,
  textIn,
  writtenLanguages,
  type InsuranceName,
  type ListingFields,
  type ListingProblem,
  type ListingStatus,
  type SeasonalPrice,
} from '../../src/domain/listing/listing';
import type { BoatType } from '../../src/domain/search/search-filters';
import { formatRoute } from '../../src/domain/routing/route';
import { RENTAL_SEGMENT, type LanguageCode } from '../../src/domain/i18n/languages';
import type { Database } from '../db/schema';
import { slugify } from '../db/seed/fold';
import { HOLDING_STATUSES } from '../checkout/holding-statuses';
import { clearSearchAggregates } from '../search/boat-search';
import type { PlaceDirectory } from '../search/place-directory';
import { salesDefaultsOf } from '../owners/sales-settings';
import { changedFields, listingAudit, type ListingActor } from './staff-audit';

/**
 * The owner's listings (issue [6]): a boat row is a listing from its first step on (a draft), published once
 * complete; the fields are validated by the domain's rules (src/domain/listing/listing.ts), the same as the editor's.
 * Access: the owner, or staff; anyone else is answered as if the listing did not exist.
 */
type Db = Kysely<Database> | Transaction<Database>;

export interface ListingAccess {
  readonly id: number;
  readonly ownerId: number;
  readonly status: ListingStatus;
}

/** The listing when the user may read and change it (its owner, or staff); undefined otherwise. */
export const accessibleListing = async (db: Db, id: number, user: { id: number; roles: readonly string[] }): Promise<ListingAccess | undefined> => {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const row = await db.selectFrom('boats').select(['id', 'owner_id', 'status']).where('id', '=', id).executeTakeFirst();
  if (!row || (row.owner_id !== user.id && !user.roles.includes('staff'))) return undefined;
  return { id: row.id, ownerId: row.owner_id, status: row.status };
};

interface ListingRow {
  id: number;
  owner_id: number;
  status: ListingStatus;
  title: string;
  slug: string;
  type: string;
  builder_name: string;
  model_name: string;
  build_year: number;
  length_m: number;
  engine_power: number;
  cabins: number;
  berths: number;
  capacity: number;
  place_id: number | null;
  price_per_day: number;
  discount_percentage: number;
  instant_booking: boolean;
  sailing_type: ListingFields['sailingType'] & string;
  cancellation_policy: 'Flexible' | 'Moderate' | 'Strict';
  deposit: number;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  half_day_price: number | null;
  weekly_discount: number;
  minimum_days: number;
  sleeping_areas: unknown;
  itineraries: unknown;
  rejection_reason: string | null;
  updated_at: Date;
  equipments: number[] | null;
  seasonal_prices: SeasonalPrice[] | null;
  insurances: string[] | null;
  extras: Array<{ id: number; kind: string; name: string; description: string; price_type: string; price: number; is_mandatory: boolean; is_pay_in_harbour: boolean; price_by_day: boolean }> | null;
  pictures: Array<{ id: number; url: string; position: number }> | null;
}

const loadRow = async (db: Db, id: number): Promise<ListingRow | undefined> => {
  const { rows } = await sql<ListingRow>`
    select b.id, b.owner_id, b.status, b.title, b.slug, b.type, b.builder_name, b.model_name, b.build_year, b.length_m,
      b.engine_power, b.cabins, b.berths, b.capacity, b.place_id, b.price_per_day, b.discount_percentage, b.instant_booking,
      b.sailing_type, b.cancellation_policy, b.deposit, b.titles, b.descriptions, b.half_day_price, b.weekly_discount,
      b.minimum_days, b.sleeping_areas, b.itineraries, b.rejection_reason, b.updated_at,
      array(select e.equipment_id from boat_equipment e where e.boat_id = b.id order by e.equipment_id) as equipments,
      (select json_agg(json_build_object('startDate', to_char(s.start_date, 'YYYY-MM-DD'), 'endDate', to_char(s.end_date, 'YYYY-MM-DD'),
        'pricePerDay', s.price_per_day) order by s.start_date) from boat_seasonal_prices s where s.boat_id = b.id) as seasonal_prices,
      array(select i.name from insurance_offers i where i.boat_id = b.id order by i.name) as insurances,
      (select json_agg(x order by x.kind desc, x.position, x.id) from (select id, kind, name, description, price_type, price, is_mandatory,
        is_pay_in_harbour, price_by_day, position from product_extras where boat_id = b.id and archived_at is null) x) as extras,
      (select json_agg(json_build_object('id', p.id, 'url', p.url, 'position', p.position) order by p.position)
        from boat_pictures p where p.boat_id = b.id) as pictures
    from boats b where b.id = ${id}::int`.execute(db);
  return rows[0];
};

/** A draft keeps "unanswered" fields at neutral values in its row; they read back as unanswered. */
const DRAFT_UNSET = { builder: '', year: 0, length: 0, capacity: 0, price: 0 } as const;

const fieldsOf = (row: ListingRow): ListingFields => {
  const rentalType = (row.extras ?? []).find((e) => e.kind === 'rentalType');
  const draft = row.status === 'draft';
  const unset = (value: number, empty: number): number | null => (draft && value === empty ? null : value);
  return {
    ...emptyListing(),
    type: row.type as BoatType,
    builderName: row.builder_name,
    modelName: row.model_name,
    lengthM: unset(row.length_m, DRAFT_UNSET.length),
    enginePower: row.engine_power,
    buildYear: unset(row.build_year, DRAFT_UNSET.year),
    cabins: row.cabins,
    berths: row.berths,
    capacity: unset(row.capacity, DRAFT_UNSET.capacity),
    sleepingAreas: Array.isArray(row.sleeping_areas) ? (row.sleeping_areas as ListingFields['sleepingAreas']) : [],
    equipments: row.equipments ?? [],
    titles: row.titles ?? {},
    descriptions: row.descriptions ?? {},
    itineraries: Array.isArray(row.itineraries) ? (row.itineraries as ListingFields['itineraries']) : [],
    placeId: row.place_id,
    pricePerDay: unset(row.price_per_day, DRAFT_UNSET.price),
    discountPercentage: row.discount_percentage,
    seasonalPrices: row.seasonal_prices ?? [],
    weeklyDiscount: row.weekly_discount,
    halfDayPrice: row.half_day_price,
    minimumDays: row.minimum_days,
    deposit: row.deposit,
    sailingType: row.sailing_type,
    skipper: rentalType ? { price: rentalType.price, priceByDay: rentalType.price_by_day, isPayInHarbour: rentalType.is_pay_in_harbour } : null,
    extras: (row.extras ?? [])
      .filter((e) => e.kind === 'optional')
      .map((e) => ({
        name: e.name,
        description: e.description,
        priceType: e.price_type as 'perBooking' | 'perDay' | 'perPerson',
        price: e.price,
        isMandatory: e.is_mandatory,
        isPayInHarbour: e.is_pay_in_harbour,
      })),
    insurances: (row.insurances ?? []) as InsuranceName[],
    cancellationPolicy: row.cancellation_policy,
    instantBooking: row.instant_booking,
  };
};

export interface ListingViewContext {
  readonly directory: PlaceDirectory;
  readonly language: LanguageCode;
  readonly currentYear: number;
}

/** The product page of a boat (its public URL), once it has a harbour. */
export const productUrlOf = (
  row: { type: string; slug: string; place_id: number | null },
  context: Pick<ListingViewContext, 'directory' | 'language'>,
): string | null => {
  if (row.place_id === null) return null;
  const localization = context.directory.localizationOf(row.place_id);
  return formatRoute(
    { screen: 'product', seoPrefix: RENTAL_SEGMENT[context.language], localization: localization?.slug ?? '', boatType: slugify(row.type), boatName: row.slug },
    context.language,
  );
};

const listingViewOf = (row: ListingRow, context: ListingViewContext): Listing => {
  const fields = fieldsOf(row);
  const pictures = row.pictures ?? [];
  const missing = missingSteps(fields, pictures.length, context.currentYear);
  const harbour = row.place_id === null ? undefined : context.directory.get(row.place_id);
  return {
    id: row.id,
    status: row.status,
    fields,
    harbourName: harbour ? context.directory.name(harbour, context.language) : null,
    pictures,
    missingSteps: missing,
    progress: progressOf(missing),
    productUrl: row.status === 'published' ? productUrlOf(row, context) : null,
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
};

export const loadListing = async (db: Db, id: number, context: ListingViewContext): Promise<Listing | undefined> => {
  const row = await loadRow(db, id);
  return row ? listingViewOf(row, context) : undefined;
};

/** POST /account/listings: a new draft of the type, with the owner's sales settings as its conditions. */
export const createListing = async (db: Kysely<Database>, ownerId: number, type: BoatType, now: Date): Promise<number> => {
  const defaults = await salesDefaultsOf(db, ownerId);
  const row = await db
    .insertInto('boats')
    .values({
      owner_id: ownerId,
      status: 'draft',
      title: '',
      // Unique and meaningless until publishing gives it a readable one.
      slug: `draft-${randomUUID()}`,
      type: type === 'Yacht' ? 'Motor Yacht' : type,
      builder_name: DRAFT_UNSET.builder,
      model_name: DRAFT_UNSET.builder,
      build_year: DRAFT_UNSET.year,
      length_m: DRAFT_UNSET.length,
      capacity: DRAFT_UNSET.capacity,
      place_id: null,
      latitude: null,
      longitude: null,
      price_per_day: DRAFT_UNSET.price,
      sailing_type: 'Without captain',
      cancellation_policy: defaults.cancellationPolicy,
      instant_booking: defaults.instantBooking,
      deposit: defaults.deposit,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export type UpdateResult =
  | { readonly kind: 'updated' }
  | { readonly kind: 'invalid'; readonly problems: readonly ListingProblem[] };

/**
 * PUT /account/listings/{id}: saves the fields of one step. A draft may stay half written (what is written must be
 * right); a published or paused listing must stay complete. The boat's harbour must be a harbour.
 */
export const updateListing = async (
  db: Kysely<Database>,
  id: number,
  changes: ListingChangesBody,
  context: { directory: PlaceDirectory; now: Date; currentYear: number; actor?: ListingActor },
): Promise<UpdateResult> => {
  const result = await db.transaction().execute(async (trx): Promise<UpdateResult & { status?: ListingStatus }> => {
    await trx.selectFrom('boats').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    const row = await loadRow(trx, id);
    if (!row) return { kind: 'invalid', problems: ['id: validation.invalid'] };
    const current = fieldsOf(row);
    const merged: ListingFields = { ...current, ...(changes as Partial<ListingFields>) };
    const complete = row.status !== 'draft';
    // The changed fields are checked alone (as the editor does) and within the whole listing (cross-field rules).
    const problems = new Set<ListingProblem>(listingProblems(changes as Partial<ListingFields>, { complete: false, currentYear: context.currentYear }));
    const crossFields = listingProblems(merged, { complete, currentYear: context.currentYear }).filter((p) => {
      const field = p.slice(0, p.indexOf(':')).split('.')[0]!;
      return complete || field in changes || ['sleepingAreas', 'halfDayPrice', 'skipper'].includes(field);
    });
    for (const p of crossFields) problems.add(p);
    const place = merged.placeId === null ? undefined : context.directory.get(merged.placeId);
    if (changes.placeId != null && place?.kind !== 'harbour') problems.add('placeId: validation.notHarbour');
    if (problems.size > 0) return { kind: 'invalid', problems: [...problems] };

    const primaryLanguage = writtenLanguages(merged)[0];
    await trx
      .updateTable('boats')
      .set({
        type: merged.type ?? row.type,
        builder_name: merged.builderName.trim(),
        model_name: merged.modelName.trim(),
        length_m: merged.lengthM ?? DRAFT_UNSET.length,
        engine_power: merged.enginePower ?? 0,
        build_year: merged.buildYear ?? DRAFT_UNSET.year,
        cabins: merged.cabins ?? 0,
        berths: merged.berths ?? 0,
        capacity: merged.capacity ?? DRAFT_UNSET.capacity,
        sleeping_areas: JSON.stringify(merged.sleepingAreas),
        titles: JSON.stringify(trimmedTexts(merged.titles)),
        descriptions: JSON.stringify(trimmedTexts(merged.descriptions)),
        // The text shown where the page's language has none: English, else the first language written.
        title: primaryLanguage ? textIn(merged.titles, 'en') : row.title,
        description: primaryLanguage ? textIn(merged.descriptions, 'en') : '',
        itineraries: JSON.stringify(merged.itineraries),
        place_id: place ? place.id : null,
        latitude: place ? place.latitude : null,
        longitude: place ? place.longitude : null,
        price_per_day: merged.pricePerDay ?? DRAFT_UNSET.price,
        discount_percentage: merged.discountPercentage,
        weekly_discount: merged.weeklyDiscount,
        half_day_price: merged.halfDayPrice,
        minimum_days: merged.minimumDays,
        deposit: merged.deposit,
        sailing_type: merged.sailingType ?? 'Without captain',
        cancellation_policy: merged.cancellationPolicy ?? row.cancellation_policy,
        instant_booking: merged.instantBooking,
        updated_at: context.now,
      })
      .where('id', '=', id)
      .execute();
    if ('equipments' in changes) {
      await trx.deleteFrom('boat_equipment').where('boat_id', '=', id).execute();
      if (merged.equipments.length > 0) await trx.insertInto('boat_equipment').values(merged.equipments.map((e) => ({ boat_id: id, equipment_id: e }))).execute();
    }
    if ('seasonalPrices' in changes) {
      await trx.deleteFrom('boat_seasonal_prices').where('boat_id', '=', id).execute();
      if (merged.seasonalPrices.length > 0) {
        await trx
          .insertInto('boat_seasonal_prices')
          .values(merged.seasonalPrices.map((s) => ({ boat_id: id, start_date: s.startDate, end_date: s.endDate, price_per_day: s.pricePerDay })))
          .execute();
      }
    }
    if ('insurances' in changes) {
      await trx.deleteFrom('insurance_offers').where('boat_id', '=', id).execute();
      if (merged.insurances.length > 0) await trx.insertInto('insurance_offers').values(merged.insurances.map((name) => ({ boat_id: id, name }))).execute();
    }
    if ('extras' in changes) await saveExtras(trx, id, merged.extras);
    if ('skipper' in changes || 'sailingType' in changes) await saveSkipper(trx, id, merged.sailingType === 'Without captain' ? null : merged.skipper);
    // Staff changing someone else's listing: the fields they changed, before and after, in this transaction.
    const audit = listingAudit(context.actor, { id, ownerId: row.owner_id }, 'boat.edit');
    const saved = audit ? fieldsOf((await loadRow(trx, id))!) : undefined;
    const diff = saved && changedFields(current, saved, Object.keys(changes));
    if (audit && diff) await audit(trx, diff);
    return { kind: 'updated', status: row.status };
  });
  if (result.kind === 'updated' && result.status !== 'draft') clearSearchAggregates(db);
  return result.kind === 'updated' ? { kind: 'updated' } : result;
};

const trimmedTexts = (texts: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([l, t]) => [l, t.trim()]).filter(([, t]) => t !== ''));

/**
 * Extras keep their ids (bookings point at them): the n-th extra updates the n-th row, new ones are added, removed
 * ones are archived (hidden from new checkouts, still shown on the bookings that chose them).
 */
const saveExtras = async (trx: Transaction<Database>, boatId: number, extras: ListingFields['extras']) => {
  const existing = await trx
    .selectFrom('product_extras')
    .select('id')
    .where('boat_id', '=', boatId)
    .where('kind', '=', 'optional')
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const [i, extra] of extras.entries()) {
    const values = {
      name: extra.name.trim(),
      description: extra.description.trim(),
      price_type: extra.priceType,
      price: extra.price,
      is_mandatory: extra.isMandatory,
      is_pay_in_harbour: extra.isPayInHarbour,
      position: i,
    };
    const row = existing[i];
    if (row) await trx.updateTable('product_extras').set(values).where('id', '=', row.id).execute();
    else await trx.insertInto('product_extras').values({ ...values, boat_id: boatId, kind: 'optional' }).execute();
  }
  const removed = existing.slice(extras.length).map((r) => r.id);
  if (removed.length > 0) await trx.updateTable('product_extras').set({ archived_at: new Date() }).where('id', 'in', removed).execute();
};

/** The skipper is the boat's one rental-type extra (spec section 9); without a captain there is none. */
const saveSkipper = async (trx: Transaction<Database>, boatId: number, skipper: ListingFields['skipper']) => {
  const existing = await trx
    .selectFrom('product_extras')
    .select('id')
    .where('boat_id', '=', boatId)
    .where('kind', '=', 'rentalType')
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!skipper) {
    if (existing) await trx.updateTable('product_extras').set({ archived_at: new Date() }).where('id', '=', existing.id).execute();
    return;
  }
  const values = {
    price: skipper.price,
    price_by_day: skipper.priceByDay,
    price_type: skipper.priceByDay ? ('perDay' as const) : ('perBooking' as const),
    is_pay_in_harbour: skipper.isPayInHarbour,
  };
  if (existing) await trx.updateTable('product_extras').set(values).where('id', '=', existing.id).execute();
  else await trx.insertInto('product_extras').values({ ...values, boat_id: boatId, kind: 'rentalType', name: 'Skipper', crew_number: 1 }).execute();
};

export type StatusResult =
  | { readonly kind: 'changed' }
  | { readonly kind: 'incomplete'; readonly missingSteps: readonly string[] }
  | { readonly kind: 'refused'; readonly code: string };

/** A staff review's status change (the back office, issue [7]): its own rule, reason and audit entry. */
export interface StaffReview {
  /** Why the move is refused from the status found under the row lock (a 409 code), if it is. */
  readonly refusal: (current: ListingStatus) => string | undefined;
  /** Kept with a rejected listing (the owner reads it). */
  readonly reason: string;
  /** Written in the change's transaction, once the status changed. */
  readonly record: (trx: Transaction<Database>, before: { readonly status: ListingStatus; readonly rejectionReason: string | null }) => Promise<void>;
}

/** PUT /account/listings/{id}/status: publishing needs a complete listing; pausing hides it; a draft stays a draft. */
export const changeListingStatus = async (
  db: Kysely<Database>,
  id: number,
  status: ListingStatus,
  context: { directory: PlaceDirectory; now: Date; currentYear: number; actor?: ListingActor; review?: StaffReview },
): Promise<StatusResult> => {
  const result = await db.transaction().execute(async (trx): Promise<StatusResult> => {
    await trx.selectFrom('boats').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    const row = (await loadRow(trx, id))!;
    const refusal = context.review?.refusal(row.status);
    if (refusal) return { kind: 'refused', code: refusal };
    if (status === row.status) return { kind: 'changed' };
    // Only publishing needs a complete listing: staff reject (or pause) an incomplete one precisely because it is.
    if (status === 'published' || (status === 'paused' && row.status === 'draft')) {
      const missing = missingSteps(fieldsOf(row), (row.pictures ?? []).length, context.currentYear);
      if (missing.length > 0) return { kind: 'incomplete', missingSteps: missing };
    }
    const firstPublication = status === 'published' && row.slug.startsWith('draft-');
    const harbour = row.place_id === null ? undefined : context.directory.get(row.place_id);
    const city = harbour ? (context.directory.localizationOf(harbour.id) ?? harbour) : undefined;
    await trx
      .updateTable('boats')
      .set({
        status,
        updated_at: context.now,
        // Published again (issue [7]): staff's reason for a rejection has done its work (the audit log keeps it).
        ...(status === 'published' && { rejection_reason: null }),
        ...(status === 'rejected' && { rejection_reason: context.review?.reason ?? null }),
        ...(firstPublication && {
          // Like the demo boats' slugs: builder, model, city and id (unique by the id).
          slug: slugify(`${row.builder_name} ${row.model_name} ${city ? context.directory.name(city, 'en') : ''} ${row.id}`),
          published_at: context.now,
        }),
      })
      .where('id', '=', id)
      .execute();
    if (context.review) await context.review.record(trx, { status: row.status, rejectionReason: row.rejection_reason });
    else await listingAudit(context.actor, { id, ownerId: row.owner_id }, 'boat.status')?.(trx, { before: { status: row.status }, after: { status } });
    return { kind: 'changed' };
  });
  // Search counts are cached per filter set: a listing published or paused must show at once.
  if (result.kind === 'changed') clearSearchAggregates(db);
  return result;
};

const isoDay = (value: Date | string): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** GET /account/listings: the owner's boats with their bookings, requests waiting for an answer and revenue. */
export const ownerListings = async (db: Kysely<Database>, ownerId: number, context: ListingViewContext & { today: string; now: Date }): Promise<OwnerListings> => {
  const boats = await db
    .selectFrom('boats as b')
    .select([
      'b.id', 'b.status', 'b.title', 'b.titles', 'b.type', 'b.slug', 'b.place_id', 'b.instant_booking', 'b.price_per_day', 'b.updated_at', 'b.rejection_reason',
      sql<string | null>`(select p.url from boat_pictures p where p.boat_id = b.id order by p.position limit 1)`.as('picture'),
    ])
    .where('b.owner_id', '=', ownerId)
    .orderBy('b.status')
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.id')
    .execute();
  const ids = boats.map((b) => b.id);
  const yearStart = `${context.currentYear}-01-01`;
  const yearEnd = `${context.currentYear}-12-31`;
  const bookings =
    ids.length === 0
      ? []
      : (
          await sql<{
            id: number;
            boat_id: number;
            first_name: string;
            start_date: Date;
            end_date: Date;
            status: string;
            total_price: number;
            response_before: Date | null;
          }>`
            select r.id, r.boat_id, u.first_name, r.start_date, r.end_date, r.status, r.total_price, r.response_before
            from booking_requests r join users u on u.id = r.user_id
            where r.boat_id = any(${ids}::int[]) and r.status in (${sql.join([...HOLDING_STATUSES])})
              and (r.end_date >= ${context.today}::date or r.start_date between ${yearStart}::date and ${yearEnd}::date)
            order by r.start_date, r.id`.execute(db)
        ).rows;
  const fullListings = await Promise.all(boats.map((b) => loadRow(db, b.id)));
  const titleOf = (b: (typeof boats)[number]) => textIn(b.titles ?? {}, context.language) || b.title;
  const item = (r: (typeof bookings)[number]): OwnerBookingItem => {
    const boat = boats.find((b) => b.id === r.boat_id)!;
    return {
      bookingId: r.id,
      boatId: r.boat_id,
      boatTitle: titleOf(boat),
      tenantFirstName: r.first_name,
      startDate: isoDay(r.start_date),
      endDate: isoDay(r.end_date),
      status: r.status,
      total: r.total_price,
      responseBefore: r.status === 'awaitingOwner' && r.response_before ? new Date(r.response_before).toISOString() : null,
    };
  };
  const isRevenue = (r: (typeof bookings)[number]) =>
    (r.status === 'paid' || r.status === 'confirmed') && isoDay(r.start_date) >= yearStart && isoDay(r.start_date) <= yearEnd;
  const upcoming = bookings.filter((r) => r.status !== 'awaitingOwner' && isoDay(r.end_date) >= context.today);
  const requests = bookings
    .filter((r) => r.status === 'awaitingOwner' && r.response_before !== null && new Date(r.response_before).getTime() > context.now.getTime())
    .sort((a, b) => new Date(a.response_before!).getTime() - new Date(b.response_before!).getTime());
  const listings: ListingSummary[] = boats.map((b, i) => {
    const row = fullListings[i]!;
    const missing = missingSteps(fieldsOf(row), (row.pictures ?? []).length, context.currentYear);
    const harbour = b.place_id === null ? undefined : context.directory.get(b.place_id);
    return {
      id: b.id,
      status: b.status,
      title: titleOf(b),
      type: b.type,
      picture: b.picture,
      harbourName: harbour ? context.directory.name(harbour, context.language) : null,
      progress: progressOf(missing),
      missingSteps: missing,
      instantBooking: b.instant_booking,
      pricePerDay: b.status === 'draft' && b.price_per_day === DRAFT_UNSET.price ? null : b.price_per_day,
      nextBookings: upcoming.filter((r) => r.boat_id === b.id).slice(0, 3).map(item),
      requestsWaiting: requests.filter((r) => r.boat_id === b.id).length,
      revenueThisYear: bookings.filter((r) => r.boat_id === b.id && isRevenue(r)).reduce((s, r) => s + r.total_price, 0),
      productUrl: b.status === 'published' ? productUrlOf(b, context) : null,
      rejectionReason: b.status === 'rejected' ? b.rejection_reason : null,
    };
  });
  return {
    listings,
    requests: requests.map(item),
    upcoming: upcoming.slice(0, 10).map(item),
    revenueThisYear: bookings.filter(isRevenue).reduce((s, r) => s + r.total_price, 0),
  };
};
