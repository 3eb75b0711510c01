import { left, right, type Either } from 'fp-ts/lib/Either';
import fc from 'fast-check';
import {
  Listing,
  OwnerListings,
  type ListingChangesBody,
  type ListingStatusBody,
  type ListingSummary,
  type NewListingBody,
  type OwnerBookingItem,
} from '../../src/contract/listings';
import { AutocompleteResponse, PlaceDetailsResponse, type PlaceSummary } from '../../src/contract/search';
import type { ListingsGateway } from '../../src/application/listings/listings-port';
import type { SearchGateway } from '../../src/application/search/search-gateway';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { emptyListing, listingProblems, missingSteps, progressOf, type ListingFields } from '../../src/domain/listing/listing';
import { decoded } from './checkout';
import { place } from './search';
import { Scripted } from './scripted';

export const CURRENT_YEAR = 2025;
export const HARBOUR_ID = 11;
export const LISTING_ID = 808;

// ---- fixtures (each decodes with its contract codec) -------------------------------------------------------------

/** Everything a listing needs to be published: a sailboat in Marseille's Vieux-Port. */
export const completeFields = (overrides: Partial<ListingFields> = {}): ListingFields =>
  emptyListing({
    type: 'Sailboat',
    builderName: 'Bavaria',
    modelName: 'Cruiser 46',
    lengthM: 14.27,
    enginePower: 55,
    buildYear: 2018,
    cabins: 4,
    berths: 8,
    capacity: 10,
    sleepingAreas: [{ kind: 'double', cabins: 3, berths: 6 }],
    equipments: [13, 29],
    titles: { en: 'A roomy sailboat in Marseille' },
    descriptions: { en: 'Four cabins, a large cockpit and everything you need for a week in the Calanques.' },
    placeId: HARBOUR_ID,
    pricePerDay: 25_000,
    deposit: 150_000,
    sailingType: 'With or without captain',
    skipper: { price: 20_000, priceByDay: true, isPayInHarbour: true },
    cancellationPolicy: 'Moderate',
    ...overrides,
  });

/** The Vieux-Port (a harbour) and Marseille (a city whose harbours are listed). */
export const harbour = (overrides: Partial<PlaceSummary> = {}): PlaceSummary =>
  place({ id: HARBOUR_ID, slug: 'vieux-port', name: 'Vieux-Port', kind: 'harbour', parentName: 'Marseille', ...overrides });
export const city = (): PlaceSummary => place({ id: 1, slug: 'marseille', name: 'Marseille', kind: 'city' });

/** A listing as GET /account/listings/{id} answers it (missing steps and progress from the domain). */
export const listing = (fields: ListingFields = completeFields(), overrides: Partial<Listing> = {}): Listing => {
  const pictures = overrides.pictures ?? [{ id: 1, url: '/media/boats/808/1.webp', position: 0 }];
  const missing = missingSteps(fields, pictures.length, CURRENT_YEAR);
  return {
    id: LISTING_ID,
    status: 'draft',
    fields,
    harbourName: fields.placeId === HARBOUR_ID ? 'Vieux-Port' : null,
    pictures,
    missingSteps: missing,
    progress: progressOf(missing),
    productUrl: null,
    rejectionReason: null,
    updatedAt: '2025-06-15T10:00:00Z',
    ...overrides,
  };
};

export const ownerBooking = (overrides: Partial<OwnerBookingItem> = {}): OwnerBookingItem => ({
  bookingId: 4711,
  boatId: LISTING_ID,
  boatTitle: 'A roomy sailboat in Marseille',
  tenantFirstName: 'Ann',
  startDate: '2025-08-10',
  endDate: '2025-08-13',
  status: 'awaitingOwner',
  total: 94_140,
  responseBefore: '2025-06-17T10:00:00Z',
  ...overrides,
});

export const listingSummary = (overrides: Partial<ListingSummary> = {}): ListingSummary => ({
  id: LISTING_ID,
  status: 'published',
  title: 'A roomy sailboat in Marseille',
  type: 'Sailboat',
  picture: '/media/boats/808/1.webp',
  harbourName: 'Vieux-Port',
  progress: 100,
  missingSteps: [],
  instantBooking: false,
  pricePerDay: 25_000,
  nextBookings: [ownerBooking({ bookingId: 4712, status: 'confirmed', responseBefore: null, startDate: '2025-07-01', endDate: '2025-07-07' })],
  requestsWaiting: 1,
  revenueThisYear: 320_000,
  productUrl: '/boat-rental/marseille/sailboat/a-roomy-sailboat-in-marseille-808',
  rejectionReason: null,
  ...overrides,
});

export const ownerListings = (overrides: Partial<OwnerListings> = {}): OwnerListings => ({
  listings: [
    listingSummary(),
    listingSummary({ id: 809, status: 'draft', title: '', type: 'RIB', picture: null, harbourName: null, progress: 33, missingSteps: ['description', 'harbour', 'pictures', 'prices', 'options', 'conditions'], pricePerDay: null, nextBookings: [], requestsWaiting: 0, revenueThisYear: 0, productUrl: null }),
  ],
  requests: [ownerBooking()],
  upcoming: [ownerBooking({ bookingId: 4712, status: 'confirmed', responseBefore: null, startDate: '2025-07-01', endDate: '2025-07-07' })],
  revenueThisYear: 320_000,
  ...overrides,
});

// ---- the gateway -------------------------------------------------------------------------------------------------

export type ListingsMethod = keyof ListingsGateway;

/** A 400 `listing_invalid` as the server answers it. */
export const listingInvalid = (details: string[], path = `/account/listings/${LISTING_ID}`): ApiFailure => ({
  kind: 'http',
  path,
  status: 400,
  body: { error: 'listing_invalid', message: 'The listing has invalid fields.', details },
  headers: {},
});

