import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { ProductDetail, ProductSummary } from '../../contract/search';
import { formatRoute, type Route } from '../../domain/routing/route';
import {
  EQUIPMENT,
  formatLength,
  isoDateFromEpochMs,
  normaliseFilters,
  parseSearchQuery,
  productTitle,
  type EquipmentName,
} from '../../domain/search';
import { discountedDayPrice, viewItemEvent } from '../../domain/consent/tracking-events';
import type { Analytics } from '../analytics/analytics';
import type { Authenticator } from '../auth/authenticator';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import type { Clock } from '../shared/clock';
import type { Navigator } from '../routing/navigator';
import { TOKENS } from '../tokens';
import { formatDateRange } from '../search/date-format';
import { toggleFavorite, type FavoriteGateway } from '../search/favorite-toggle';
import { enumKey } from '../search/labels';
import { formatPrice, lengthUnitFor, productPrice, toProductCard, type PriceView, type ProductCard } from '../search/product-card';
import type { SearchSettings } from '../search/search-context';
import type { ProductGateway, StayDates } from './product-gateway';
import { productIdFromBoatName } from './product-id';
import { availabilityCalendar, type CalendarDayStatus } from '../../domain/product/availability-calendar';
import { availableDayPriceOf } from '../../domain/product/day-prices';
import type { BlockedRange } from '../../domain/date-range/range-selection';
import { MIN_PEOPLE, clampPeople, maxPeople } from '../activity/activity-booking';
import { sameSpaces } from '../../domain/i18n/intl-text';
import { dateTimeFormat, numberFormat } from '../../domain/i18n/intl-formats';

/** How many months the product page's availability calendar shows. */
export const AVAILABILITY_MONTHS = 3;

export interface AvailabilityMonthView {
  readonly key: string;
  readonly title: string;
  readonly leadingBlanks: number;
  readonly days: readonly { readonly date: string; readonly day: number; readonly status: CalendarDayStatus; readonly label: string }[];
}

/** The owner's response rate (formatted percent) and the message key of their usual response time. */
export interface OwnerResponseView {
  readonly rate: string;
  readonly timeKey: string;
}

export type ProductStatus = 'loading' | 'ready' | 'notFound' | 'error';

/** One row of the specs table: a label key and a value (or a value key to translate). */
export interface SpecRow {
  readonly labelKey: string;
  readonly value?: string;
  readonly valueKey?: string;
}

export interface ReviewView {
  readonly id: number;
  readonly author: string;
  readonly rating: string;
  readonly comment: string;
  readonly date: string;
}

export interface QuoteView {
  readonly dates: string;
  readonly days: number;
  readonly total: string;
  readonly available: boolean;
}

/** A booking answer's status to the message shown (spec section 8 and the booking-request contract). */
export const bookingErrorKey = (failure: ApiFailure): string => {
  if (failure.kind === 'http') {
    if (failure.status === 401) return 'product:errors.signInRequired';
    if (failure.status === 409) return 'product:errors.unavailable';
    if (failure.status === 400) return 'product:errors.invalidDates';
    // The only 422 of a booking request: shorter than the owner's minimum rental (issue [6]).
    if (failure.status === 422) return 'product:errors.minimumDays';
  }
  return failureMessageKey(failure);
};

const formatDay = (date: string, language: string): string =>
  sameSpaces(dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(date)));

/** The product page: loaded by the id at the end of the route's boat name; dates from the query give a quote. */
@injectable()
export class ProductPresenter {
  status: ProductStatus = 'loading';
  product: ProductDetail | null = null;
  suggestions: readonly ProductSummary[] = [];
  error: ApiFailure | null = null;
  startDate = '';
  endDate = '';
  isQuoteLoading = false;
  isBooking = false;
  bookingErrorKey: string | null = null;
  favoriteErrorKey: string | null = null;
  /** Sent with the booking request: 1 to the boat's capacity (the search's number of people when given). */
  numberOfPeople = MIN_PEOPLE;
  private id: number | undefined;
  private requestedPeople: number | undefined;
  private sequence = 0;
  private viewTracked = false;

