import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { right, type Either } from 'fp-ts/lib/Either';
import { FakeAnalytics } from '../../../tests/fakes/auth';
import { FakeNavigator, MemoryStorage } from '../../../tests/fakes/foundation';
import {
  FakeAuthenticator,
  FakeClock,
  FakeScheduler,
  FakeSearchGateway,
  abTests,
  deferred,
  failed,
  fakeSettings,
  fakeViewport,
  httpFailure,
  place,
  productSummary,
  productsResponse,
  settle,
} from '../../../tests/fakes/search';
import type { ProductsResponse } from '../../contract/search';
import type { Device } from '../../domain/search';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { ApiFailure } from '../shared/api-failure';
import { SEARCH_HISTORY_KEY } from './search-history-store';
import { SearchPresenter } from './search-presenter';

const PATH = '/boat-rental/search';

const build = (options: { multiverse?: string; device?: Device; storage?: MemoryStorage; auth?: AuthenticationOutcome; currencyRate?: number } = {}) => {
  const gateway = new FakeSearchGateway();
  const navigator = new FakeNavigator(PATH);
  const clock = new FakeClock();
  const storage = options.storage ?? new MemoryStorage();
  const authenticator = new FakeAuthenticator(options.auth);
  const scheduler = new FakeScheduler();
  const settings = fakeSettings(
    options.currencyRate === undefined ? {} : { currency: { code: 'USD', rate: options.currencyRate, symbol: '$', minorUnits: 2 } },
  );
  const analytics = new FakeAnalytics();
  const presenter = new SearchPresenter(
    gateway,
    settings,
    navigator,
    clock,
    storage,
    authenticator,
    abTests(options.multiverse),
    scheduler,
    fakeViewport(options.device),
    analytics,
  );
  return { presenter, gateway, navigator, clock, storage, authenticator, scheduler, settings, analytics };
};

const paramValue = (params: ReadonlyArray<readonly [string, string]> | undefined, name: string) =>
  (params ?? []).filter(([key]) => key === name).map(([, value]) => value);

describe('SearchPresenter: URL → state', () => {
  it('parses the query, fetches with the API params and shows the answer', async () => {
    const { presenter, gateway } = build();
    presenter.locationChanged('?address=Marseille&numberOfPeople=4&types=Sailboat');
    expect(presenter.isLoading).toBe(true);
    expect(presenter.filters).toEqual({ address: 'Marseille', numberOfPeople: 4, page: 1, types: ['Sailboat'] });
    const [call] = gateway.callsOf('searchProducts');
    expect(paramValue(call?.params, 'numberOfPeople')).toEqual(['4']);
    expect(paramValue(call?.params, 'types[]')).toEqual(['Sailboat']);
    await settle();
    expect(presenter.isLoading).toBe(false);
    expect(presenter.count).toBe(40);
    expect(presenter.products).toHaveLength(2);
    expect(presenter.pagination.totalPage).toBe(2);
    expect(presenter.exactPlaceProductNumber).toBe(30);
    expect(presenter.localization?.name).toBe('Marseille');
    expect(presenter.placeName).toBe('Marseille');
    expect(presenter.specificSectionTitle).toBe('Popular boats in Marseille');
    expect(presenter.seoCards).toHaveLength(1);
    expect(presenter.pages.map((p) => (p.kind === 'page' ? p.number : 0))).toEqual([1, 2]);
  });

  it('a shared URL with out-of-bounds values is normalised (spec section 5) and the address bar replaced', () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('?numberOfPeople=99&lengthFrom=10&lengthTo=5&types=Yacht&page=0&sort=nonsense');
    expect(presenter.filters).toEqual({ lengthTo: 5, page: 1, types: ['Motor Yacht', 'Sail Yacht'] });
    expect(navigator.history).toEqual([`${PATH}?lengthTo=5&types=Motor+Yacht;Sail+Yacht`]);
  });

  it('a normal URL is left alone', () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('?address=Marseille&page=2');
    expect(navigator.history).toEqual([]);
  });

  it('the same URL again (our own push echoed back) does not fetch again', async () => {
    const { presenter, gateway, navigator } = build();
    presenter.locationChanged('');
    await settle();
    presenter.filtersChanged({ numberOfPeople: 4 });
    presenter.locationChanged(navigator.search);
    expect(gateway.callsOf('searchProducts')).toHaveLength(2);
  });

  it('back and forward restore an earlier search', async () => {
    const { presenter, gateway } = build();
    presenter.locationChanged('?address=Marseille');
    presenter.filtersChanged({ numberOfPeople: 6 });
    presenter.locationChanged('?address=Marseille');
    expect(presenter.filters).toEqual({ address: 'Marseille', page: 1 });
    expect(presenter.numberInputs.numberOfPeople).toBe('');
    expect(gateway.callsOf('searchProducts')).toHaveLength(3);
  });

  it('searches activities on the activity page', async () => {
    const { presenter, gateway } = build();
    presenter.locationChanged('?activityTypes=sunsetCruise&timesOfTheDay=evening', 'activity');
    await settle();
    expect(gateway.callsOf('searchProducts')).toHaveLength(0);
    expect(paramValue(gateway.callsOf('searchActivities')[0]?.params, 'activityTypes[]')).toEqual(['sunsetCruise']);
    expect(presenter.activityCards[0]).toMatchObject({ title: 'Sunset cruise in Marseille', duration: '2.5', price: { amount: '€45', unit: 'person' } });
    expect(presenter.count).toBe(1);
  });
});

