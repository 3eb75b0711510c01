import * as t from 'io-ts';

/**
 * The owner's listings (issue [6]): GET /account/listings, POST /account/listings, GET/PUT /account/listings/{id},
 * PUT /account/listings/{id}/status. Amounts are EUR cents; the field rules are src/domain/listing/listing.ts.
 */
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);

export const ListingStatusCodec = keys(['draft', 'published', 'paused', 'rejected']);
export const ListingStepCodec = keys(['type', 'specs', 'equipment', 'description', 'harbour', 'pictures', 'prices', 'options', 'conditions']);
const BoatTypeCodec = keys(['Catamaran', 'Gulet', 'Houseboat', 'Jet Ski', 'Motorboat', 'Motor Yacht', 'RIB', 'Sailboat', 'Sail Yacht', 'Without license', 'Yacht']);
const SailingTypeCodec = keys(['With captain', 'With or without captain', 'Without captain']);
const PolicyCodec = keys(['Flexible', 'Moderate', 'Strict']);
const InsuranceCodec = keys(['cabWeather', 'damageWaiver', 'assistanceInsurance', 'multiriskInsurance']);
const PriceTypeCodec = keys(['perBooking', 'perDay', 'perPerson']);
const SleepingKindCodec = keys(['double', 'twin', 'single', 'bunk', 'saloon']);
const Texts = t.record(t.string, t.string);

export const SleepingAreaCodec = t.type({ kind: SleepingKindCodec, cabins: t.number, berths: t.number });
export const ItineraryCodec = t.type({
  title: Texts,
  days: t.readonlyArray(t.type({ day: t.number, harbour: t.string, description: t.string })),
});
export const SeasonalPriceCodec = t.type({ startDate: t.string, endDate: t.string, pricePerDay: t.number });
export const ListingExtraCodec = t.type({
  name: t.string,
  description: t.string,
  priceType: PriceTypeCodec,
  price: t.number,
  isMandatory: t.boolean,
  isPayInHarbour: t.boolean,
});
export const SkipperCodec = t.type({ price: t.number, priceByDay: t.boolean, isPayInHarbour: t.boolean });

/** Every field an owner writes (ListingFields of the domain). */
export const ListingFieldsCodec = t.type({
  type: Nullable(BoatTypeCodec),
  builderName: t.string,
  modelName: t.string,
  lengthM: Nullable(t.number),
  enginePower: Nullable(t.number),
  buildYear: Nullable(t.number),
  cabins: Nullable(t.number),
  berths: Nullable(t.number),
  capacity: Nullable(t.number),
  sleepingAreas: t.readonlyArray(SleepingAreaCodec),
  equipments: t.readonlyArray(t.number),
  titles: Texts,
  descriptions: Texts,
  itineraries: t.readonlyArray(ItineraryCodec),
  placeId: Nullable(t.number),
  pricePerDay: Nullable(t.number),
  discountPercentage: t.number,
  seasonalPrices: t.readonlyArray(SeasonalPriceCodec),
  weeklyDiscount: t.number,
  halfDayPrice: Nullable(t.number),
  minimumDays: t.number,
  deposit: t.number,
  sailingType: Nullable(SailingTypeCodec),
  skipper: Nullable(SkipperCodec),
  extras: t.readonlyArray(ListingExtraCodec),
  insurances: t.readonlyArray(InsuranceCodec),
  cancellationPolicy: Nullable(PolicyCodec),
  instantBooking: t.boolean,
});
export type ListingFieldsBody = t.TypeOf<typeof ListingFieldsCodec>;

/** PUT /account/listings/{id}: the fields of one step (any subset); 400 `listing_invalid` with details. */
export const ListingChangesBody = t.exact(t.partial(ListingFieldsCodec.props));
export type ListingChangesBody = t.TypeOf<typeof ListingChangesBody>;

/** POST /account/listings: a new draft of a type (the other fields start from the owner's sales settings). */
export const NewListingBody = t.type({ type: BoatTypeCodec });
export type NewListingBody = t.TypeOf<typeof NewListingBody>;

/**
 * PUT /account/listings/{id}/status: publishing needs a complete listing (422 `listing_incomplete` + missingSteps).
 * Only staff reject a listing (the back office, with a reason); a rejected one is published again, not paused (409).
 */
const OwnerListingStatusCodec = keys(['draft', 'published', 'paused']);
export const ListingStatusBody = t.type({ status: OwnerListingStatusCodec });
export type ListingStatusBody = t.TypeOf<typeof ListingStatusBody>;

export const ListingPicture = t.type({ id: t.number, url: t.string, position: t.number });

/** GET /account/listings/{id}. */
export const Listing = t.type({
  id: t.number,
  status: ListingStatusCodec,
  fields: ListingFieldsCodec,
  /** The harbour's name in the page's language (for the place field). */
  harbourName: Nullable(t.string),
  pictures: t.readonlyArray(ListingPicture),
  missingSteps: t.readonlyArray(ListingStepCodec),
  /** 0..100. */
  progress: t.number,
  /** The public product page, once published. */
  productUrl: Nullable(t.string),
  /** Staff's reason, while the listing is rejected (issue [7]). */
  rejectionReason: Nullable(t.string),
  updatedAt: t.string,
});
export type Listing = t.TypeOf<typeof Listing>;

/** A booking of one of the owner's boats, as the listings page shows it. */
export const OwnerBookingItem = t.type({
  bookingId: t.number,
  boatId: t.number,
  boatTitle: t.string,
  tenantFirstName: t.string,
  startDate: t.string,
  endDate: t.string,
  status: t.string,
  /** EUR cents: the booking's total. */
  total: t.number,
  /** For a request waiting for the owner's answer. */
  responseBefore: Nullable(t.string),
});
export type OwnerBookingItem = t.TypeOf<typeof OwnerBookingItem>;

export const ListingSummary = t.type({
  id: t.number,
  status: ListingStatusCodec,
  title: t.string,
  type: Nullable(t.string),
  picture: Nullable(t.string),
  harbourName: Nullable(t.string),
  progress: t.number,
  missingSteps: t.readonlyArray(ListingStepCodec),
  instantBooking: t.boolean,
  /** EUR cents per day, before discounts. */
  pricePerDay: Nullable(t.number),
  nextBookings: t.readonlyArray(OwnerBookingItem),
  requestsWaiting: t.number,
  /** EUR cents of this calendar year's bookings (paid or confirmed, by start date). */
  revenueThisYear: t.number,
  productUrl: Nullable(t.string),
  /** Staff's reason, while the listing is rejected (issue [7]). */
  rejectionReason: Nullable(t.string),
});
export type ListingSummary = t.TypeOf<typeof ListingSummary>;

/** GET /account/listings. */
export const OwnerListings = t.type({
  listings: t.readonlyArray(ListingSummary),
  /** Requests waiting for the owner's answer, soonest deadline first. */
  requests: t.readonlyArray(OwnerBookingItem),
  upcoming: t.readonlyArray(OwnerBookingItem),
  revenueThisYear: t.number,
});
export type OwnerListings = t.TypeOf<typeof OwnerListings>;