  constructor(
    @inject(TOKENS.ProductGateway) private readonly gateway: ProductGateway,
    @inject(TOKENS.SearchGateway) private readonly favorites: FavoriteGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
  ) {
    makeObservable<ProductPresenter, 'fetch'>(this, {
      status: observable,
      product: observableRef,
      suggestions: observableRef,
      error: observableRef,
      startDate: observable,
      endDate: observable,
      isQuoteLoading: observable,
      isBooking: observable,
      bookingErrorKey: observable,
      favoriteErrorKey: observable,
      numberOfPeople: observable,
      peopleOptions: computed,
      title: computed,
      price: computed,
      quote: computed,
      specs: computed,
      equipment: computed,
      reviews: computed,
      bookedRanges: computed,
      blockedDays: computed,
      dayPrice: computed,
      availabilityMonths: computed,
      weekdayNames: computed,
      suggestionCards: computed,
      today: computed,
      errorKey: computed,
      averageRating: computed,
      validDates: computed,
      memberSince: computed,
      ownerResponse: computed,
      routeEntered: action,
      datesChanged: action,
      retryRequested: action,
      favoriteToggled: action,
      bookRequested: action,
      numberOfPeopleChanged: action,
      fetch: action,
    });
  }

  /** The typed dates once valid: YYYY-MM-DD, not in the past, end not before start (an empty end is the start). */
  get validDates(): StayDates | undefined {
    const now = this.clock.now();
    const filters = normaliseFilters(
      { startDate: this.startDate || undefined, endDate: this.endDate || undefined },
      { currentYear: now.getUTCFullYear(), today: this.today },
    );
    return filters.startDate === undefined ? undefined : { startDate: filters.startDate, endDate: filters.endDate ?? filters.startDate };
  }

  get errorKey(): string | null {
    return this.error === null ? null : failureMessageKey(this.error);
  }

  /** 1 to the boat's capacity, for the booking box's people field. */
  get peopleOptions(): readonly number[] {
    return Array.from({ length: maxPeople(this.product?.capacity ?? MIN_PEOPLE) }, (_, i) => i + MIN_PEOPLE);
  }