describe('SearchPresenter: tracking (issue [7])', () => {
  it('pushes search once the results have loaded: place, dates, filters and results count', async () => {
    const { presenter, analytics, gateway } = build();
    presenter.locationChanged('?address=Marseille&startDate=2026-07-01&endDate=2026-07-04&numberOfPeople=4&types=Sailboat');
    expect(analytics.events).toEqual([]);
    await settle();
    expect(analytics.events).toEqual([
      { event: 'search', searchKind: 'boat', searchTerm: 'Marseille', startDate: '2026-07-01', endDate: '2026-07-04', filtersCount: 2, resultsCount: 40, page: 1 },
    ]);
    presenter.locationChanged('?activityTypes=sunsetCruise', 'activity');
    await settle();
    expect(analytics.events.at(-1)).toMatchObject({ event: 'search', searchKind: 'activity', searchTerm: '', filtersCount: 1, resultsCount: 1 });
    gateway.products = () => failed(httpFailure(500, '/products'));
    presenter.locationChanged('?address=Nice', 'boat');
    await settle();
    expect(analytics.events).toHaveLength(2);
  });
});

describe('SearchPresenter: user actions → URL', () => {
  it('a filter change pushes the new URL and resets the page', async () => {
    const { presenter, navigator, gateway } = build();
    presenter.locationChanged('?address=Marseille&page=2');
    presenter.filtersChanged({ numberOfPeople: 4 });
    expect(navigator.history.at(-1)).toBe(`${PATH}?address=Marseille&numberOfPeople=4`);
    expect(presenter.filters.page).toBe(1);
    expect(gateway.callsOf('searchProducts')).toHaveLength(2);
  });

  it('turning a page keeps ownerId and hasDiscount; another change clears them (spec section 4)', async () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('?hasDiscount=1&ownerId=5');
    await settle();
    presenter.pageSelected(2);
    expect(navigator.history.at(-1)).toBe(`${PATH}?page=2&hasDiscount=1&ownerId=5`);
    presenter.filtersChanged({ numberOfCabins: 2 });
    expect(navigator.history.at(-1)).toBe(`${PATH}?numberOfCabins=2`);
  });

  it('a page outside the pagination is ignored', async () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('');
    await settle();
    presenter.pageSelected(3);
    presenter.pageSelected(0);
    expect(navigator.history).toEqual([]);
  });

  it('sorting sets sort and a natural order; default clears both', () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('');
    presenter.sortChanged('price');
    expect(navigator.history.at(-1)).toBe(`${PATH}?sort=price&sortOrder=ASC`);
    presenter.sortChanged('price', 'DESC');
    expect(navigator.history.at(-1)).toBe(`${PATH}?sort=price&sortOrder=DESC`);
    presenter.sortChanged('default');
    expect(navigator.history.at(-1)).toBe(PATH);
  });

  it('choosing a place sets the address and its coordinates', () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('');
    presenter.placeSelected(place());
    expect(navigator.history.at(-1)).toBe(`${PATH}?address=Marseille&latitude=43.2965&longitude=5.3698`);
    expect(presenter.place.input).toBe('Marseille');
  });

  it('submitting typed text uses it as the address without coordinates', () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('?address=Nice&latitude=43.7&longitude=7.27');
    presenter.place.textSet('Cannes');
    presenter.addressSubmitted();
    expect(navigator.history.at(-1)).toBe(`${PATH}?address=Cannes`);
  });

  it('dates: an end before the start drops both (spec section 5)', () => {
    const { presenter } = build();
    presenter.locationChanged('');
    presenter.datesChanged('2025-07-10', '2025-07-05');
    expect(presenter.filters.startDate).toBeUndefined();
    presenter.datesChanged('2025-07-10', '');
    expect(presenter.filters).toMatchObject({ startDate: '2025-07-10', endDate: '2025-07-10' });
  });

  it('the empty state resets every filter but the place', () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('?address=Marseille&numberOfPeople=4&superOwner=1&types=RIB');
    presenter.filtersReset();
    expect(navigator.history.at(-1)).toBe(`${PATH}?address=Marseille`);
  });

  it('the filters panel keeps changes pending, counts them after a pause, and applies them at once', async () => {
    const { presenter, gateway, navigator, scheduler } = build();
    presenter.locationChanged('?address=Marseille&hasDiscount=1');
    await settle();
    presenter.moreFiltersOpened();
    presenter.draftChanged({ types: ['Catamaran'] });
    presenter.draftChanged({ lengthFrom: 8 });
    expect(gateway.callsOf('countProducts')).toHaveLength(0);
    scheduler.advance(300);
    await settle();
    const [count] = gateway.callsOf('countProducts');
    expect(paramValue(count?.params, 'types[]')).toEqual(['Catamaran']);
    expect(presenter.draftCount).toBe(7);
    expect(navigator.history).toEqual([]);
    presenter.draftApplied();
    expect(presenter.draft).toBeNull();
    expect(navigator.history.at(-1)).toBe(`${PATH}?address=Marseille&lengthFrom=8&types=Catamaran&hasDiscount=1`);
    expect(presenter.moreFiltersCount).toBe(3);
  });

  it('resetting the panel clears its filters but keeps the inline ones', () => {
    const { presenter } = build();
    presenter.locationChanged('?address=Marseille&numberOfPeople=2&superOwner=1&types=RIB');
    presenter.moreFiltersOpened();
    presenter.draftReset();
    expect(presenter.draft).toEqual({ address: 'Marseille', numberOfPeople: 2, page: 1 });
  });
});

