import type { ApiErrorBody } from '../../src/contract/common';
import { Hono, type Context } from 'hono';
import { IntegerString } from '../../src/contract/common';
import { BoatBookingRequestBody } from '../../src/contract/checkout';
import type { BookingRequestResponse, FavoriteResponse, ProductDetail } from '../../src/contract/search';
import type { TypeOf } from 'io-ts';
import { HALF_DAY_PERIODS, type HalfDayPeriod } from '../../src/domain/search/search-filters';
import { authorize } from '../auth/authorize';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError, badRequest, validateBody, validateValue, type Validated } from '../http/validate';
import { createBookingRequest } from '../search/booking-requests';
import { readDateRange } from '../search/date-range';
import { setFavorite } from '../search/favorites';
import { loadProductDetail, loadSuggestions, type QuoteRequest } from '../search/product-detail';
import { searchContext } from '../search/search-context';
import { todayOf } from '../search/search-request';

const productId = (c: Context<AppEnv>): Validated<number> => {
  const id = validateValue(c, IntegerString, c.req.param('id'));
  return id.ok ? { ok: true, value: Number(id.value) } : id;
};

const notFound = (c: Context<AppEnv>) => apiError(c, 404, 'product_not_found', { message: 'No such product.' });

/** Optional dates of the query (quote, suggestions' prices): 400 when present and wrong. */
const quoteOf = (c: Context<AppEnv>, deps: ServerDeps): Validated<QuoteRequest | undefined> => {
  const dates = readDateRange(c.req.query('startDate'), c.req.query('endDate'), todayOf(deps).today, false);
  if (!dates.ok) return { ok: false, response: badRequest(c, [dates.error]) };
  const half = c.req.query('halfDayPeriod');
  if (half !== undefined && half !== '' && !(HALF_DAY_PERIODS as readonly string[]).includes(half)) {
    return { ok: false, response: badRequest(c, ['halfDayPeriod: expected morning or afternoon']) };
  }
  if (!dates.range) return { ok: true, value: undefined };
  return { ok: true, value: { ...dates.range, ...(half ? { halfDayPeriod: half as HalfDayPeriod } : {}) } };
};

const favorite = (deps: ServerDeps, isFavorite: boolean) => async (c: Context<AppEnv>) => {
  const auth = await authorize(c, deps);
  if (!auth.ok) return auth.response;
  const id = productId(c);
  if (!id.ok) return id.response;
  if (!(await setFavorite(deps.db, auth.user.id, id.value, isFavorite, deps.now()))) return notFound(c);
  return c.json<FavoriteResponse>({ productId: id.value, isFavorite });
};

/** The product page, its suggestions, favourites and the start of a booking. */
export const productRoutes = (deps: ServerDeps) =>
  new Hono<AppEnv>()
    .get('/products/:id', async (c) => {
      const id = productId(c);
      if (!id.ok) return id.response;
      const quote = quoteOf(c, deps);
      if (!quote.ok) return quote.response;
      const detail = await loadProductDetail(await searchContext(c, deps), id.value, todayOf(deps).today, quote.value);
      return detail ? c.json<ProductDetail>(detail) : notFound(c);
    })
    .get('/products/:id/suggestions', async (c) => {
      const id = productId(c);
      if (!id.ok) return id.response;
      const quote = quoteOf(c, deps);
      if (!quote.ok) return quote.response;
      const products = await loadSuggestions(await searchContext(c, deps), id.value, quote.value);
      return products ? c.json({ products }) : notFound(c);
    })
    .post('/products/:id/favorite', favorite(deps, true))
    .delete('/products/:id/favorite', favorite(deps, false))
    .post('/products/:id/booking-request', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const id = productId(c);
      if (!id.ok) return id.response;
      const body = await validateBody(c, BoatBookingRequestBody);
      if (!body.ok) return body.response;
      const dates = readDateRange(body.value.startDate, body.value.endDate, todayOf(deps).today, true);
      if (!dates.ok || !dates.range) return badRequest(c, [dates.ok ? 'startDate: required' : dates.error]);
      const numberOfPeople = body.value.numberOfPeople ?? 1;
      if (!Number.isInteger(numberOfPeople) || numberOfPeople < 1) return badRequest(c, ['numberOfPeople: expected an integer from 1']);
      const result = await createBookingRequest(deps.db, { userId: auth.user.id, boatId: id.value, ...dates.range, numberOfPeople, now: deps.now() });
      if (result.kind === 'unknown_product') return notFound(c);
      if (result.kind === 'too_many_people') return badRequest(c, [`numberOfPeople: the boat takes at most ${result.capacity} people`]);
      if (result.kind === 'not_available') {
        return apiError(c, 409, 'not_available', { message: 'The boat is already booked on some of these days.' });
      }
      if (result.kind === 'below_minimum_days') {
        return c.json<ApiErrorBody>(
          { error: 'below_minimum_days', message: `This boat is rented for at least ${result.minimumDays} days.`, details: ['endDate: product.minimumDays'] },
          422,
        );
      }
      return c.json<TypeOf<typeof BookingRequestResponse>>({ hash: result.hash });
    });
