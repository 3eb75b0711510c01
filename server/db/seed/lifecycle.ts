import type { Random } from './random';

const DAY_MS = 86_400_000;

export interface Lifecycle {
  readonly createdAt: Date;
  readonly reviewsCount: number;
  /** Created within the last 365 days with no review: "new" in spec section 9. */
  readonly isNew: boolean;
}

/**
 * When a product was listed and how many reviews it got: about 8% are new (listed in the last year,
 * no review), 12% listed in the last year with a few reviews, the rest listed one to three years ago
 * with 0–30 reviews; about a quarter of all products have none.
 */
export const productLifecycle = (rng: Random, now: Date): Lifecycle => {
  const roll = rng.next();
  const at = (minDays: number, maxDays: number) =>
    new Date(now.getTime() - rng.int(minDays, maxDays) * DAY_MS - rng.int(0, DAY_MS - 1));
  if (roll < 0.08) return { createdAt: at(2, 360), reviewsCount: 0, isNew: true };
  if (roll < 0.2) return { createdAt: at(60, 360), reviewsCount: rng.int(1, 8), isNew: false };
  const createdAt = at(370, 1095);
  const reviewsCount = rng.chance(0.21) ? 0 : Math.min(30, 1 + Math.floor(30 * rng.next() ** 1.8));
  return { createdAt, reviewsCount, isNew: false };
};