describe('SearchPresenter: applied filter chips and the live count (issue [10])', () => {
  const labels = (presenter: SearchPresenter) => presenter.chips.map((chip) => ('text' in chip.label ? chip.label.text : [chip.label.key, chip.label.values ?? {}]));

  it('shows the applied filters as chips, labelled by message keys (dates and prices formatted)', () => {
    const { presenter } = build({ currencyRate: 1.1 });
    presenter.locationChanged('?address=Marseille&startDate=2025-07-05&endDate=2025-07-08&numberOfPeople=4&priceTo=500&types=Catamaran;RIB&sort=price');
    expect(presenter.chips.map((chip) => chip.id)).toEqual(['dates', 'numberOfPeople', 'price', 'types:Catamaran', 'types:RIB']);
    expect(labels(presenter)).toEqual([
      'Jul 5 – 8',
      ['search:chips.people', { count: 4 }],
      ['search:chips.priceTo', { to: '$500' }],
      ['search:boatTypes.catamaran', {}],
      ['search:boatTypes.rib', {}],
    ]);
    expect(presenter.canClearFilters).toBe(true);
  });

  it('removing a chip is a filter change: that value goes, the URL is pushed and the results reload', async () => {
    const { presenter, navigator, gateway } = build();
    presenter.locationChanged('?address=Marseille&priceTo=500&types=Catamaran;RIB&hasDiscount=1&page=2');
    await settle();
    presenter.chipRemoved('types:Catamaran');
    expect(navigator.history.at(-1)).toBe(`${PATH}?address=Marseille&priceTo=500&types=RIB&hasDiscount=1`);
    expect(gateway.callsOf('searchProducts')).toHaveLength(2);
    expect(presenter.isLoading).toBe(true);
    await settle();
    expect(presenter.chips.map((chip) => chip.id)).toEqual(['price', 'types:RIB', 'hasDiscount']);
    presenter.chipRemoved('types:Catamaran');
    expect(gateway.callsOf('searchProducts')).toHaveLength(2);
  });

  it('clearing all filters keeps the place, the dates, the people and the sort', () => {
    const { presenter, navigator } = build();
    presenter.locationChanged('?address=Marseille&startDate=2025-07-05&endDate=2025-07-08&numberOfPeople=4&priceTo=500&types=RIB&superOwner=1&sort=price&sortOrder=ASC');
    presenter.filtersCleared();
    expect(navigator.history.at(-1)).toBe(`${PATH}?address=Marseille&numberOfPeople=4&startDate=2025-07-05&endDate=2025-07-08&sort=price&sortOrder=ASC`);
    expect(presenter.chips.map((chip) => chip.id)).toEqual(['dates', 'numberOfPeople']);
    expect(presenter.canClearFilters).toBe(false);
  });

  it("the panel's count follows the pending filters; an older count arriving late is ignored; a failure shows no count", async () => {
    const { presenter, gateway, scheduler } = build();
    presenter.locationChanged('?address=Marseille');
    await settle();
    presenter.moreFiltersOpened();
    expect(presenter.draftCount).toBe(40);
    const slow = deferred<Either<ApiFailure, number>>();
    gateway.count = () => slow.promise;
    presenter.draftChanged({ types: ['Catamaran'] });
    scheduler.advance(300);
    gateway.count = async () => right(3);
    presenter.draftChanged({ types: ['Catamaran', 'RIB'] });
    scheduler.advance(300);
    await settle();
    expect(presenter.draftCount).toBe(3);
    slow.resolve(right(12));
    await settle();
    expect(presenter.draftCount).toBe(3);
    gateway.count = () => failed(httpFailure(500));
    presenter.draftChanged({ instantBooking: true });
    scheduler.advance(300);
    await settle();
    expect(presenter.draftCount).toBeNull();
  });
});

