import type { Route, Screen } from '../../domain/routing/route';
import { formatRoute } from '../../domain/routing/route';
import { RENTAL_SEGMENT, type LanguageCode } from '../../domain/i18n/languages';
import type { PresenterFactory } from '../search/presenter-factory';

/**
 * The public pages rendered on the server (issue [8]): what a visitor lands on from a search engine. Account,
 * checkout and back-office pages stay rendered in the browser.
 */
const SERVER_RENDERED: ReadonlySet<Screen> = new Set<Screen>(['home', 'search', 'product', 'activity', 'activityLanding', 'genericLanding', 'notFound']);

export const isServerRendered = (screen: Screen): boolean => SERVER_RENDERED.has(screen);

/** How the page answers: its status, or a permanent redirect to its canonical URL (a changed slug). */
export type PreparedPage = { readonly kind: 'page'; readonly status: 200 | 404 } | { readonly kind: 'redirect'; readonly location: string };

export interface PreparationContext {
  readonly factory: PresenterFactory;
  /** Resolves once every call the page made (and the calls their answers led to) has come back. */
  readonly idle: () => Promise<void>;
  readonly language: LanguageCode;
  readonly defaultLanguage: LanguageCode;
  /** The requested path (as sent, percent-encoded) and query (with its '?', or ''). */
  readonly path: string;
  readonly search: string;
}

const PAGE: PreparedPage = { kind: 'page', status: 200 };
const NOT_FOUND: PreparedPage = { kind: 'page', status: 404 };

const samePath = (a: string, b: string): boolean => {
  const decode = (p: string) => {
    try {
      return decodeURIComponent(p).replace(/\/+$/, '');
    } catch {
      return p;
    }
  };
  return decode(a) === decode(b);
};

/**
 * Loads the page's presenter the way its screen would (same presenter, same calls), waits for its data and hands it
 * to the factory, so the screen renders it at once: on the server into the HTML, in the browser before hydrating.
 * The presenters' modules load here, on demand, like their pages' chunks.
 */
export const preparePage = async (route: Route, context: PreparationContext): Promise<PreparedPage> => {
  const { factory, idle } = context;
  switch (route.screen) {
    case 'home': {
      const { HomePresenter } = await import('../home/home-presenter');
      const presenter = factory.create(HomePresenter);
      await presenter.routeEntered();
      await idle();
      factory.prepare(HomePresenter, presenter);
      return PAGE;
    }
    case 'search': {
      const { SearchPresenter } = await import('../search/search-presenter');
      const presenter = factory.create(SearchPresenter);
      presenter.locationChanged(context.search, route.kind);
      await idle();
      factory.prepare(SearchPresenter, presenter);
      return PAGE;
    }
    case 'product': {
      const { ProductPresenter } = await import('../product/product-presenter');
      const presenter = factory.create(ProductPresenter);
      presenter.routeEntered(route, context.search);
      await idle();
      factory.prepare(ProductPresenter, presenter);
      const product = presenter.product;
      if (presenter.status === 'notFound') return NOT_FOUND;
      if (product === null) return PAGE;
      // A boat renamed or moved keeps its id: its old URLs answer 301 to the one it has now.
      const canonical = formatRoute({ screen: 'product', seoPrefix: RENTAL_SEGMENT[context.language], ...product.path }, context.language, context.defaultLanguage);
      return samePath(canonical, context.path) ? PAGE : { kind: 'redirect', location: `${canonical}${context.search}` };
    }
    case 'activity': {
      const { ActivityPresenter } = await import('../activity/activity-presenter');
      const presenter = factory.create(ActivityPresenter);
      presenter.routeEntered(route, context.search);
      await idle();
      factory.prepare(ActivityPresenter, presenter);
      return presenter.status === 'notFound' ? NOT_FOUND : PAGE;
    }
    case 'activityLanding':
    case 'genericLanding': {
      const { LandingPresenter } = await import('../landing/landing-presenter');
      const presenter = factory.create(LandingPresenter);
      await presenter.routeEntered(route, context.search);
      await idle();
      factory.prepare(LandingPresenter, presenter);
      return presenter.status === 'notFound' ? NOT_FOUND : PAGE;
    }
    case 'notFound':
      return NOT_FOUND;
    default:
      return PAGE;
  }
};
