import * as t from 'io-ts';

/**
 * The search and discovery calls of spec section 7. Money is in EUR cents (the base currency); the client converts
 * for display with the chosen currency's rate. Dates are YYYY-MM-DD; instants are ISO 8601 strings.
 * Query parameters are the domain's API params (src/domain/search/search-api-params.ts).
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const ProductPath = t.type({
  /** {seoPrefix}/{localization}/{boatType}/{boatName}: the client adds the language's seoPrefix. */
  localization: t.string,
  boatType: t.string,
  boatName: t.string,
});
export type ProductPath = t.TypeOf<typeof ProductPath>;

export const OwnerSummary = t.type({ firstName: t.string, isPro: t.boolean, isSuperOwner: t.boolean });

export const ProductSummary = t.type({
  id: t.number,
  title: t.string,
  type: t.string,
  pictures: t.array(t.string),
  createdAt: t.string,
  reviews: t.type({ number: t.number, average: t.number }),
  isFavorite: t.boolean,
  length: t.number,
  enginePower: t.number,
  builderName: t.string,
  modelName: t.string,
  cabins: t.number,
  berths: t.number,
  capacity: t.number,
  buildYear: t.number,
  localizationName: t.string,
  latitude: t.number,
  longitude: t.number,
  /** EUR cents per day, before discount. */
  pricePerDay: t.number,
  /** EUR cents for the requested dates after discount, or null without dates. */
  totalPrice: Nullable(t.number),
  discountPercentage: t.number,
  instantBooking: t.boolean,
  sailingType: t.string,
  cancellationPolicy: t.string,
  owner: OwnerSummary,
  path: ProductPath,
});
export type ProductSummary = t.TypeOf<typeof ProductSummary>;

export const ActivitySummary = t.type({
  id: t.number,
  title: t.string,
  experience: t.string,
  activityType: t.string,
  coverUrl: t.string,
  /** EUR cents per person. */
  price: t.number,
  durationHours: t.number,
  capacity: t.number,
  timesOfDay: t.array(t.string),
  skipperLanguages: t.array(t.string),
  localizationName: t.string,
  latitude: t.number,
  longitude: t.number,
  reviews: t.type({ number: t.number, average: t.number }),
  instantBooking: t.boolean,
  createdAt: t.string,
  /** The city (or harbour) slug of the activity page's path: /{experiences word}/{placeSlug}/{slug}. */
  placeSlug: t.string,
  /** The activity's slug; it ends in -{id} (the page's path takes the id from there). */
  slug: t.string,
});
export type ActivitySummary = t.TypeOf<typeof ActivitySummary>;

export const Pagination = t.type({ currentPage: t.number, maxResultsPerPage: t.number, resultsCount: t.number, totalPage: t.number });
export type Pagination = t.TypeOf<typeof Pagination>;

export const PriceStatistics = t.type({
  highest: t.number,
  lowest: t.number,
  average: t.number,
  firstQuartile: t.number,
  thirdQuartile: t.number,
  median: t.number,
});
export type PriceStatistics = t.TypeOf<typeof PriceStatistics>;

/** One bar of the price histogram: boats whose price per day (EUR cents) is in [from, to). */
export const PriceChartBar = t.type({ from: t.number, to: t.number, count: t.number });
export type PriceChartBar = t.TypeOf<typeof PriceChartBar>;

export const PlaceSummary = t.type({
  id: t.number,
  slug: t.string,
  name: t.string,
  kind: t.keyof({ city: null, harbour: null, region: null }),
  countryCode: t.string,
  latitude: t.number,
  longitude: t.number,
  /** The city or region it belongs to, in the request's language. */
  parentName: Nullable(t.string),
});
export type PlaceSummary = t.TypeOf<typeof PlaceSummary>;

export const ProductsResponse = t.type({
  products: t.array(ProductSummary),
  count: t.number,
  /** Boats in the searched place itself (not only around it). */
  exactPlaceProductNumber: t.number,
  isPricePerDay: t.boolean,
  maxResultsPerPage: t.number,
  resultsLazyLimit: t.number,
  pagination: Pagination,
  priceChartBar: t.array(PriceChartBar),
  productsPriceStatistics: Nullable(PriceStatistics),
  placeWithHarbors: Nullable(t.type({ place: PlaceSummary, harbors: t.array(PlaceSummary) })),
  localization: Nullable(PlaceSummary),
  displayBoatTypeTag: t.boolean,
  shouldDisplayTopTrendingSection: t.boolean,
  topTrendingSectionTitle: Nullable(t.string),
});
export type ProductsResponse = t.TypeOf<typeof ProductsResponse>;

export const CountResponse = t.type({ count: t.number });

export const ActivitiesResponse = t.type({
  activities: t.array(ActivitySummary),
  count: t.number,
  maxResultsPerPage: t.number,
  pagination: Pagination,
  localization: Nullable(PlaceSummary),
});
export type ActivitiesResponse = t.TypeOf<typeof ActivitiesResponse>;

