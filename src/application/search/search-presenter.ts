import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { AppConfiguration } from '../../contract/configuration';
import type {
  ActivitySummary,
  Pagination,
  PlaceSummary,
  PriceChartBar,
  PriceStatistics,
  ProductSummary,
  ProductsResponse,
} from '../../contract/search';
import { fromBase } from '../../domain/currency/money';
import type { SearchKind } from '../../domain/routing/route';
import {
  DEFAULT_FILTERS,
  FILTER_FIELDS,
  appliedFilterChips,
  boundsAsArea,
  markerPrice,
  type MapBounds,
  clearAllFiltersPatch,
  filterBounds,
  flexibleDatePeriods,
  formatSearchQuery,
  isoDateFromEpochMs,
  normaliseFilters,
  parseSearchQuery,
  shouldFetchFlexibleDates,
  toApiParams,
  updateFilters,
  type FilterBounds,
  type FilterContext,
  type FiltersPatch,
  type FlexibleDatePeriod,
  type SearchFilterName,
  type SearchFilters,
  type Sort,
  type SortOrder,
} from '../../domain/search';
import { searchEvent } from '../../domain/consent/tracking-events';
import type { Analytics } from '../analytics/analytics';
import type { Authenticator } from '../auth/authenticator';
import type { ApiFailure } from '../shared/api-failure';
import { failureMessageKey } from '../shared/api-failure';
import type { Clock } from '../shared/clock';
import type { KeyValueStorage } from '../storage/key-value-storage';
import type { Navigator } from '../routing/navigator';
import { TOKENS } from '../tokens';
import { formatDateRange } from './date-format';
import { chipLabel, type ChipLabel } from './labels';
import { toggleFavorite } from './favorite-toggle';
import { pageItems, type PageItem } from './pages';
import { PlaceAutocomplete } from './place-autocomplete';
import { formatPrice, toActivityCard, toProductCard, type ActivityCard, type CardContext, type ProductCard } from './product-card';
import { Debouncer, type Scheduler } from './scheduler';
import type { SearchHistoryStore } from './search-history-store';
import type { SearchHistoryItem } from '../../domain/search/search-history';
import type { SearchGateway } from './search-gateway';
import { MULTIVERSE_TEST, RANKING_ALGO_TEST, abVariation, filterContextAt, numberFromText, type SearchSettings } from './search-context';
import { SEARCH_TOKENS } from './search-tokens';
import type { Viewport } from './viewport';

/** Filters shown inline; every other one sits in the "More filters" panel. */
const MAIN_FILTERS: ReadonlySet<SearchFilterName> = new Set<SearchFilterName>([
  'address', 'latitude', 'longitude', 'distance', 'startDate', 'endDate', 'numberOfPeople', 'sort', 'sortOrder', 'page',
]);
/** Kept by "Reset filters" in the empty state: the place. */
const PLACE_FILTERS: ReadonlySet<SearchFilterName> = new Set<SearchFilterName>(['address', 'latitude', 'longitude', 'distance']);

export type InlineNumberField = 'numberOfPeople';

const EMPTY_PAGINATION: Pagination = { currentPage: 1, maxResultsPerPage: 0, resultsCount: 0, totalPage: 0 };

/** A patch that sets every filter to the given filters' value (absent ones cleared), page excluded. */
const replacingPatch = (filters: SearchFilters): FiltersPatch => {
  const patch: Record<string, unknown> = {};
  for (const { name } of FILTER_FIELDS) if (name !== 'page') patch[name] = filters[name];
  return patch as FiltersPatch;
};

export interface PriceBarView {
  readonly fromMajor: number;
  readonly toMajor: number;
  readonly count: number;
  readonly heightPercent: number;
  readonly label: string;
  readonly selected: boolean;
}

export interface FlexibleDateView {
  readonly startDate: string;
  readonly endDate: string;
  readonly delta: number;
  readonly label: string;
  readonly count: number;
  readonly price: string | null;
  readonly selected: boolean;
}

export interface FilterChipView {
  readonly id: string;
  readonly label: ChipLabel;
}

export interface HistoryLink {
  readonly key: string;
  readonly href: string;
  readonly address: string;
  readonly dates: string | null;
}