describe('SearchPresenter: failures and stale answers', () => {
  it('a failed fetch stores the error, sets count 0, empties products and resets pagination (spec section 4)', async () => {
    const { presenter, gateway } = build();
    presenter.locationChanged('?address=Marseille');
    await settle();
    expect(presenter.products).toHaveLength(2);
    gateway.products = () => failed(httpFailure(500, '/products'));
    presenter.filtersChanged({ numberOfPeople: 2 });
    await settle();
    expect(presenter.error).toMatchObject({ kind: 'http', status: 500 });
    expect(presenter.errorKey).toBe('common:errors.server');
    expect(presenter.count).toBe(0);
    expect(presenter.products).toEqual([]);
    expect(presenter.pagination).toEqual({ currentPage: 1, maxResultsPerPage: 0, resultsCount: 0, totalPage: 0 });
    expect(presenter.isLoading).toBe(false);
    expect(presenter.isEmpty).toBe(false);
    gateway.products = async () => right(productsResponse());
    presenter.retryRequested();
    await settle();
    expect(presenter.error).toBeNull();
    expect(presenter.count).toBe(40);
  });

  it('an older answer arriving late never overwrites a newer one', async () => {
    const { presenter, gateway } = build();
    const slow = deferred<Either<ApiFailure, ProductsResponse>>();
    gateway.products = () => slow.promise;
    presenter.locationChanged('?address=Marseille');
    gateway.products = async () => right(productsResponse({ count: 3, products: [productSummary({ id: 3 })] }));
    presenter.filtersChanged({ numberOfPeople: 4 });
    await settle();
    expect(presenter.count).toBe(3);
    slow.resolve(right(productsResponse({ count: 999 })));
    await settle();
    expect(presenter.count).toBe(3);
    expect(presenter.products.map((p) => p.id)).toEqual([3]);
    expect(presenter.isLoading).toBe(false);
  });

  it('an empty answer is the empty state', async () => {
    const { presenter, gateway } = build();
    gateway.products = async () => right(productsResponse({ products: [], count: 0 }));
    presenter.locationChanged('');
    await settle();
    expect(presenter.isEmpty).toBe(true);
  });
});