export const SeoSectionResponse = t.type({
  specificSectionTitle: Nullable(t.string),
  seoProducts: t.array(ProductSummary),
  seoSectionSailingType: Nullable(t.string),
  seoSectionTypes: t.array(t.string),
});
export type SeoSectionResponse = t.TypeOf<typeof SeoSectionResponse>;

export const FleetPerDate = t.type({ startDate: t.string, endDate: t.string, count: t.number, price: Nullable(t.number) });
export const FlexibleDatesResponse = t.type({ fleetPerDate: t.array(FleetPerDate) });
export type FlexibleDatesResponse = t.TypeOf<typeof FlexibleDatesResponse>;

export const AutocompleteResponse = t.type({ places: t.array(PlaceSummary) });
export type AutocompleteResponse = t.TypeOf<typeof AutocompleteResponse>;

/** POST /autocomplete/places {place, lang}: resolves a chosen place (its slug) with its harbours. */
export const PlaceDetailsRequest = t.type({ place: t.string, lang: t.string });
export const PlaceDetailsResponse = t.type({ place: PlaceSummary, harbors: t.array(PlaceSummary) });
export type PlaceDetailsResponse = t.TypeOf<typeof PlaceDetailsResponse>;

export const FavoriteResponse = t.type({ productId: t.number, isFavorite: t.boolean });
export type FavoriteResponse = t.TypeOf<typeof FavoriteResponse>;

export const Review = t.type({ id: t.number, authorFirstName: t.string, rating: t.number, comment: t.string, language: t.string, createdAt: t.string });
export type Review = t.TypeOf<typeof Review>;

export const DateRange = t.type({ startDate: t.string, endDate: t.string });

/** Cabins and berths of one kind of sleeping area (product page, issue [6]). */
export const SleepingArea = t.type({
  kind: t.keyof({ double: null, twin: null, single: null, bunk: null, saloon: null }),
  cabins: t.number,
  berths: t.number,
});
/** A suggested itinerary: its title in the page's language, and each day's harbour and route. */
export const Itinerary = t.type({
  title: t.string,
  days: t.array(t.type({ day: t.number, harbour: t.string, description: t.string })),
});

/**
 * The owner's response rate (whole percent, 0 to 100, answered within 24 hours) and usual response time, over the
 * conversations tenants started in the last 12 months (src/domain/owners/response-stats.ts); null below 3 of them.
 */
export const OwnerResponseStats = t.type({
  rate: t.number,
  timeBucket: t.keyof({ hour: null, hours: null, day: null, days: null }),
});
export type OwnerResponseStats = t.TypeOf<typeof OwnerResponseStats>;

export const ProductDetail = t.intersection([
  ProductSummary,
  t.type({
    description: t.string,
    equipments: t.array(t.number),
    deposit: t.number,
    productTags: t.array(t.string),
    owner: t.intersection([
      t.type({ firstName: t.string, isPro: t.boolean, isSuperOwner: t.boolean, memberSince: t.string }),
      /** Optional, so older answers still decode; the server always sends it (null when hidden). */
      t.partial({ responseStats: Nullable(OwnerResponseStats) }),
    ]),
    location: t.type({ harbourName: t.string, cityName: Nullable(t.string), countryCode: t.string, latitude: t.number, longitude: t.number }),
    reviewsList: t.array(Review),
    /** Booked ranges (both days included) over the next 12 months. */
    unavailabilities: t.array(DateRange),
    /** For the requested dates (query startDate/endDate), else null. */
    quote: Nullable(t.type({ startDate: t.string, endDate: t.string, days: t.number, totalPrice: t.number, available: t.boolean })),
  }),
  /** Issue [6], only when the listing describes them (optional, so older clients and answers still decode). */
  t.partial({
    sleepingAreas: t.array(SleepingArea),
    itineraries: t.array(Itinerary),
    minimumDays: t.number,
    /** The owner's seasons still to come: their EUR cents per day (before discount) replace pricePerDay on their days. */
    seasonalPrices: t.array(t.type({ startDate: t.string, endDate: t.string, pricePerDay: t.number })),
  }),
]);
export type ProductDetail = t.TypeOf<typeof ProductDetail>;

export const ProductSuggestionsResponse = t.type({ products: t.array(ProductSummary) });

/** POST /products/{id}/booking-request: starts checkout; answers the payment-session hash (route ps/{hash}). */
export const BookingRequestBody = t.type({ startDate: t.string, endDate: t.string });
export const BookingRequestResponse = t.type({ hash: t.string });

export const LandingLink = t.type({ label: t.string, path: t.string, query: t.string });
/** GET /landing?customization=a/b&_page=n: landing data; 404 for an unknown landing. */
export const LandingResponse = t.type({
  kind: t.keyof({ rental: null, activity: null, generic: null }),
  title: t.string,
  introduction: t.string,
  place: Nullable(PlaceSummary),
  /** The filters of the landing's search, as a search query string (parseSearchQuery). */
  searchQuery: t.string,
  page: t.number,
  products: t.array(ProductSummary),
  activities: t.array(ActivitySummary),
  count: t.number,
  links: t.array(LandingLink),
});
export type LandingResponse = t.TypeOf<typeof LandingResponse>;