/** A boat or an activity on the results map (the search's kind). */
export interface MapMarker {
  readonly id: number;
  readonly title: string;
  readonly latitude: number;
  readonly longitude: number;
  /** A boat's per day, an activity's per person, formatted in the chosen currency. */
  readonly price: string;
}

/**
 * The search page (spec sections 3, 4, 5): the URL is the state. `locationChanged` parses the query and fetches;
 * user actions compute new filters and push them to the URL, so back and forward restore a search.
 * One per page visit.
 */
@injectable()
export class SearchPresenter {
  kind: SearchKind = 'boat';
  filters: SearchFilters = DEFAULT_FILTERS;
  products: readonly ProductSummary[] = [];
  activities: readonly ActivitySummary[] = [];
  count = 0;
  exactPlaceProductNumber = 0;
  isPricePerDay = true;
  maxResultsPerPage = 0;
  resultsLazyLimit = filterBounds(2000).resultsLazyLimit;
  pagination: Pagination = EMPTY_PAGINATION;
  priceChartBar: readonly PriceChartBar[] = [];
  placeWithHarbors: ProductsResponse['placeWithHarbors'] = null;
  productsPriceStatistics: PriceStatistics | null = null;
  localization: PlaceSummary | null = null;
  specificSectionTitle: string | null = null;
  seoProducts: readonly ProductSummary[] = [];
  seoSectionSailingType: string | null = null;
  seoSectionTypes: readonly string[] = [];
  displayBoatTypeTag = false;
  shouldDisplayTopTrendingSection = false;
  topTrendingSectionTitle: string | null = null;
  error: ApiFailure | null = null;
  isLoading = false;
  /** True once a first answer (or failure) arrived. */
  hasLoaded = false;
  flexibleDates: readonly FlexibleDatePeriod[] = [];
  history: readonly SearchHistoryItem[] = [];
  /** Text of the inline number fields, applied after a pause. */
  numberInputs: Record<InlineNumberField, string> = { numberOfPeople: '' };
  /** The "More filters" panel's pending filters, or null when it is closed. */
  draft: SearchFilters | null = null;
  draftCount: number | null = null;
  favoriteErrorKey: string | null = null;
  /** The results map (issue [10]): the boat or activity hovered (card or marker) and the one selected on the map. */
  hoveredProductId: number | null = null;
  selectedProductId: number | null = null;
  /** "Search as I move the map": each move makes the visible box the search area. */
  searchAsMapMoves = false;
  readonly place: PlaceAutocomplete;

  private query: string | undefined;
  private sequence = 0;
  private draftSequence = 0;
  private nowMs: number;
  private historyStore: Promise<SearchHistoryStore> | undefined;
  private readonly numberDebouncer: Debouncer;
  private readonly draftDebouncer: Debouncer;

