import { Hono, type Context } from 'hono';
import { PlaceDetailsRequest } from '../../src/contract/search';
import type { ActivitiesResponse, AutocompleteResponse, FlexibleDatesResponse, PlaceDetailsResponse, ProductsResponse, SeoSectionResponse } from '../../src/contract/search';
import { isLanguageCode, type LanguageCode } from '../../src/domain/i18n/languages';
import { FLEXIBLE_DATES_COUNT } from '../../src/domain/search/flexible-dates';
import { fromFleetDatesParams } from '../../src/domain/search/search-api-params';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError, badRequest, validateBody } from '../http/validate';
import { searchActivities } from '../search/activity-search';
import { AUTOCOMPLETE_INPUT_MAX, autocompletePlaces, placeDetails } from '../search/autocomplete';
import { countBoats, searchBoats } from '../search/boat-search';
import { fleetPerDate } from '../search/fleet';
import { placeDirectory } from '../search/place-directory';
import { searchContext } from '../search/search-context';
import { queryEntries, readSearchFilters, todayOf, type Today } from '../search/search-request';
import { seoSection } from '../search/seo-section';

/** The most periods GET /flexibleDates/fleet accepts: the desktop's 7 (spec section 9). */
export const FLEET_PERIODS_MAX = FLEXIBLE_DATES_COUNT.desktop;

type Handler = (c: Context<AppEnv>, filters: SearchFilters, entries: Array<[string, string]>, today: Today) => Promise<Response>;

/** Decodes the filters of the query (400 on malformed values, spec section 5 drops the rest) before the handler. */
const withFilters = (deps: ServerDeps, handler: Handler) => async (c: Context<AppEnv>) => {
  const entries = queryEntries(c);
  const today = todayOf(deps);
  const { filters, errors } = readSearchFilters(entries, today);
  if (errors.length > 0) return badRequest(c, [...new Set(errors)].slice(0, 10));
  return handler(c, filters, entries, today);
};

/** `lang` of the autocomplete calls; an unknown or missing one falls back to the request's _locale. */
const languageOf = (c: Context<AppEnv>, lang: string | undefined): LanguageCode =>
  lang !== undefined && isLanguageCode(lang) ? lang : c.get('locale');

/** Search and discovery (spec section 7, "Search"). */
export const searchRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>()
    .get('/products', withFilters(deps, async (c, filters) =>
      c.json<ProductsResponse>(await searchBoats(await searchContext(c, deps), filters))))
    .get('/products/count', withFilters(deps, async (c, filters) =>
      c.json({ count: await countBoats(await searchContext(c, deps, false), filters) })))
    .get('/activities', withFilters(deps, async (c, filters) =>
      c.json<ActivitiesResponse>(await searchActivities(await searchContext(c, deps, false), filters))))
    .get('/seo_specific_section', withFilters(deps, async (c, filters) =>
      c.json<SeoSectionResponse>(await seoSection(await searchContext(c, deps), filters))))
    .get('/flexibleDates/fleet', withFilters(deps, async (c, filters, entries, today) => {
      const { periods, errors } = fromFleetDatesParams(entries);
      if (errors.length > 0) return badRequest(c, [...new Set(errors)].slice(0, 10));
      if (periods.length > FLEET_PERIODS_MAX) return badRequest(c, [`fleetDates: at most ${FLEET_PERIODS_MAX} periods`]);
      return c.json<FlexibleDatesResponse>(await fleetPerDate(await searchContext(c, deps, false), filters, periods, today.today));
    }))
    .get('/autocomplete/places', async (c) => {
      const input = c.req.query('input') ?? '';
      if (input.length > AUTOCOMPLETE_INPUT_MAX) return badRequest(c, [`input: at most ${AUTOCOMPLETE_INPUT_MAX} characters`]);
      const directory = await placeDirectory(deps.db);
      return c.json<AutocompleteResponse>(autocompletePlaces(directory, input, languageOf(c, c.req.query('lang'))));
    })
    .post('/autocomplete/places', async (c) => {
      const body = await validateBody(c, PlaceDetailsRequest);
      if (!body.ok) return body.response;
      const details = placeDetails(await placeDirectory(deps.db), body.value.place, languageOf(c, body.value.lang));
      if (!details) return apiError(c, 404, 'place_not_found', { message: 'No such place.' });
      return c.json<PlaceDetailsResponse>(details);
    });