/**
 * The owner's listings in memory, answering like the server: a change is checked with the domain's rules (400
 * `listing_invalid`, `placeId: validation.notHarbour` for a place that is not a harbour), publishing an incomplete
 * listing answers 422 with the missing steps, another owner's id (anything unknown) answers 404. A method can be told
 * to fail once (queued) or to hold its answer.
 */
export class FakeListingsGateway extends Scripted<ListingsMethod> implements ListingsGateway {
  readonly server: { listings: Map<number, Listing>; overview: OwnerListings; harbourIds: Set<number>; nextId: number };

  constructor(listings: Listing[] = [listing()], overview: OwnerListings = ownerListings()) {
    super();
    this.server = { listings: new Map(listings.map((l) => [l.id, l])), overview, harbourIds: new Set([HARBOUR_ID]), nextId: 900 };
  }

  private notFound(id: number): Either<ApiFailure, never> {
    return left({ kind: 'http', path: `/account/listings/${id}`, status: 404, body: { error: 'listing_not_found' }, headers: {} });
  }

  listings() {
    return this.answer('listings', [], OwnerListings, () => right(this.server.overview));
  }

  create(body: NewListingBody) {
    return this.answer('create', [body], Listing, () => {
      const id = this.server.nextId++;
      const fields = emptyListing({ type: body.type, cancellationPolicy: 'Moderate' });
      const created = listing(fields, { id, pictures: [], harbourName: null });
      this.server.listings.set(id, created);
      return right(created);
    });
  }

  listing(id: number) {
    return this.answer('listing', [id], Listing, () => {
      const found = this.server.listings.get(id);
      return found ? right(found) : this.notFound(id);
    });
  }

  update(id: number, changes: ListingChangesBody) {
    return this.answer('update', [id, changes], Listing, () => {
      const found = this.server.listings.get(id);
      if (!found) return this.notFound(id);
      const fields = { ...found.fields, ...changes } as ListingFields;
      const details: string[] = listingProblems(changes as Partial<ListingFields>, { complete: false, currentYear: CURRENT_YEAR });
      if (changes.placeId != null && !this.server.harbourIds.has(changes.placeId)) details.push('placeId: validation.notHarbour');
      if (details.length > 0) return left(listingInvalid(details, `/account/listings/${id}`));
      const saved = listing(fields, { ...found, fields, harbourName: fields.placeId === HARBOUR_ID ? 'Vieux-Port' : null });
      const missing = missingSteps(fields, found.pictures.length, CURRENT_YEAR);
      const updated = { ...saved, missingSteps: missing, progress: progressOf(missing) };
      this.server.listings.set(id, updated);
      return right(updated);
    });
  }

  changeStatus(id: number, body: ListingStatusBody) {
    return this.answer('changeStatus', [id, body], Listing, () => {
      const found = this.server.listings.get(id);
      if (!found) return this.notFound(id);
      if (body.status === 'published' && found.missingSteps.length > 0) {
        return left({ kind: 'http', path: `/account/listings/${id}/status`, status: 422, body: { error: 'listing_incomplete', missingSteps: found.missingSteps }, headers: {} });
      }
      const updated: Listing = {
        ...found,
        status: body.status,
        productUrl: body.status === 'published' ? `/boat-rental/marseille/sailboat/boat-${id}` : found.productUrl,
        rejectionReason: body.status === 'published' ? null : found.rejectionReason,
      };
      this.server.listings.set(id, updated);
      return right(updated);
    });
  }
}

/** The place field's calls: suggestions for any input, Marseille's harbours. */
export class FakePlacesGateway implements Pick<SearchGateway, 'autocomplete' | 'placeDetails'> {
  readonly calls: string[] = [];
  failDetails = false;
  constructor(public suggestions: PlaceSummary[] = [city(), harbour()]) {}

  async autocomplete(input: string) {
    this.calls.push(`autocomplete ${input}`);
    return right(decoded(AutocompleteResponse, { places: this.suggestions }));
  }

  async placeDetails(slug: string) {
    this.calls.push(`placeDetails ${slug}`);
    if (this.failDetails) return left<ApiFailure>({ kind: 'network', path: '/autocomplete/places', message: 'Failed to fetch' });
    return right(decoded(PlaceDetailsResponse, { place: city(), harbors: [harbour(), harbour({ id: 12, slug: 'pointe-rouge', name: 'Pointe-Rouge' })] }));
  }
}

// ---- arbitraries -------------------------------------------------------------------------------------------------

/** Text the owner may type in any field: numbers, half numbers, words, nothing. */
export const typedText = fc.oneof(fc.constantFrom('', '0', '12', '12,5', '12.55', '150', '1 200', 'abc', '-3', '99999999999'), fc.string({ maxLength: 12 }));

/** A failure of a save: refused with details, refused otherwise, server error, network, decode. */
export const saveFailure: fc.Arbitrary<ApiFailure> = fc.oneof(
  fc.constantFrom<ApiFailure>(
    listingInvalid(['builderName: validation.tooLong', 'capacity: validation.outOfRange']),
    listingInvalid(['placeId: validation.notHarbour']),
    { kind: 'http', path: '/x', status: 409, body: { error: 'conflict' }, headers: {} },
    { kind: 'http', path: '/x', status: 500, body: { error: 'internal' }, headers: {} },
    { kind: 'http', path: '/x', status: 503, body: 'Service Unavailable', headers: {} },
    { kind: 'network', path: '/x', message: 'Failed to fetch' },
    { kind: 'decode', path: '/x', errors: ['response: expected Listing'] },
  ),
);
