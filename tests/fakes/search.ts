import { left, right, type Either } from 'fp-ts/lib/Either';
import { observable } from 'mobx';
import type {
  ActivitiesResponse,
  ActivitySummary,
  AutocompleteResponse,
  FavoriteResponse,
  FlexibleDatesResponse,
  LandingResponse,
  PlaceDetailsResponse,
  PlaceSummary,
  ProductDetail,
  ProductSummary,
  ProductsResponse,
  SeoSectionResponse,
} from '../../src/contract/search';
import type { AbTest } from '../../src/contract/configuration';
import type { Authenticator } from '../../src/application/auth/authenticator';
import type { LandingGateway } from '../../src/application/landing/landing-gateway';
import type { ProductGateway, StayDates } from '../../src/application/product/product-gateway';
import type { Scheduler } from '../../src/application/search/scheduler';
import type { SearchSettings } from '../../src/application/search/search-context';
import type { SearchGateway } from '../../src/application/search/search-gateway';
import type { Viewport } from '../../src/application/search/viewport';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import type { Clock } from '../../src/application/shared/clock';
import type { FunnelTrigger } from '../../src/domain/auth/funnel';
import type { AuthenticationOutcome } from '../../src/domain/auth/user-permissions';
import type { ApiParams, Device, FleetDates } from '../../src/domain/search';
import { DEFAULT_CURRENCY } from '../../src/domain/currency/money';
import { HttpClient } from '../../src/adapters/http/http-client';

type Result<A> = Promise<Either<ApiFailure, A>>;

export const httpFailure = (status: number, path = '/test', body: unknown = { error: 'e' }): ApiFailure => ({
  kind: 'http',
  path,
  status,
  body,
  headers: {},
});

/** A promise resolved by the test, to hold an answer back (stale-response tests). */
export const deferred = <A,>() => {
  let resolve!: (value: A) => void;
  const promise = new Promise<A>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((r) => setTimeout(r, 0));

// ---- fixtures -------------------------------------------------------------------------------------------------

export const place = (overrides: Partial<PlaceSummary> = {}): PlaceSummary => ({
  id: 1,
  slug: 'marseille',
  name: 'Marseille',
  kind: 'city',
  countryCode: 'FR',
  latitude: 43.2965,
  longitude: 5.3698,
  parentName: 'French Riviera',
  ...overrides,
});

export const productSummary = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 101,
  title: 'Comfortable sailboat in Marseille',
  type: 'Sailboat',
  pictures: ['/media/boats/101/1.svg'],
  createdAt: '2024-01-10T10:00:00Z',
  reviews: { number: 12, average: 4.6 },
  isFavorite: false,
  length: 12.5,
  enginePower: 40,
  builderName: 'Bavaria',
  modelName: 'Cruiser 46',
  cabins: 4,
  berths: 8,
  capacity: 10,
  buildYear: 2018,
  localizationName: 'Marseille',
  latitude: 43.29,
  longitude: 5.36,
  pricePerDay: 25_000,
  totalPrice: null,
  discountPercentage: 0,
  instantBooking: true,
  sailingType: 'With or without captain',
  cancellationPolicy: 'Flexible',
  owner: { firstName: 'Marie', isPro: false, isSuperOwner: true },
  path: { localization: 'marseille', boatType: 'sailboat', boatName: 'bavaria-cruiser-46-101' },
  ...overrides,
});

export const activitySummary = (overrides: Partial<ActivitySummary> = {}): ActivitySummary => ({
  id: 501,
  title: 'Sunset cruise in Marseille',
  experience: 'funBoat',
  activityType: 'sunsetCruise',
  coverUrl: '/media/activities/501.svg',
  price: 4_500,
  durationHours: 2.5,
  capacity: 12,
  timesOfDay: ['evening'],
  skipperLanguages: ['en', 'fr'],
  localizationName: 'Marseille',
  latitude: 43.29,
  longitude: 5.36,
  reviews: { number: 3, average: 4.2 },
  instantBooking: false,
  createdAt: '2023-05-01T10:00:00Z',
  placeSlug: 'marseille',
  slug: 'sunset-cruise-marseille-501',
  ...overrides,
});

