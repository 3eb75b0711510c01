import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { AppConfiguration } from '../../contract/configuration';
import type { LandingResponse } from '../../contract/search';
import { formatRoute, type Route, type SearchKind } from '../../domain/routing/route';
import { formatSearchQuery, normaliseFilters, parseSearchQuery, type FilterContext } from '../../domain/search';
import type { Clock } from '../shared/clock';
import type { Navigator } from '../routing/navigator';
import { TOKENS } from '../tokens';
import { toActivityCard, toProductCard, type ActivityCard, type ProductCard } from '../search/product-card';
import type { Scheduler } from '../search/scheduler';
import type { SearchGateway } from '../search/search-gateway';
import { MULTIVERSE_TEST, abVariation, filterContextAt, type SearchSettings } from '../search/search-context';
import { SearchFormFields } from '../search/search-form-fields';
import { SEARCH_TOKENS } from '../search/search-tokens';
import type { LandingGateway } from './landing-gateway';
import { landingVariant, type LandingVariant } from './landing-variant';

export type LandingStatus = 'loading' | 'ready' | 'notFound';

export interface LandingLinkView {
  readonly label: string;
  readonly href: string;
}

/** A result placed on the new variant's map-like hero, in percent of its box. */
export interface MapPin {
  readonly id: number;
  readonly label: string;
  readonly leftPercent: number;
  readonly topPercent: number;
}

/** The `_page` query parameter: a whole number above 1, else none (page 1). */
export const landingPageParam = (search: string): number | undefined => {
  const value = new URLSearchParams(search).get('_page');
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  const page = Number(value);
  return page > 1 ? page : undefined;
};

/**
 * Landing pages (spec section 2): data loaded first; a failure shows not-found without changing the URL.
 * The multiverse A/B test picks the current or the new variant. Its search form leads to the search page.
 */
@injectable()
export class LandingPresenter {
  status: LandingStatus = 'loading';
  landing: LandingResponse | null = null;
  readonly form: SearchFormFields;
  private routeKind: SearchKind = 'boat';

  constructor(
    @inject(TOKENS.LandingGateway) private readonly gateway: LandingGateway,
    @inject(TOKENS.SearchGateway) searchGateway: SearchGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Configuration) private readonly configuration: Pick<AppConfiguration, 'abTests'>,
    @inject(SEARCH_TOKENS.Scheduler) scheduler: Scheduler,
  ) {
    this.form = new SearchFormFields(searchGateway, scheduler, () => settings.language, clock);
    makeObservable(this, {
      status: observable,
      landing: observableRef,
      variant: computed,
      kind: computed,
      productCards: computed,
      activityCards: computed,
      links: computed,
      searchHref: computed,
      mapPins: computed,
      routeEntered: action,
      searchSubmitted: action,
    });
  }

  get variant(): LandingVariant {
    return landingVariant(abVariation(this.configuration, MULTIVERSE_TEST));
  }

  /** Which search the landing leads to. */
  get kind(): SearchKind {
    const kind = this.landing?.kind;
    return kind === 'activity' || (kind === undefined && this.routeKind === 'activity') ? 'activity' : 'boat';
  }

  get productCards(): readonly ProductCard[] {
    const { language, defaultLanguage, currency } = this.settings;
    const context = { language, defaultLanguage, currency, now: this.clock.now().getTime() };
    return (this.landing?.products ?? []).map((product) => toProductCard(product, true, context));
  }

  get activityCards(): readonly ActivityCard[] {
    const { language, defaultLanguage, currency } = this.settings;
    const context = { language, defaultLanguage, currency, now: this.clock.now().getTime() };
    return (this.landing?.activities ?? []).map((activity) => toActivityCard(activity, context));
  }

  /** Related landings: their path is relative to the language (the current one is prefixed). */
  get links(): readonly LandingLinkView[] {
    const { language, defaultLanguage } = this.settings;
    return (this.landing?.links ?? []).map((link) => ({
      label: link.label,
      href: link.path.startsWith('/')
        ? link.path
        : formatRoute({ screen: 'genericLanding', segments: link.path.split('/').filter((s) => s !== '') }, language, defaultLanguage),
    }));
  }

  /** The search page with the landing's own filters. */
  get searchHref(): string {
    const filters = parseSearchQuery(this.landing?.searchQuery ?? '', this.filterContext());
    return this.searchUrl(formatSearchQuery(filters));
  }

  /** Results placed by their coordinates inside the box that holds them all (the new variant's hero). */
  get mapPins(): readonly MapPin[] {
    const points = [
      ...(this.landing?.products ?? []).map((p) => ({ id: p.id, label: p.title, lat: p.latitude, lng: p.longitude })),
      ...(this.landing?.activities ?? []).map((a) => ({ id: a.id, label: a.title, lat: a.latitude, lng: a.longitude })),
    ].slice(0, 24);
    if (points.length === 0) return [];
    const lats = points.map((p) => p.lat);
    const lngs = points.map((p) => p.lng);
    const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
    const scale = (value: number, min: number, max: number) => (max - min < 1e-9 ? 50 : 8 + ((value - min) / (max - min)) * 84);
    return points.map((p) => ({
      id: p.id,
      label: p.label,
      leftPercent: Math.round(scale(p.lng, minLng, maxLng) * 10) / 10,
      topPercent: Math.round((100 - scale(p.lat, minLat, maxLat)) * 10) / 10,
    }));
  }

  /** Loads the landing's data first (customization = its path, `_page` from the query). */
  async routeEntered(route: Route, search: string): Promise<void> {
    if (route.screen !== 'activityLanding' && route.screen !== 'genericLanding') return;
    this.routeKind = route.screen === 'activityLanding' ? 'activity' : 'boat';
    this.status = 'loading';
    const result = await this.gateway.landing(route.segments.join('/'), landingPageParam(search));
    runInAction(() => {
      if (isLeft(result)) {
        // Spec section 2 and 8: not-found, the URL unchanged.
        this.status = 'notFound';
        return;
      }
      this.landing = result.right;
      this.status = 'ready';
      const place = result.right.place;
      if (place !== null) this.form.placeSelected(place);
    });
  }

  /** The form's search: the landing's filters with the chosen place, dates and people, on the search page. */
  searchSubmitted(): void {
    const base = parseSearchQuery(this.landing?.searchQuery ?? '', this.filterContext());
    const filters = normaliseFilters({ ...base, ...this.form.submitted(), page: 1 }, this.filterContext());
    this.navigator.navigate(this.searchUrl(formatSearchQuery(filters)));
  }

  private searchUrl(query: string): string {
    const path = formatRoute({ screen: 'search', kind: this.kind }, this.settings.language, this.settings.defaultLanguage);
    return query === '' ? path : `${path}?${query}`;
  }

  private filterContext(): FilterContext {
    return filterContextAt(this.clock);
  }
}