describe('SearchPresenter: favourites', () => {
  it('signed-out and aborted sign-in: nothing happens', async () => {
    const { presenter, gateway, authenticator } = build({ auth: { kind: 'aborted' } });
    presenter.locationChanged('');
    await settle();
    await presenter.favoriteToggled(101);
    expect(authenticator.triggers).toEqual(['searchFavorite']);
    expect(gateway.callsOf('addFavorite')).toHaveLength(0);
    expect(presenter.products[0]?.isFavorite).toBe(false);
  });

  it('after authentication the favourite is added, then removed', async () => {
    const { presenter, gateway } = build({ auth: { kind: 'success', authToken: 't' } });
    presenter.locationChanged('');
    await settle();
    await presenter.favoriteToggled(101);
    expect(gateway.callsOf('addFavorite')).toEqual([{ method: 'addFavorite', id: 101 }]);
    expect(presenter.productCards[0]?.isFavorite).toBe(true);
    await presenter.favoriteToggled(101);
    expect(gateway.callsOf('removeFavorite')).toHaveLength(1);
    expect(presenter.products[0]?.isFavorite).toBe(false);
  });

  it('a failed call reverts the heart and says why', async () => {
    const { presenter, gateway } = build();
    presenter.locationChanged('');
    await settle();
    let seenDuringCall: boolean | undefined;
    gateway.favorite = () => {
      seenDuringCall = presenter.products[0]?.isFavorite;
      return failed(httpFailure(500));
    };
    await presenter.favoriteToggled(101);
    expect(seenDuringCall).toBe(true);
    expect(presenter.products[0]?.isFavorite).toBe(false);
    expect(presenter.favoriteErrorKey).toBe('common:errors.server');
  });
});

