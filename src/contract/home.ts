import * as t from 'io-ts';
import { ActivitySummary, ProductSummary } from './search';

/**
 * GET /home (issue [10]): what the home page shows besides its search form, computed from the catalogue. Money is in
 * EUR cents (the client converts it); names are in the request's language (_locale).
 */

/** A harbour among those with the most published boats. */
export const HomeDestination = t.type({
  placeId: t.number,
  slug: t.string,
  /** The harbour's name in the request's language. */
  name: t.string,
  /** Its landing's path without the language prefix: {rental segment of the language}/{place slug}. */
  path: t.string,
  /** Published boats at this harbour. */
  boats: t.number,
  /** A picture of one of its boats (the best ranked), or null when none has one. */
  picture: t.union([t.string, t.null]),
});
export type HomeDestination = t.TypeOf<typeof HomeDestination>;

/** A boat type with published boats: how many, and the lowest price per day (discount applied) among them. */
export const HomeCategory = t.type({ type: t.string, count: t.number, lowestPricePerDay: t.number });
export type HomeCategory = t.TypeOf<typeof HomeCategory>;

/** Figures for the visitor's trust: published boats, their owners, reviews and their average (null without any). */
export const TrustFigures = t.type({ boats: t.number, owners: t.number, reviews: t.number, averageRating: t.union([t.number, t.null]) });
export type TrustFigures = t.TypeOf<typeof TrustFigures>;

export const HomeResponse = t.type({
  destinations: t.array(HomeDestination),
  categories: t.array(HomeCategory),
  topRated: t.array(ProductSummary),
  activities: t.array(ActivitySummary),
  trust: TrustFigures,
});
export type HomeResponse = t.TypeOf<typeof HomeResponse>;
