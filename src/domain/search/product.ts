import { boatTypeGroup } from './search-filters';

/** Spec section 9: a product is new if created within 365 days and it has no reviews. */
export const NEW_PRODUCT_MAX_AGE_MS = 365 * 86_400_000;

export interface NewProductFacts {
  /** ISO 8601 date or date-time from the API. */
  readonly createdAt: string | null | undefined;
  readonly reviewsNumber: number | null | undefined;
}

/** `now` in epoch milliseconds. An unreadable createdAt is never new; a createdAt after now counts as new. */
export const isNewProduct = (product: NewProductFacts, now: number): boolean => {
  if ((product.reviewsNumber ?? 0) > 0 || typeof product.createdAt !== 'string') return false;
  const created = Date.parse(product.createdAt); // parsing a given text, not reading the clock
  return Number.isFinite(created) && now - created <= NEW_PRODUCT_MAX_AGE_MS;
};

export type LengthUnit = 'm' | 'ft';

export interface ProductTitleFacts {
  readonly type: string;
  readonly builderName?: string | null;
  readonly modelName?: string | null;
  /** Metres. */
  readonly length?: number | null;
}

const FEET_PER_METRE = 3.28084;

/** A length in metres written in the unit: metres with at most one decimal, feet as a whole number. */
export const formatLength = (metres: number, unit: LengthUnit): string =>
  unit === 'ft' ? `${Math.round(metres * FEET_PER_METRE)} ft` : `${Math.round(metres * 10) / 10} m`;

/**
 * The brand title: "Builder Model", followed by " · 12.5 m" for sail types only (spec section 9).
 * Without builder and model the boat type stands in.
 */
export const productTitle = (product: ProductTitleFacts, lengthUnit: LengthUnit): string => {
  const name = [product.builderName, product.modelName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
  const base = name === '' ? product.type : name;
  const { length } = product;
  const showLength =
    boatTypeGroup(product.type) === 'sail' && typeof length === 'number' && Number.isFinite(length) && length > 0;
  return showLength ? `${base} · ${formatLength(length, lengthUnit)}` : base;
};