describe('SearchPresenter: history', () => {
  // The history's code loads after the first screen's: its reads and additions land a few ticks later.
  const historyLoaded = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('each search with an address is added (newest first, unique by address, at most 5)', async () => {
    const { presenter, storage } = build();
    presenter.locationChanged('');
    await historyLoaded();
    expect(presenter.history).toEqual([]);
    for (const address of ['Nice', 'Cannes', 'Marseille', 'Toulon', 'Bastia', 'Ajaccio', 'nice']) {
      presenter.filtersChanged({ address });
    }
    await historyLoaded();
    expect(presenter.history.map((item) => item.filters.address)).toEqual(['nice', 'Ajaccio', 'Bastia', 'Toulon', 'Marseille']);
    const stored = JSON.parse(storage.get(SEARCH_HISTORY_KEY) ?? '[]') as unknown[];
    expect(stored).toHaveLength(5);
    expect(presenter.historyLinks[0]).toMatchObject({ href: `${PATH}?address=nice`, address: 'nice', dates: null });
  });

  it('corrupt storage is survived: unreadable text or items are dropped, valid ones kept', async () => {
    const now = Date.parse('2025-06-15T10:00:00Z');
    for (const raw of ['not json', '{"a":1}', '42', 'null']) {
      const storage = new MemoryStorage();
      storage.set(SEARCH_HISTORY_KEY, raw);
      const { presenter: built } = build({ storage });
      await historyLoaded();
      expect(built.history).toEqual([]);
    }
    const storage = new MemoryStorage();
    storage.set(
      SEARCH_HISTORY_KEY,
      JSON.stringify([
        { key: 'x', timestamp: now - 1000, filters: { address: 'Nice', types: ['Yacht', 'Spaceship'], startDate: '2025-07-01' } },
        { key: 'y', timestamp: 'yesterday', filters: { address: 'Cannes' } },
        { key: 'z', timestamp: now, filters: { startDate: '2025-07-01' } },
        null,
        { timestamp: now, filters: { address: '<script>', halfDayPeriod: 'night' } },
      ]),
    );
    const { presenter } = build({ storage });
    await historyLoaded();
    expect(presenter.history).toEqual([
      {
        key: 'address=Nice&types=Motor+Yacht;Sail+Yacht&startDate=2025-07-01&endDate=2025-07-01',
        timestamp: now - 1000,
        filters: { address: 'Nice', startDate: '2025-07-01', endDate: '2025-07-01', types: ['Motor Yacht', 'Sail Yacht'] },
      },
      { key: 'address=%3Cscript%3E', timestamp: now, filters: { address: '<script>' } },
    ]);
  });

  it('entries older than a year or with past dates are purged on read (and storage rewritten)', async () => {
    const now = Date.parse('2025-06-15T10:00:00Z');
    const storage = new MemoryStorage();
    storage.set(
      SEARCH_HISTORY_KEY,
      JSON.stringify([
        { key: '', timestamp: now - 400 * 86_400_000, filters: { address: 'Old' } },
        { key: '', timestamp: now - 1000, filters: { address: 'Past', startDate: '2025-06-01' } },
        { key: '', timestamp: now - 2000, filters: { address: 'Kept', startDate: '2025-06-20' } },
      ]),
    );
    const { presenter } = build({ storage });
    await historyLoaded();
    expect(presenter.history.map((item) => item.filters.address)).toEqual(['Kept']);
    expect(JSON.parse(storage.get(SEARCH_HISTORY_KEY) ?? '[]')).toHaveLength(1);
  });
});

describe('SearchPresenter: flexible dates', () => {
  const withDates = '?startDate=2025-07-05&endDate=2025-07-08';

  it('variation B with a start date, no half-day and under 17 days: 7 periods on desktop', async () => {
    const { presenter, gateway } = build({ multiverse: 'B' });
    presenter.locationChanged(withDates);
    await settle();
    const [call] = gateway.callsOf('flexibleDates');
    expect(call?.periods).toHaveLength(7);
    expect(presenter.flexibleDateViews).toHaveLength(7);
    const chosen = presenter.flexibleDateViews.find((view) => view.selected);
    expect(chosen).toMatchObject({ startDate: '2025-07-05', endDate: '2025-07-08', delta: 0, price: '€200' });
  });

  it('3 periods on mobile', async () => {
    const { presenter, gateway } = build({ multiverse: 'B', device: 'mobile' });
    presenter.locationChanged(withDates);
    await settle();
    expect(gateway.callsOf('flexibleDates')[0]?.periods).toHaveLength(3);
  });

  it('not in variation A, nor with a half-day period, nor for 17 days or more, nor without dates', async () => {
    for (const [multiverse, search] of [
      ['A', withDates],
      ['C', withDates],
      ['B', `${withDates}&halfDayPeriod=morning`],
      ['B', '?startDate=2025-07-05&endDate=2025-07-22'],
      ['B', ''],
    ] as const) {
      const { presenter, gateway } = build({ multiverse });
      presenter.locationChanged(search);
      await settle();
      expect(gateway.callsOf('flexibleDates'), `${multiverse} ${search}`).toHaveLength(0);
      expect(presenter.flexibleDateViews).toEqual([]);
    }
  });

  it('a failure is ignored: no strip, no error', async () => {
    const { presenter, gateway } = build({ multiverse: 'B' });
    gateway.flexible = () => failed(httpFailure(500));
    presenter.locationChanged(withDates);
    await settle();
    expect(presenter.flexibleDateViews).toEqual([]);
    expect(presenter.error).toBeNull();
  });

  it('choosing a period changes the dates', () => {
    const { presenter, navigator } = build({ multiverse: 'B' });
    presenter.locationChanged(withDates);
    presenter.flexibleDateSelected({ startDate: '2025-07-06', endDate: '2025-07-09' });
    expect(navigator.history.at(-1)).toBe(`${PATH}?startDate=2025-07-06&endDate=2025-07-09`);
  });
});