export const productsResponse = (overrides: Partial<ProductsResponse> = {}): ProductsResponse => ({
  products: [productSummary(), productSummary({ id: 102, path: { localization: 'marseille', boatType: 'motorboat', boatName: 'jeanneau-cap-camarat-102' }, type: 'Motorboat' })],
  count: 40,
  exactPlaceProductNumber: 30,
  isPricePerDay: true,
  maxResultsPerPage: 20,
  resultsLazyLimit: 100,
  pagination: { currentPage: 1, maxResultsPerPage: 20, resultsCount: 40, totalPage: 2 },
  priceChartBar: [
    { from: 0, to: 10_000, count: 5 },
    { from: 10_000, to: 20_000, count: 20 },
    { from: 20_000, to: 30_000, count: 15 },
  ],
  productsPriceStatistics: { highest: 90_000, lowest: 5_000, average: 22_000, firstQuartile: 12_000, thirdQuartile: 30_000, median: 20_000 },
  placeWithHarbors: null,
  localization: place(),
  displayBoatTypeTag: true,
  shouldDisplayTopTrendingSection: false,
  topTrendingSectionTitle: null,
  ...overrides,
});

export const activitiesResponse = (overrides: Partial<ActivitiesResponse> = {}): ActivitiesResponse => ({
  activities: [activitySummary()],
  count: 1,
  maxResultsPerPage: 18,
  pagination: { currentPage: 1, maxResultsPerPage: 18, resultsCount: 1, totalPage: 1 },
  localization: null,
  ...overrides,
});

export const seoSectionResponse = (overrides: Partial<SeoSectionResponse> = {}): SeoSectionResponse => ({
  specificSectionTitle: 'Popular boats in Marseille',
  seoProducts: [productSummary({ id: 900 })],
  seoSectionSailingType: null,
  seoSectionTypes: ['Sailboat'],
  ...overrides,
});

export const productDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...productSummary(),
  description: 'A well-kept sailboat.',
  equipments: [29, 13, 999],
  deposit: 150_000,
  productTags: [],
  owner: { firstName: 'Marie', isPro: false, isSuperOwner: true, memberSince: '2019-04-01T00:00:00Z' },
  location: { harbourName: 'Vieux-Port', cityName: 'Marseille', countryCode: 'FR', latitude: 43.2951, longitude: 5.3744 },
  reviewsList: [{ id: 1, authorFirstName: 'Paul', rating: 5, comment: 'Great day.', language: 'en', createdAt: '2024-06-01T10:00:00Z' }],
  unavailabilities: [{ startDate: '2025-07-01', endDate: '2025-07-07' }],
  quote: null,
  ...overrides,
});

export const landingResponse = (overrides: Partial<LandingResponse> = {}): LandingResponse => ({
  kind: 'rental',
  title: 'Boat rental in Marseille',
  introduction: 'Rent a boat in Marseille.',
  place: place(),
  searchQuery: 'address=Marseille&latitude=43.2965&longitude=5.3698',
  page: 1,
  products: [productSummary()],
  activities: [],
  count: 40,
  links: [{ label: 'Sailboats in Marseille', path: '/boat-rental/search', query: 'address=Marseille&types=Sailboat' }],
  ...overrides,
});

// ---- fakes ----------------------------------------------------------------------------------------------------

/** Every call recorded; answers from handlers the test may replace. */
export class FakeSearchGateway implements SearchGateway {
  readonly calls: { method: string; params?: ApiParams; periods?: readonly FleetDates[]; input?: string; id?: number }[] = [];
  products: (params: ApiParams) => Result<ProductsResponse> = async () => right(productsResponse());
  count: (params: ApiParams) => Result<number> = async () => right(7);
  activities: (params: ApiParams) => Result<ActivitiesResponse> = async () => right(activitiesResponse());
  seo: (params: ApiParams) => Result<SeoSectionResponse> = async () => right(seoSectionResponse());
  flexible: (params: ApiParams, periods: readonly FleetDates[]) => Result<FlexibleDatesResponse> = async (_params, periods) =>
    right({ fleetPerDate: periods.map((p, i) => ({ startDate: p.startDate, endDate: p.endDate, count: 10 + i, price: 20_000 })) });
  places: (input: string) => Result<AutocompleteResponse> = async () => right({ places: [place(), place({ id: 2, slug: 'marseillan', name: 'Marseillan' })] });
  favorite: (id: number, add: boolean) => Result<FavoriteResponse> = async (id, add) => right({ productId: id, isFavorite: add });

  searchProducts(params: ApiParams) {
    this.calls.push({ method: 'searchProducts', params });
    return this.products(params);
  }
  countProducts(params: ApiParams) {
    this.calls.push({ method: 'countProducts', params });
    return this.count(params);
  }
  searchActivities(params: ApiParams) {
    this.calls.push({ method: 'searchActivities', params });
    return this.activities(params);
  }
  seoSection(params: ApiParams) {
    this.calls.push({ method: 'seoSection', params });
    return this.seo(params);
  }
  flexibleDates(params: ApiParams, periods: readonly FleetDates[]) {
    this.calls.push({ method: 'flexibleDates', params, periods });
    return this.flexible(params, periods);
  }
  autocomplete(input: string) {
    this.calls.push({ method: 'autocomplete', input });
    return this.places(input);
  }
  async placeDetails(slug: string): Result<PlaceDetailsResponse> {
    this.calls.push({ method: 'placeDetails', input: slug });
    return right({ place: place({ slug }), harbors: [] });
  }
  addFavorite(id: number) {
    this.calls.push({ method: 'addFavorite', id });
    return this.favorite(id, true);
  }
  removeFavorite(id: number) {
    this.calls.push({ method: 'removeFavorite', id });
    return this.favorite(id, false);
  }

