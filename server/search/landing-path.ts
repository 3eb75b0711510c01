import { EXPERIENCES_WORDS, RENTAL_SEGMENTS, isLanguageCode } from '../../src/domain/i18n/languages';
import { BOAT_TYPES, type BoatType } from '../../src/domain/search/search-filters';
import { slugify } from '../db/seed/fold';

/** Boat type by its slug in landing paths: 'sailboat', 'jet-ski', 'without-license', 'motor-yacht'... */
export const BOAT_TYPE_BY_SLUG: ReadonlyMap<string, BoatType> = new Map(BOAT_TYPES.map((type) => [slugify(type), type]));
const SLUG_BY_BOAT_TYPE: ReadonlyMap<string, string> = new Map(BOAT_TYPES.map((type) => [type, slugify(type)]));
/** A boat type's slug, looked up for the known types: every product summary of a search page has one. */
export const boatTypeSlug = (type: string): string => SLUG_BY_BOAT_TYPE.get(type) ?? slugify(type);

export type LandingTarget =
  | { readonly kind: 'rental'; readonly placeSlug?: string; readonly type?: BoatType }
  | { readonly kind: 'activity'; readonly placeSlug?: string }
  | { readonly kind: 'generic'; readonly placeSlug?: string; readonly type?: BoatType };

// Longest first, so that no word shadows a longer one that starts with it.
const EXPERIENCES_BY_LENGTH = [...EXPERIENCES_WORDS].sort((a, b) => b.length - a.length);
const RENTAL: ReadonlySet<string> = new Set(RENTAL_SEGMENTS.map((s) => s.normalize('NFC')));

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment).normalize('NFC').toLowerCase();
  } catch {
    return undefined;
  }
};

/** What the segments after the first may name: at most one place and one boat type (any order). */
const placeAndType = (
  segments: readonly string[],
  isPlaceSlug: (slug: string) => boolean,
  allowType: boolean,
): { placeSlug?: string; type?: BoatType } | undefined => {
  const out: { placeSlug?: string; type?: BoatType } = {};
  for (const segment of segments) {
    const type = BOAT_TYPE_BY_SLUG.get(segment);
    if (allowType && type !== undefined && out.type === undefined) out.type = type;
    else if (isPlaceSlug(segment) && out.placeSlug === undefined) out.placeSlug = segment;
    else return undefined;
  }
  return out;
};

/**
 * The landing named by `customization` (the page's path segments joined by '/', spec section 7), or undefined for
 * an unknown one (404). A leading language code is skipped.
 * - a rental segment of any language, optionally followed by a place slug and/or a boat type slug → rental;
 * - a segment starting with an experiences word: the rest of it ('experiences-marseille') or the next segment may
 *   name a place → activity;
 * - a boat type slug or a place slug, optionally followed by the other → generic.
 */
export const parseLandingPath = (customization: string, isPlaceSlug: (slug: string) => boolean): LandingTarget | undefined => {
  const decoded = customization.split('/').filter((s) => s !== '').map(decodeSegment);
  if (decoded.some((s) => s === undefined)) return undefined;
  let segments = decoded as string[];
  if (segments.length > 1 && isLanguageCode(segments[0]!)) segments = segments.slice(1);
  if (segments.length === 0 || segments.length > 3) return undefined;
  const [first, ...rest] = segments as [string, ...string[]];

  if (RENTAL.has(first)) {
    const found = placeAndType(rest, isPlaceSlug, true);
    return found && { kind: 'rental', ...found };
  }
  const word = EXPERIENCES_BY_LENGTH.find((w) => first.startsWith(w));
  if (word !== undefined) {
    const tail = first.slice(word.length).replace(/^-/, '');
    const names = tail === '' ? rest : [tail, ...rest];
    const found = placeAndType(names, isPlaceSlug, false);
    return found && { kind: 'activity', ...(found.placeSlug !== undefined ? { placeSlug: found.placeSlug } : {}) };
  }
  if (BOAT_TYPE_BY_SLUG.has(first) || isPlaceSlug(first)) {
    const found = placeAndType(segments, isPlaceSlug, true);
    return found && { kind: 'generic', ...found };
  }
  return undefined;
};