describe('SearchPresenter: debounce (spec section 9: 300 ms)', () => {
  it('typing people applies the last value 300 ms after the last key', () => {
    const { presenter, gateway, scheduler, navigator } = build();
    presenter.locationChanged('');
    presenter.numberTyped('numberOfPeople', '1');
    scheduler.advance(200);
    presenter.numberTyped('numberOfPeople', '12');
    scheduler.advance(299);
    expect(navigator.history).toEqual([]);
    expect(presenter.numberInputs.numberOfPeople).toBe('12');
    scheduler.advance(1);
    expect(navigator.history).toEqual([`${PATH}?numberOfPeople=12`]);
    expect(gateway.callsOf('searchProducts')).toHaveLength(2);
  });

  it('place suggestions are asked for after a pause, and stale ones are ignored', async () => {
    const { presenter, gateway, scheduler } = build();
    presenter.locationChanged('');
    presenter.placeInputChanged('Ma');
    presenter.placeInputChanged('Mar');
    scheduler.advance(299);
    expect(gateway.callsOf('autocomplete')).toHaveLength(0);
    scheduler.advance(1);
    expect(gateway.callsOf('autocomplete')).toEqual([{ method: 'autocomplete', input: 'Mar' }]);
    await settle();
    expect(presenter.place.suggestions.map((p) => p.name)).toEqual(['Marseille', 'Marseillan']);
    expect(presenter.place.isOpen).toBe(true);
    presenter.place.moved(1);
    presenter.place.moved(1);
    presenter.place.moved(1);
    expect(presenter.place.activeSuggestion?.name).toBe('Marseille');
    presenter.placeInputChanged('M');
    expect(presenter.place.isOpen).toBe(false);
    scheduler.advance(300);
    expect(gateway.callsOf('autocomplete')).toHaveLength(1);
  });
});

describe('SearchPresenter: prices in the chosen currency', () => {
  it('per day, converted and formatted, with the discount applied', async () => {
    const { presenter, gateway } = build({ currencyRate: 1.1 });
    gateway.products = async () =>
      right(productsResponse({ products: [productSummary(), productSummary({ id: 2, discountPercentage: 20 })] }));
    presenter.locationChanged('?priceFrom=110');
    expect(paramValue(gateway.callsOf('searchProducts')[0]?.params, 'priceFrom')).toEqual(['100']);
    await settle();
    expect(presenter.productCards[0]?.price).toEqual({ amount: '$275', unit: 'day' });
    expect(presenter.productCards[1]?.price).toEqual({ amount: '$220', unit: 'day', original: '$275', discountPercent: 20 });
    expect(presenter.priceBars.map((bar) => [bar.fromMajor, bar.toMajor, bar.selected])).toEqual([
      [0, 110, false],
      [110, 220, true],
      [220, 330, true],
    ]);
  });

  it('the total for the dates when the answer is not per day; the card links to the product with the dates', async () => {
    const { presenter, gateway } = build();
    gateway.products = async () => right(productsResponse({ isPricePerDay: false, products: [productSummary({ totalPrice: 70_000 })] }));
    presenter.locationChanged('?startDate=2025-07-05&endDate=2025-07-08');
    await settle();
    expect(presenter.productCards[0]).toMatchObject({
      price: { amount: '€700', unit: 'total' },
      href: '/boat-rental/marseille/sailboat/bavaria-cruiser-46-101?startDate=2025-07-05&endDate=2025-07-08',
      title: 'Bavaria Cruiser 46 · 12.5 m',
      typeKey: 'sailboat',
      isNew: false,
      isSuperOwner: true,
      rating: '4.6',
    });
  });
});
