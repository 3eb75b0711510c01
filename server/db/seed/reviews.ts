import { NATIONALITIES, type Nationality } from './people';
import type { Random } from './random';
import { REVIEW_COMMENTS } from './review-comments';

export interface ReviewRow {
  readonly product_kind: 'boat' | 'activity';
  readonly product_id: number;
  readonly author_first_name: string;
  readonly rating: number;
  readonly comment: string;
  readonly language: string;
  readonly created_at: Date;
}

/** Languages reviewers write in, by weight. */
const REVIEW_LANGUAGE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['en', 30], ['fr', 18], ['de', 14], ['es', 9], ['it', 9], ['nl', 6], ['pl', 3], ['pt', 3], ['ru', 3], ['sv', 3], ['el', 2],
];

const REVIEWER_NATIONALITY: Readonly<Record<string, readonly Nationality[]>> = Object.fromEntries(
  REVIEW_LANGUAGE_WEIGHTS.map(([language]) => [
    language,
    NATIONALITIES.filter((n) => n.language === language || (language === 'en' && n.language.startsWith('en'))),
  ]),
);

/**
 * Reviews of one product, written between its creation and now. `quality` (0..1) shifts the ratings up;
 * most are 4 or 5 stars as on real marketplaces.
 */
export const generateReviews = (
  rng: Random,
  productKind: 'boat' | 'activity',
  productId: number,
  count: number,
  quality: number,
  createdAt: Date,
  now: Date,
): { readonly rows: ReviewRow[]; readonly average: number } => {
  const rows: ReviewRow[] = [];
  const span = Math.max(1, now.getTime() - createdAt.getTime());
  let sum = 0;
  const ratings: (readonly [number, number])[] = [
    [5, 0.35 + 0.45 * quality], [4, 0.3], [3, 0.12 - 0.08 * quality], [2, 0.05 - 0.035 * quality], [1, 0.03 - 0.025 * quality],
  ];
  for (let i = 0; i < count; i++) {
    const rating = rng.weighted(ratings);
    const language = rng.weighted(REVIEW_LANGUAGE_WEIGHTS);
    const comments = REVIEW_COMMENTS[language] ?? REVIEW_COMMENTS['en'];
    const pool = comments ? (rating >= 4 ? comments.good : rating === 3 ? comments.mixed : comments.bad) : [''];
    const nationalities = REVIEWER_NATIONALITY[language];
    const nationality = nationalities && nationalities.length > 0 ? rng.pick(nationalities) : rng.pick(NATIONALITIES);
    rows.push({
      product_kind: productKind,
      product_id: productId,
      author_first_name: rng.pick(nationality.firstNames),
      rating,
      comment: rng.chance(0.85) ? rng.pick(pool) : '',
      language,
      created_at: new Date(createdAt.getTime() + Math.floor(rng.next() * span)),
    });
    sum += rating;
  }
  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  return { rows, average: count === 0 ? 0 : Math.round((sum / count) * 100) / 100 };
};
