import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { HomeResponse } from '../../contract/home';
import { sameSpaces } from '../../domain/i18n/intl-text';
import { formatRoute, type SearchKind } from '../../domain/routing/route';
import { BOAT_TYPES, formatSearchQuery, normaliseFilters, type BoatType, type FilterInput } from '../../domain/search';
import type { Clock } from '../shared/clock';
import type { Navigator } from '../routing/navigator';
import { TOKENS } from '../tokens';
import { enumKey } from '../search/labels';
import { formatPrice, toActivityCard, toProductCard, type ActivityCard, type CardContext, type ProductCard } from '../search/product-card';
import type { Scheduler } from '../search/scheduler';
import type { SearchGateway } from '../search/search-gateway';
import { filterContextAt, type SearchSettings } from '../search/search-context';
import { SearchFormFields } from '../search/search-form-fields';
import { SEARCH_TOKENS } from '../search/search-tokens';
import { HOME_TOKENS, type HomeGateway } from './home-gateway';
import { numberFormat } from '../../domain/i18n/intl-formats';

export type HomeStatus = 'loading' | 'ready' | 'error';

/** A popular harbour: its landing page, its number of boats (and the number formatted), a picture. */
export interface DestinationView {
  readonly id: number;
  readonly name: string;
  readonly href: string;
  readonly boats: number;
  readonly boatsText: string;
  readonly picture: string | null;
}

/** A boat type: the search filtered by it, how many boats, the lowest price per day in the chosen currency. */
export interface CategoryView {
  readonly type: string;
  /** search:boatTypes.{typeKey} */
  readonly typeKey: string;
  readonly href: string;
  readonly count: number;
  readonly countText: string;
  readonly lowestPrice: string;
}

/** The trust figures, counts with their formatted text; the average rating with one decimal (null without reviews). */
export interface TrustView {
  readonly boats: number;
  readonly boatsText: string;
  readonly owners: number;
  readonly ownersText: string;
  readonly reviews: number;
  readonly reviewsText: string;
  readonly averageRating: string | null;
}

const isBoatType = (value: string): value is BoatType => (BOAT_TYPES as readonly string[]).includes(value);

/**
 * The home page (issue [10]): its search form (place, dates, people, boats or activities) leads to the search page;
 * its sections (destinations, categories, top-rated boats, activities, trust figures) come from one call.
 */
@injectable()
export class HomePresenter {
  status: HomeStatus = 'loading';
  home: HomeResponse | null = null;
  kind: SearchKind = 'boat';
  readonly form: SearchFormFields;

  constructor(
    @inject(HOME_TOKENS.HomeGateway) private readonly gateway: HomeGateway,
    @inject(TOKENS.SearchGateway) searchGateway: SearchGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(SEARCH_TOKENS.Scheduler) scheduler: Scheduler,
  ) {
    this.form = new SearchFormFields(searchGateway, scheduler, () => settings.language, clock);
    makeObservable(this, {
      status: observable,
      home: observableRef,
      kind: observable,
      destinations: computed,
      categories: computed,
      productCards: computed,
      activityCards: computed,
      trust: computed,
      routeEntered: action,
      retryRequested: action,
      kindChanged: action,
      searchSubmitted: action,
    });
  }

  get destinations(): readonly DestinationView[] {
    const { language, defaultLanguage } = this.settings;
    return (this.home?.destinations ?? []).map((destination) => ({
      id: destination.placeId,
      name: destination.name,
      href: formatRoute({ screen: 'genericLanding', segments: destination.path.split('/').filter((s) => s !== '') }, language, defaultLanguage),
      boats: destination.boats,
      boatsText: this.formatCount(destination.boats),
      picture: destination.picture,
    }));
  }

  get categories(): readonly CategoryView[] {
    return (this.home?.categories ?? []).map((category) => ({
      type: category.type,
      typeKey: enumKey(category.type),
      href: this.searchUrl('boat', isBoatType(category.type) ? { types: [category.type] } : {}),
      count: category.count,
      countText: this.formatCount(category.count),
      lowestPrice: formatPrice(category.lowestPricePerDay, this.settings),
    }));
  }

  get productCards(): readonly ProductCard[] {
    const context = this.cardContext();
    return (this.home?.topRated ?? []).map((product) => toProductCard(product, true, context));
  }

  get activityCards(): readonly ActivityCard[] {
    const context = this.cardContext();
    return (this.home?.activities ?? []).map((activity) => toActivityCard(activity, context));
  }

  get trust(): TrustView | null {
    const trust = this.home?.trust;
    if (trust === undefined) return null;
    const { language } = this.settings;
    return {
      boats: trust.boats,
      boatsText: this.formatCount(trust.boats),
      owners: trust.owners,
      ownersText: this.formatCount(trust.owners),
      reviews: trust.reviews,
      reviewsText: this.formatCount(trust.reviews),
      averageRating:
        trust.averageRating === null ? null : numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(trust.averageRating),
    };
  }

  /** Loads the home's sections (the form works without them). */
  async routeEntered(): Promise<void> {
    this.status = 'loading';
    const result = await this.gateway.home();
    runInAction(() => {
      if (isLeft(result)) {
        this.status = 'error';
        return;
      }
      this.home = result.right;
      this.status = 'ready';
    });
  }

  retryRequested(): Promise<void> {
    return this.routeEntered();
  }

  /** Boats or activities. */
  kindChanged(kind: SearchKind): void {
    this.kind = kind;
  }

  /** The search page of the chosen kind, with the place (its position when chosen from the list), dates and people. */
  searchSubmitted(): void {
    this.navigator.navigate(this.searchUrl(this.kind, this.form.submitted()));
  }

  dispose(): void {
    this.form.dispose();
  }

  private searchUrl(kind: SearchKind, input: Omit<FilterInput, 'page'>): string {
    const query = formatSearchQuery(normaliseFilters({ ...input, page: 1 }, filterContextAt(this.clock)));
    const path = formatRoute({ screen: 'search', kind }, this.settings.language, this.settings.defaultLanguage);
    return query === '' ? path : `${path}?${query}`;
  }

  private cardContext(): CardContext {
    const { language, defaultLanguage, currency } = this.settings;
    return { language, defaultLanguage, currency, now: this.clock.now().getTime() };
  }

  private formatCount(count: number): string {
    return sameSpaces(numberFormat(this.settings.language).format(count));
  }
}