  /** The average rating with one decimal, in the language. */
  get averageRating(): string {
    const average = this.product?.reviews.average ?? 0;
    return numberFormat(this.settings.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  }

  get today(): string {
    return isoDateFromEpochMs(this.clock.now().getTime());
  }

  get title(): string {
    return this.product === null ? '' : productTitle(this.product, lengthUnitFor(this.settings.language));
  }

  /** Per day without dates; the card's rules (discount, currency) apply. */
  get price(): PriceView | null {
    if (this.product === null) return null;
    const { language, defaultLanguage, currency } = this.settings;
    return productPrice(this.product, true, { language, defaultLanguage, currency, now: this.clock.now().getTime() });
  }

  get quote(): QuoteView | null {
    const quote = this.product?.quote;
    if (!quote) return null;
    const { language, currency } = this.settings;
    return {
      dates: formatDateRange(quote.startDate, quote.endDate, language, true),
      days: quote.days,
      total: formatPrice(quote.totalPrice, { language, currency }),
      available: quote.available,
    };
  }

  get specs(): readonly SpecRow[] {
    const p = this.product;
    if (p === null) return [];
    const { language, currency } = this.settings;
    const rows: SpecRow[] = [
      { labelKey: 'product:specs.type', valueKey: `search:boatTypes.${enumKey(p.type)}`, value: p.type },
      { labelKey: 'product:specs.builder', value: p.builderName },
      { labelKey: 'product:specs.model', value: p.modelName },
      { labelKey: 'product:specs.length', value: p.length > 0 ? formatLength(p.length, lengthUnitFor(language)) : '' },
      { labelKey: 'product:specs.enginePower', value: p.enginePower > 0 ? `${p.enginePower} hp` : '' },
      { labelKey: 'product:specs.buildYear', value: p.buildYear > 0 ? String(p.buildYear) : '' },
      { labelKey: 'product:specs.cabins', value: String(p.cabins) },
      { labelKey: 'product:specs.berths', value: String(p.berths) },
      { labelKey: 'product:specs.capacity', value: String(p.capacity) },
      { labelKey: 'product:specs.sailingType', valueKey: `search:sailingTypes.${enumKey(p.sailingType)}`, value: p.sailingType },
      { labelKey: 'product:specs.cancellationPolicy', valueKey: `product:cancellation.${enumKey(p.cancellationPolicy)}`, value: p.cancellationPolicy },
      { labelKey: 'product:specs.deposit', value: formatPrice(p.deposit, { language, currency }) },
      { labelKey: 'product:specs.instantBooking', valueKey: p.instantBooking ? 'product:yes' : 'product:no' },
      { labelKey: 'product:specs.minimumDays', value: (p.minimumDays ?? 1) > 1 ? String(p.minimumDays) : '' },
    ];
    return rows.filter((row) => row.valueKey !== undefined || (row.value ?? '') !== '');
  }

  /** Known equipment names (search:equipment.{name}); unknown ids are left out. */
  get equipment(): readonly EquipmentName[] {
    const known = EQUIPMENT as Readonly<Record<number, EquipmentName>>;
    return (this.product?.equipments ?? []).flatMap((id) => (known[id] === undefined ? [] : [known[id]]));
  }

  get reviews(): readonly ReviewView[] {
    const { language } = this.settings;
    const format = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (this.product?.reviewsList ?? []).map((review) => ({
      id: review.id,
      author: review.authorFirstName,
      rating: format.format(review.rating),
      comment: review.comment,
      date: formatDay(review.createdAt, language),
    }));
  }

  /** Booked ranges from today on, formatted. */
  get bookedRanges(): readonly string[] {
    const today = this.today;
    return (this.product?.unavailabilities ?? [])
      .filter((range) => range.endDate >= today)
      .map((range) => formatDateRange(range.startDate, range.endDate, this.settings.language, true));
  }

  /** The booked days from today on (both ends included), for the date range picker: not chosen, not crossed. */
  get blockedDays(): readonly BlockedRange[] {
    const today = this.today;
    return (this.product?.unavailabilities ?? []).filter((range) => range.endDate >= today);
  }

  /**
   * Each free day's price for the date range picker, in the user's currency without decimals ("€320"); undefined for
   * a past or booked day (and before the product has loaded).
   */
  get dayPrice(): (date: string) => string | undefined {
    const product = this.product;
    if (product === null) return () => undefined;
    const { language, currency } = this.settings;
    const prices = { pricePerDay: product.pricePerDay, discountPercentage: product.discountPercentage, seasonalPrices: product.seasonalPrices ?? [] };
    const options = { today: this.today, blocked: this.blockedDays };
    return (date) => {
      const cents = availableDayPriceOf(prices, date, options);
      return cents === undefined ? undefined : formatPrice(cents, { language, currency });
    };
  }

  /** The next months, day by day: past, booked or free (spec: the product page shows availability). */
  get availabilityMonths(): readonly AvailabilityMonthView[] {
    if (!this.product) return [];
    const { language } = this.settings;
    const monthTitle = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const dayLabel = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    return availabilityCalendar(this.product.unavailabilities, this.today, AVAILABILITY_MONTHS).map((month) => ({
      key: month.key,
      title: monthTitle.format(new Date(Date.UTC(month.year, month.month - 1, 1))),
      leadingBlanks: month.leadingBlanks,
      days: month.days.map((d) => ({ ...d, label: dayLabel.format(new Date(`${d.date}T00:00:00Z`)) })),
    }));
  }

  /** Short weekday names, Monday first, in the page's language. */
  get weekdayNames(): readonly string[] {
    const format = dateTimeFormat(this.settings.language, { weekday: 'short', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
  }

  get suggestionCards(): readonly ProductCard[] {
    const { language, defaultLanguage, currency } = this.settings;
    const context = { language, defaultLanguage, currency, now: this.clock.now().getTime() };
    return this.suggestions.map((product) => toProductCard(product, true, context));
  }

  get memberSince(): string {
    const since = this.product?.owner.memberSince;
    if (!since) return '';
    const date = new Date(since);
    return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(this.settings.language, { year: 'numeric', timeZone: 'UTC' }).format(date);
  }

  /** Shown only when the server has figures (3 conversations or more in the last 12 months); never made up. */
  get ownerResponse(): OwnerResponseView | null {
    const stats = this.product?.owner.responseStats;
    if (!stats) return null;
    const rate = numberFormat(this.settings.language, { style: 'percent', maximumFractionDigits: 0 }).format(stats.rate / 100);
    return { rate: sameSpaces(rate), timeKey: `product:owner.responseTime.${stats.timeBucket}` };
  }

  /** Entering the page: the id from the route, the dates from the query (normalised like the search's). */
  routeEntered(route: Route, search: string): void {
    if (route.screen !== 'product') return;
    this.id = productIdFromBoatName(route.boatName);
    const now = this.clock.now();
    const filters = parseSearchQuery(search, { currentYear: now.getUTCFullYear(), today: this.today });
    this.startDate = filters.startDate ?? '';
    this.endDate = filters.endDate ?? '';
    this.requestedPeople = filters.numberOfPeople;
    if (this.id === undefined) {
      this.status = 'notFound';
      return;
    }
    void this.fetch(true);
    void this.fetchSuggestions(this.id);
  }

  /** The dates typed: kept as typed; the valid ones (spec section 5 rules) go to the URL and are quoted. */
  datesChanged(startDate: string, endDate: string): void {
    this.startDate = startDate;
    this.endDate = endDate;
    this.bookingErrorKey = null;
    const dates = this.validDates;
    const query = dates === undefined ? '' : `?startDate=${dates.startDate}&endDate=${dates.endDate}`;
    this.navigator.navigate(`${this.navigator.path}${query}`, { replace: true });
    if (this.id !== undefined && this.status === 'ready') void this.fetch(false);
  }

  retryRequested(): void {
    if (this.id !== undefined) void this.fetch(true);
  }

  /** The people field: kept within 1 to the boat's capacity. */
  numberOfPeopleChanged(numberOfPeople: number): void {
    this.numberOfPeople = clampPeople(numberOfPeople, this.product?.capacity ?? MIN_PEOPLE);
    this.bookingErrorKey = null;
  }

  async favoriteToggled(): Promise<void> {
    const product = this.product;
    if (product === null) return;
    this.favoriteErrorKey = null;
    const outcome = await toggleFavorite(this.authenticator, this.favorites, 'favorite', product.id, product.isFavorite, (isFavorite) =>
      runInAction(() => {
        if (this.product !== null) this.product = { ...this.product, isFavorite };
      }),
    );
    if (outcome.kind === 'failed') runInAction(() => (this.favoriteErrorKey = failureMessageKey(outcome.failure)));
  }

  /** Book: dates needed; then authentication (aborted: nothing); then the request; success goes to checkout. */
  async bookRequested(): Promise<void> {
    const product = this.product;
    if (product === null || this.isBooking) return;
    const dates = this.validDates;
    if (dates === undefined) {
      this.bookingErrorKey = 'product:errors.chooseDates';
      return;
    }
    if (product.quote !== null && !product.quote.available) {
      this.bookingErrorKey = 'product:errors.unavailable';
      return;
    }
    this.bookingErrorKey = null;
    this.isBooking = true;
    const outcome = await this.authenticator.authenticate('book');
    if (outcome.kind === 'aborted') {
      runInAction(() => (this.isBooking = false));
      return;
    }
    const result = await this.gateway.requestBooking(product.id, dates, this.numberOfPeople);
    runInAction(() => {
      this.isBooking = false;
      if (isLeft(result)) {
        this.bookingErrorKey = bookingErrorKey(result.left);
        return;
      }
      const { language, defaultLanguage } = this.settings;
      this.navigator.navigate(formatRoute({ screen: 'paymentSession', hash: result.right.hash }, language, defaultLanguage));
    });
  }

  private async fetch(initial: boolean): Promise<void> {
    const id = this.id;
    if (id === undefined) return;
    const sequence = ++this.sequence;
    if (initial) this.status = 'loading';
    else this.isQuoteLoading = true;
    const result = await this.gateway.product(id, this.validDates);
    runInAction(() => {
      if (sequence !== this.sequence) return;
      this.isQuoteLoading = false;
      if (isLeft(result)) {
        const failure = result.left;
        if (!initial && this.product !== null) {
          // A failed quote keeps the page; the booking button then reports the problem.
          this.bookingErrorKey = failureMessageKey(failure);
          return;
        }
        this.error = failure;
        this.status = failure.kind === 'http' && (failure.status === 404 || failure.status === 400) ? 'notFound' : 'error';
        return;
      }
      this.error = null;
      this.product = result.right;
      // The first load sets the people from the query; a new quote keeps the user's choice.
      if (initial) this.numberOfPeople = clampPeople(this.requestedPeople ?? this.numberOfPeople, result.right.capacity);
      // view_item once per page visit (a new quote is the same view).
      if (!this.viewTracked) {
        this.viewTracked = true;
        const p = result.right;
        this.analytics.push(viewItemEvent({ id: p.id, name: p.title, category: 'boat', variant: p.type, priceCents: discountedDayPrice(p.pricePerDay, p.discountPercentage) }));
      }
      this.status = 'ready';
    });
  }

  private async fetchSuggestions(id: number): Promise<void> {
    const result = await this.gateway.suggestions(id);
    runInAction(() => {
      this.suggestions = isLeft(result) ? [] : result.right;
    });
  }
}