  constructor(
    @inject(TOKENS.SearchGateway) private readonly gateway: SearchGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Configuration) private readonly configuration: Pick<AppConfiguration, 'abTests'>,
    @inject(SEARCH_TOKENS.Scheduler) scheduler: Scheduler,
    @inject(SEARCH_TOKENS.Viewport) private readonly viewport: Viewport,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
  ) {
    this.place = new PlaceAutocomplete(gateway, scheduler, () => settings.language);
    this.numberDebouncer = new Debouncer(scheduler);
    this.draftDebouncer = new Debouncer(scheduler);
    this.nowMs = clock.now().getTime();
    this.historyChanged((store) => store.read());
    makeObservable<SearchPresenter, 'apply' | 'fetch' | 'nowMs'>(this, {
      kind: observable,
      filters: observableRef,
      products: observableRef,
      activities: observableRef,
      count: observable,
      exactPlaceProductNumber: observable,
      isPricePerDay: observable,
      maxResultsPerPage: observable,
      resultsLazyLimit: observable,
      pagination: observableRef,
      priceChartBar: observableRef,
      placeWithHarbors: observableRef,
      productsPriceStatistics: observableRef,
      localization: observableRef,
      specificSectionTitle: observable,
      seoProducts: observableRef,
      seoSectionSailingType: observable,
      seoSectionTypes: observableRef,
      displayBoatTypeTag: observable,
      shouldDisplayTopTrendingSection: observable,
      topTrendingSectionTitle: observable,
      error: observableRef,
      isLoading: observable,
      hasLoaded: observable,
      flexibleDates: observableRef,
      history: observableRef,
      numberInputs: observable,
      draft: observableRef,
      draftCount: observable,
      favoriteErrorKey: observable,
      hoveredProductId: observable,
      selectedProductId: observable,
      searchAsMapMoves: observable,
      mapMarkers: computed,
      productHovered: action,
      productSelected: action,
      searchAsMapMovesToggled: action,
      mapMoved: action,
      nowMs: observable,
      productCards: computed,
      activityCards: computed,
      seoCards: computed,
      pages: computed,
      priceBars: computed,
      flexibleDateViews: computed,
      flexibleDatesExpected: computed,
      historyLinks: computed,
      moreFiltersCount: computed,
      chips: computed,
      canClearFilters: computed,
      placeName: computed,
      priceHints: computed,
      isEmpty: computed,
      errorKey: computed,
      skeletonCount: computed,
      locationChanged: action,
      filtersChanged: action,
      pageSelected: action,
      sortChanged: action,
      numberTyped: action,
      placeSelected: action,
      addressSubmitted: action,
      datesChanged: action,
      flexibleDateSelected: action,
      filtersReset: action,
      chipRemoved: action,
      filtersCleared: action,
      moreFiltersOpened: action,
      draftChanged: action,
      draftApplied: action,
      draftReset: action,
      moreFiltersClosed: action,
      retryRequested: action,
      favoriteToggled: action,
      apply: action,
      fetch: action,
    });
  }

  // ---- view models -------------------------------------------------------------------------------------------

  private get cardContext(): CardContext {
    const { language, defaultLanguage, currency } = this.settings;
    const { startDate, endDate, numberOfPeople } = this.filters;
    return { language, defaultLanguage, currency, now: this.nowMs, dates: startDate === undefined ? undefined : { startDate, endDate }, numberOfPeople };
  }

  get productCards(): readonly ProductCard[] {
    const context = this.cardContext;
    return this.products.map((product) => toProductCard(product, this.isPricePerDay, context));
  }

  /**
   * One marker per result of the page, at its place, with its card's own price: a boat's per day after discount, an
   * activity's per person.
   */
  get mapMarkers(): readonly MapMarker[] {
    const context = this.cardContext;
    if (this.kind === 'activity') {
      return this.activities.map((activity) => ({
        id: activity.id,
        title: activity.title,
        latitude: activity.latitude,
        longitude: activity.longitude,
        price: formatPrice(activity.price, context),
      }));
    }
    return this.products.map((product) => ({
      id: product.id,
      title: product.title,
      latitude: product.latitude,
      longitude: product.longitude,
      price: formatPrice(markerPrice(product.pricePerDay, product.discountPercentage), context),
    }));
  }

  get activityCards(): readonly ActivityCard[] {
    const context = this.cardContext;
    return this.activities.map((activity) => toActivityCard(activity, context));
  }

  get seoCards(): readonly ProductCard[] {
    const context = this.cardContext;
    return this.seoProducts.map((product) => toProductCard(product, true, context));
  }

  /** Today's date (UTC), the earliest a date input offers. */
  get today(): string {
    return this.filterContext().today ?? '';
  }

  /** Bounds of the numeric filters this year (spec section 9), for the inputs' min and max. */
  get bounds(): FilterBounds {
    return filterBounds(this.filterContext().currentYear);
  }

  get pages(): readonly PageItem[] {
    return pageItems(this.pagination.currentPage, this.pagination.totalPage);
  }

  /** The place searched, as the server named it, else as typed. */
  get placeName(): string | undefined {
    return this.localization?.name ?? this.filters.address;
  }

  get isEmpty(): boolean {
    return this.hasLoaded && !this.isLoading && this.error === null && this.count === 0;
  }

  get errorKey(): string | null {
    return this.error === null ? null : failureMessageKey(this.error);
  }

  /** Skeleton cards while loading: as many as shown before, so the page keeps its height. */
  get skeletonCount(): number {
    const shown = this.kind === 'boat' ? this.products.length : this.activities.length;
    return Math.min(Math.max(shown, 6), 24);
  }

  /** Active filters of the "More filters" panel (shown on its button). */
  get moreFiltersCount(): number {
    return FILTER_FIELDS.filter(({ name }) => !MAIN_FILTERS.has(name) && this.filters[name] !== undefined).length;
  }

  /** The filters applied, as removable chips (the search bar's dates and people first). */
  get chips(): readonly FilterChipView[] {
    const context = { language: this.settings.language, currency: this.settings.currency };
    return appliedFilterChips(this.filters).map((chip) => ({ id: chip.id, label: chipLabel(chip, context) }));
  }

  /** Whether "clear all filters" would remove anything (it keeps the place, dates and people). */
  get canClearFilters(): boolean {
    return appliedFilterChips(this.filters).some((chip) => !chip.searchBar);
  }

  /** The histogram in the chosen currency (whole units), the bars inside the (pending) price range selected. */
  get priceBars(): readonly PriceBarView[] {
    const { currency, language } = this.settings;
    const digits = 10 ** (currency.minorUnits ?? 2);
    const range = this.draft ?? this.filters;
    const highest = Math.max(1, ...this.priceChartBar.map((bar) => bar.count));
    return this.priceChartBar.map((bar) => {
      const fromMajor = Math.floor(fromBase(bar.from, currency).amountMinor / digits);
      const toMajor = Math.ceil(fromBase(bar.to, currency).amountMinor / digits);
      const selected = (range.priceFrom === undefined || toMajor > range.priceFrom) && (range.priceTo === undefined || fromMajor < range.priceTo);
      return {
        fromMajor,
        toMajor,
        count: bar.count,
        heightPercent: Math.max(4, Math.round((bar.count / highest) * 100)),
        label: `${formatPrice(bar.from, { currency, language })} – ${formatPrice(bar.to, { currency, language })}`,
        selected,
      };
    });
  }

  /** Lowest and highest price per day of the results, formatted, as hints for the price inputs. */
  get priceHints(): { readonly lowest: string; readonly highest: string } | null {
    const statistics = this.productsPriceStatistics;
    if (statistics === null) return null;
    const context = { currency: this.settings.currency, language: this.settings.language };
    return { lowest: formatPrice(statistics.lowest, context), highest: formatPrice(statistics.highest, context) };
  }

  /** Whether the strip will show (variation B and its conditions): its space is kept while it loads. */
  get flexibleDatesExpected(): boolean {
    return this.kind === 'boat' && shouldFetchFlexibleDates(this.filters, this.abVariation(MULTIVERSE_TEST));
  }

  /** Spec section 4: shown with a start date, no half-day period, under 17 days, and fetched in variation B. */
  get flexibleDateViews(): readonly FlexibleDateView[] {
    if (!this.flexibleDatesExpected) return [];
    const { language, currency } = this.settings;
    return this.flexibleDates.map((period) => ({
      startDate: period.startDate,
      endDate: period.endDate,
      delta: period.delta,
      label: formatDateRange(period.startDate, period.endDate, language),
      count: period.fleetCount,
      price: period.fleetPrice === null ? null : formatPrice(period.fleetPrice, { currency, language }),
      selected: period.startDate === this.filters.startDate && period.endDate === (this.filters.endDate ?? this.filters.startDate),
    }));
  }

  get historyLinks(): readonly HistoryLink[] {
    const path = this.navigator.path;
    return this.history.map((item) => ({
      key: item.key,
      href: item.key === '' ? path : `${path}?${item.key}`,
      address: item.filters.address ?? '',
      dates: item.filters.startDate === undefined ? null : formatDateRange(item.filters.startDate, item.filters.endDate, this.settings.language),
    }));
  }

  // ---- URL → state --------------------------------------------------------------------------------------------

  /**
   * The URL changed (first visit, back/forward, or our own push): parse, normalise (spec section 5) and fetch.
   * A query that normalises differently is replaced in the address bar by its normal form.
   */
  locationChanged(search: string, kind: SearchKind = this.kind): void {
    const filters = parseSearchQuery(search, this.filterContext());
    const query = formatSearchQuery(filters);
    const incoming = search.startsWith('?') ? search.slice(1) : search;
    if (query !== incoming) this.navigator.navigate(this.urlOf(query), { replace: true });
    if (query === this.query && kind === this.kind && (this.hasLoaded || this.isLoading)) return;
    this.kind = kind;
    this.apply(filters, query);
  }

  // ---- user actions -------------------------------------------------------------------------------------------

  /** Any change of filters (spec section 4: page back to 1 unless the page changed; ownerId, hasDiscount cleared). */
  filtersChanged(patch: FiltersPatch): void {
    const next = normaliseFilters(updateFilters(this.filters, patch), this.filterContext());
    const query = formatSearchQuery(next);
    if (query === this.query) return;
    this.navigator.navigate(this.urlOf(query));
    this.apply(next, query);
  }

  productHovered(id: number | null): void {
    this.hoveredProductId = id;
  }

  productSelected(id: number | null): void {
    this.selectedProductId = id;
  }

  searchAsMapMovesToggled(on: boolean): void {
    this.searchAsMapMoves = on;
  }

  /**
   * The map stopped moving: with "search as I move the map" on, the visible box becomes the search area, written
   * in place of the current address-bar entry (a drag is not a step back should go through) and searched at once.
   */
  mapMoved(bounds: MapBounds): void {
    if (!this.searchAsMapMoves) return;
    const area = boundsAsArea(bounds);
    if (area === undefined) return;
    const next = normaliseFilters(updateFilters(this.filters, area), this.filterContext());
    const query = formatSearchQuery(next);
    if (query === this.query) return;
    this.navigator.navigate(this.urlOf(query), { replace: true });
    this.apply(next, query);
  }

  pageSelected(page: number): void {
    if (page === this.filters.page || page < 1 || (this.pagination.totalPage > 0 && page > this.pagination.totalPage)) return;
    this.filtersChanged({ page });
  }

  sortChanged(sort: Sort, sortOrder?: SortOrder): void {
    if (sort === 'default') this.filtersChanged({ sort: undefined, sortOrder: undefined });
    else this.filtersChanged({ sort, sortOrder: sortOrder ?? this.filters.sortOrder ?? (sort === 'price' ? 'ASC' : 'DESC') });
  }

  /** Typing in an inline number field: applied 300 ms after the last key (spec section 9). */
  numberTyped(field: InlineNumberField, text: string): void {
    this.numberInputs[field] = text;
    this.numberDebouncer.run(() => this.filtersChanged({ [field]: numberFromText(text) }));
  }

  placeInputChanged(text: string): void {
    this.place.inputChanged(text);
  }

  placeSelected(place: PlaceSummary): void {
    this.place.textSet(place.name);
    this.filtersChanged({ address: place.name, latitude: place.latitude, longitude: place.longitude, bounds: undefined });
  }

  /** Enter in the place field without choosing a suggestion: the text is the address (or none when empty). */
  addressSubmitted(): void {
    const active = this.place.activeSuggestion;
    if (active !== undefined) {
      this.placeSelected(active);
      return;
    }
    const address = this.place.input.trim();
    this.place.closed();
    this.filtersChanged({ address: address === '' ? undefined : address, latitude: undefined, longitude: undefined, bounds: undefined });
  }

  datesChanged(startDate: string | undefined, endDate: string | undefined): void {
    this.filtersChanged({ startDate: startDate || undefined, endDate: endDate || undefined });
  }

  flexibleDateSelected(option: { readonly startDate: string; readonly endDate: string }): void {
    this.filtersChanged({ startDate: option.startDate, endDate: option.endDate });
  }

  /** The empty state's way out: every filter cleared except the place. */
  filtersReset(): void {
    const patch: Record<string, unknown> = {};
    for (const { name } of FILTER_FIELDS) if (name !== 'page' && !PLACE_FILTERS.has(name)) patch[name] = undefined;
    this.filtersChanged(patch as FiltersPatch);
  }

  /** A chip's ✕: that value only goes, like any filter change (URL pushed, results reloaded). */
  chipRemoved(id: string): void {
    const chip = appliedFilterChips(this.filters).find((candidate) => candidate.id === id);
    if (chip !== undefined) this.filtersChanged(chip.remove);
  }

  /** "Clear all filters": every chip goes but the place, the dates and the people (docs/decisions.md). */
  filtersCleared(): void {
    this.filtersChanged(clearAllFiltersPatch(this.filters));
  }

  moreFiltersOpened(): void {
    this.draft = this.filters;
    this.draftCount = this.kind === 'boat' ? this.count : null;
  }

  /** A change inside the panel: kept pending; the count of matching boats follows after a pause. */
  draftChanged(patch: FiltersPatch): void {
    if (this.draft === null) return;
    this.draft = { ...this.draft, ...patch };
    if (this.kind === 'boat') this.draftDebouncer.run(() => void this.countDraft());
  }

  draftApplied(): void {
    const draft = this.draft;
    this.moreFiltersClosed();
    if (draft !== null) this.filtersChanged(replacingPatch(draft));
  }

  /** Clears the panel's filters (the inline ones stay). */
  draftReset(): void {
    if (this.draft === null) return;
    const kept: Record<string, unknown> = {};
    for (const name of MAIN_FILTERS) if (this.draft[name] !== undefined) kept[name] = this.draft[name];
    this.draft = { ...(kept as Partial<SearchFilters>), page: 1 };
    if (this.kind === 'boat') this.draftDebouncer.run(() => void this.countDraft());
  }

  moreFiltersClosed(): void {
    this.draftDebouncer.dispose();
    this.draftSequence += 1;
    this.draft = null;
    this.draftCount = null;
  }

  retryRequested(): void {
    void this.fetch();
  }

  /** Spec section 4: authentication first (aborted: nothing), then the server; a failure reverts (section 8). */
  async favoriteToggled(productId: number): Promise<void> {
    const product = this.products.find((p) => p.id === productId) ?? this.seoProducts.find((p) => p.id === productId);
    if (product === undefined) return;
    this.favoriteErrorKey = null;
    const outcome = await toggleFavorite(this.authenticator, this.gateway, 'searchFavorite', productId, product.isFavorite, (isFavorite) =>
      runInAction(() => this.setFavorite(productId, isFavorite)),
    );
    if (outcome.kind === 'failed') runInAction(() => (this.favoriteErrorKey = failureMessageKey(outcome.failure)));
  }

  /** Leaving the page: timers cancelled, answers in flight ignored (a later locationChanged fetches again). */
  dispose(): void {
    this.place.dispose();
    this.numberDebouncer.dispose();
    this.draftDebouncer.dispose();
    this.sequence += 1;
    this.query = undefined;
  }

  // ---- internals ----------------------------------------------------------------------------------------------

  private filterContext(): FilterContext {
    return filterContextAt(this.clock);
  }

  private abVariation(name: string): string | undefined {
    return abVariation(this.configuration, name);
  }

  private urlOf(query: string): string {
    return query === '' ? this.navigator.path : `${this.navigator.path}?${query}`;
  }

  private setFavorite(productId: number, isFavorite: boolean): void {
    const update = (list: readonly ProductSummary[]) =>
      list.some((p) => p.id === productId && p.isFavorite !== isFavorite)
        ? list.map((p) => (p.id === productId ? { ...p, isFavorite } : p))
        : list;
    this.products = update(this.products);
    this.seoProducts = update(this.seoProducts);
  }

  /**
   * The search history (spec section 3) is this browser's and shows below the results: its code loads after the first
   * screen's, then the stored history is read (at construction) and each search added, in order.
   */
  private historyChanged(change: (store: SearchHistoryStore) => readonly SearchHistoryItem[]): void {
    this.historyStore ??= import('./search-history-store').then(({ SearchHistoryStore: Store }) => new Store(this.storage, this.clock));
    this.historyStore.then((store) => runInAction(() => (this.history = change(store)))).catch(() => undefined);
  }

  private apply(filters: SearchFilters, query: string): void {
    this.filters = filters;
    this.query = query;
    this.nowMs = this.clock.now().getTime();
    this.numberDebouncer.dispose();
    this.numberInputs = { numberOfPeople: filters.numberOfPeople === undefined ? '' : String(filters.numberOfPeople) };
    this.place.textSet(filters.address ?? '');
    if (filters.address !== undefined) this.historyChanged((store) => store.add(filters));
    void this.fetch();
  }

  private apiParams(filters: SearchFilters) {
    const rankingAlgo = this.abVariation(RANKING_ALGO_TEST);
    return toApiParams(filters, { currencyRate: this.settings.currency.rate, ...(rankingAlgo !== undefined && { abRankingAlgo: rankingAlgo }) });
  }

  private async fetch(): Promise<void> {
    const sequence = ++this.sequence;
    const filters = this.filters;
    const kind = this.kind;
    const params = this.apiParams(filters);
    this.isLoading = true;
    this.error = null;
    const isCurrent = () => sequence === this.sequence;
    if (kind === 'activity') {
      this.flexibleDates = [];
      const result = await this.gateway.searchActivities(params);
      runInAction(() => {
        if (!isCurrent()) return;
        this.finish(isLeft(result) ? result.left : null);
        if (isLeft(result)) return;
        const response = result.right;
        this.products = [];
        this.activities = response.activities;
        this.count = response.count;
        this.maxResultsPerPage = response.maxResultsPerPage;
        this.pagination = response.pagination;
        this.localization = response.localization;
        this.priceChartBar = [];
        this.productsPriceStatistics = null;
        this.placeWithHarbors = null;
        this.analytics.push(searchEvent(kind, filters, response.count));
      });
      return;
    }
    void this.fetchSeoSection(params, isCurrent);
    void this.fetchFlexibleDates(filters, params, isCurrent);
    const result = await this.gateway.searchProducts(params);
    runInAction(() => {
      if (!isCurrent()) return;
      this.finish(isLeft(result) ? result.left : null);
      if (isLeft(result)) return;
      const response = result.right;
      this.activities = [];
      this.products = response.products;
      this.count = response.count;
      this.exactPlaceProductNumber = response.exactPlaceProductNumber;
      this.isPricePerDay = response.isPricePerDay;
      this.maxResultsPerPage = response.maxResultsPerPage;
      this.resultsLazyLimit = response.resultsLazyLimit;
      this.pagination = response.pagination;
      this.priceChartBar = response.priceChartBar;
      this.productsPriceStatistics = response.productsPriceStatistics;
      this.placeWithHarbors = response.placeWithHarbors;
      this.localization = response.localization;
      this.displayBoatTypeTag = response.displayBoatTypeTag;
      this.shouldDisplayTopTrendingSection = response.shouldDisplayTopTrendingSection;
      this.topTrendingSectionTitle = response.topTrendingSectionTitle;
      this.analytics.push(searchEvent(kind, filters, response.count));
    });
  }

  /** Spec section 4: on error, count 0, products empty and pagination reset (the error kept for the view). */
  private finish(failure: ApiFailure | null): void {
    this.isLoading = false;
    this.hasLoaded = true;
    this.error = failure;
    if (failure === null) return;
    this.count = 0;
    this.exactPlaceProductNumber = 0;
    this.products = [];
    this.activities = [];
    this.pagination = EMPTY_PAGINATION;
    this.priceChartBar = [];
  }

  private async fetchSeoSection(params: ReturnType<SearchPresenter['apiParams']>, isCurrent: () => boolean): Promise<void> {
    const result = await this.gateway.seoSection(params);
    runInAction(() => {
      if (!isCurrent()) return;
      const section = isLeft(result) ? null : result.right;
      this.specificSectionTitle = section?.specificSectionTitle ?? null;
      this.seoProducts = section?.seoProducts ?? [];
      this.seoSectionSailingType = section?.seoSectionSailingType ?? null;
      this.seoSectionTypes = section?.seoSectionTypes ?? [];
    });
  }

  /** Only in variation B under the domain's conditions; a failure is ignored (spec section 8). */
  private async fetchFlexibleDates(
    filters: SearchFilters,
    params: ReturnType<SearchPresenter['apiParams']>,
    isCurrent: () => boolean,
  ): Promise<void> {
    if (!shouldFetchFlexibleDates(filters, this.abVariation(MULTIVERSE_TEST))) {
      this.flexibleDates = [];
      return;
    }
    const options = flexibleDatePeriods(filters, this.viewport.device, isoDateFromEpochMs(this.clock.now().getTime()));
    const result = await this.gateway.flexibleDates(params, options);
    runInAction(() => {
      if (!isCurrent()) return;
      if (isLeft(result)) {
        this.flexibleDates = [];
        return;
      }
      const fleet = result.right.fleetPerDate;
      this.flexibleDates = options.map((option) => {
        const found = fleet.find((f) => f.startDate === option.startDate && f.endDate === option.endDate);
        return { ...option, fleetCount: found?.count ?? 0, fleetPrice: found?.price ?? null };
      });
    });
  }

  private async countDraft(): Promise<void> {
    const draft = this.draft;
    if (draft === null) return;
    const sequence = ++this.draftSequence;
    const result = await this.gateway.countProducts(this.apiParams(normaliseFilters(draft, this.filterContext())));
    runInAction(() => {
      if (sequence !== this.draftSequence || this.draft === null) return;
      this.draftCount = isLeft(result) ? null : result.right;
    });
  }
}