  callsOf(method: string) {
    return this.calls.filter((c) => c.method === method);
  }
}

export class FakeProductGateway implements ProductGateway {
  readonly calls: { method: string; id: number; dates?: StayDates | undefined; numberOfPeople?: number | undefined }[] = [];
  detail: (id: number, dates?: StayDates) => Result<ProductDetail> = async (id, dates) =>
    right(productDetail({ id, quote: dates ? { ...dates, days: 3, totalPrice: 60_000, available: true } : null }));
  booking: (id: number, dates: StayDates, numberOfPeople?: number) => Result<{ hash: string }> = async () => right({ hash: 'abc123' });

  product(id: number, dates?: StayDates) {
    this.calls.push({ method: 'product', id, dates });
    return this.detail(id, dates);
  }
  async suggestions(id: number): Result<readonly ProductSummary[]> {
    this.calls.push({ method: 'suggestions', id });
    return right([productSummary({ id: 777 })]);
  }
  requestBooking(id: number, dates: StayDates, numberOfPeople?: number) {
    this.calls.push({ method: 'requestBooking', id, dates, ...(numberOfPeople !== undefined && { numberOfPeople }) });
    return this.booking(id, dates, numberOfPeople);
  }
}

export class FakeLandingGateway implements LandingGateway {
  readonly calls: { customization: string; page: number | undefined }[] = [];
  answer: () => Result<LandingResponse> = async () => right(landingResponse());
  landing(customization: string, page: number | undefined) {
    this.calls.push({ customization, page });
    return this.answer();
  }
}

/** Timers run only when the test says so. */
export class FakeScheduler implements Scheduler {
  private tasks: { id: number; at: number; task: () => void }[] = [];
  private nextId = 0;
  now = 0;
  schedule(task: () => void, delayMs: number) {
    const id = this.nextId++;
    this.tasks.push({ id, at: this.now + delayMs, task });
    return () => {
      this.tasks = this.tasks.filter((t) => t.id !== id);
    };
  }
  /** Moves time on, running what falls due. */
  advance(ms: number) {
    this.now += ms;
    const due = this.tasks.filter((t) => t.at <= this.now);
    this.tasks = this.tasks.filter((t) => t.at > this.now);
    due.forEach((t) => t.task());
  }
  get pending() {
    return this.tasks.length;
  }
}

export class FakeAuthenticator implements Authenticator {
  readonly triggers: FunnelTrigger[] = [];
  constructor(public outcome: AuthenticationOutcome = { kind: 'alreadySignedIn' }) {}
  get isSignedIn() {
    return this.outcome.kind !== 'aborted';
  }
  async authenticate(trigger: FunnelTrigger) {
    this.triggers.push(trigger);
    return this.outcome;
  }
}

export class FakeClock implements Clock {
  constructor(public epochMs = Date.parse('2025-06-15T10:00:00Z')) {}
  now() {
    return new Date(this.epochMs);
  }
}

export const fakeViewport = (device: Device = 'desktop'): Viewport => ({ device });

export const fakeSettings = (overrides: Partial<SearchSettings> = {}): SearchSettings =>
  observable({ language: 'en', defaultLanguage: 'en', currency: DEFAULT_CURRENCY, ...overrides } as SearchSettings, {}, { deep: false });

export const abTests = (multiverse?: string): { abTests: AbTest[] } => ({
  abTests: multiverse === undefined ? [] : [{ name: 'multiverse', variationName: multiverse }],
});

export const failed = <A,>(failure: ApiFailure): Result<A> => Promise.resolve(left(failure));

// ---- HTTP ------------------------------------------------------------------------------------------------------

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch answering recorded shapes per path; every request kept. */
export const fakeFetch = (answers: Record<string, { status?: number; body: unknown }>) => {
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0] ?? '';
    requests.push({
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    if (answer === undefined) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
};

export const httpClient = (fetch: typeof globalThis.fetch) =>
  new HttpClient({ baseUrl: '/api/v6', fetch, locale: () => 'fr', cookies: () => 'XSRF-TOKEN=tok' });

export const queryOf = (url: string) => [...new URL(url, 'http://x').searchParams.entries()];
