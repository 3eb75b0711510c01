import type { Kysely } from 'kysely';
import type { PlaceSummary } from '../../src/contract/search';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../../src/domain/i18n/languages';
import type { Database, PlaceKind } from '../db/schema';
import { foldSearchText } from '../db/seed/fold';
import { haversineKm } from './geo';

export interface Place {
  readonly id: number;
  readonly slug: string;
  readonly kind: PlaceKind;
  readonly countryCode: string;
  readonly names: Readonly<Record<string, string>>;
  readonly latitude: number;
  readonly longitude: number;
  readonly parentId: number | null;
  readonly popularity: number;
  /** Lower-cased, accent-free names in every language, space-separated (places.search_text). */
  readonly searchText: string;
}

/** A search around a place without a distance: cities and harbours use this radius (km). */
export const DEFAULT_RADIUS_KM = 50;
/** A region's default radius also covers its farthest harbour, plus this margin (km). */
const REGION_MARGIN_KM = 15;
/** The places table changes rarely (back office): it is read again after this long. */
const CACHE_TTL_MS = 5 * 60_000;

const KIND_RANK: Readonly<Record<PlaceKind, number>> = { city: 0, region: 1, harbour: 2 };

/**
 * Every place, in memory: localised names, the hierarchy (harbour → city → region), the harbours of a place and
 * free-text address resolution. About 150 rows in the demo; a few thousand would still fit.
 */
export class PlaceDirectory {
  private readonly byId = new Map<number, Place>();
  private readonly bySlug = new Map<string, Place>();
  private readonly children = new Map<number, Place[]>();
  /** Folded name → places carrying it (any language). */
  private readonly byFoldedName = new Map<string, Place[]>();
  private readonly radius = new Map<number, number>();

  constructor(readonly places: readonly Place[]) {
    for (const place of places) {
      this.byId.set(place.id, place);
      this.bySlug.set(place.slug, place);
      for (const name of new Set(Object.values(place.names).map(foldSearchText))) {
        const list = this.byFoldedName.get(name) ?? [];
        list.push(place);
        this.byFoldedName.set(name, list);
      }
    }
    for (const place of places) {
      if (place.parentId === null) continue;
      const list = this.children.get(place.parentId) ?? [];
      list.push(place);
      this.children.set(place.parentId, list);
    }
  }

  get(id: number): Place | undefined {
    return this.byId.get(id);
  }

  bySlugOf(slug: string): Place | undefined {
    return this.bySlug.get(slug);
  }

  parent(place: Place): Place | undefined {
    return place.parentId === null ? undefined : this.byId.get(place.parentId);
  }

  /** The name in the language, else its base language (en-GB → en), else English. */
  name(place: Place, language: string): string {
    const base = language.split('-')[0] ?? language;
    return place.names[language] ?? place.names[base] ?? place.names[FALLBACK_LANGUAGE] ?? place.slug;
  }

  /** The harbours inside a place: itself for a harbour, a city's harbours, the harbours of a region's cities. */
  harboursOf(place: Place): Place[] {
    if (place.kind === 'harbour') return [place];
    const out: Place[] = [];
    const walk = (p: Place) => {
      for (const child of this.children.get(p.id) ?? []) {
        if (child.kind === 'harbour') out.push(child);
        else walk(child);
      }
    };
    walk(place);
    return out.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  }

  /** Default search radius around a place (km): 50, or for a region enough to reach all its harbours. */
  defaultRadiusKm(place: Place): number {
    if (place.kind !== 'region') return DEFAULT_RADIUS_KM;
    const known = this.radius.get(place.id);
    if (known !== undefined) return known;
    const farthest = Math.max(0, ...this.harboursOf(place).map((h) => haversineKm(place, h)));
    const radius = Math.max(DEFAULT_RADIUS_KM, Math.ceil(farthest + REGION_MARGIN_KM));
    this.radius.set(place.id, radius);
    return radius;
  }

  /**
   * The place a typed address names: an exact (folded) name in any language, trying the whole text and then its
   * first comma-separated part ("Marseille, France"). Prefers the request's language, then cities, regions, harbours,
   * then popularity. Undefined when nothing matches exactly (no fuzzy guess: the client sends coordinates for those).
   */
  resolveAddress(address: string, language: LanguageCode): Place | undefined {
    const candidates = [address, address.split(',')[0] ?? ''];
    for (const text of candidates) {
      const folded = foldSearchText(text);
      if (folded === '') continue;
      const found = this.byFoldedName.get(folded);
      if (!found || found.length === 0) continue;
      const inLanguage = (p: Place) => (foldSearchText(this.name(p, language)) === folded ? 0 : 1);
      return [...found].sort(
        (a, b) => inLanguage(a) - inLanguage(b) || KIND_RANK[a.kind] - KIND_RANK[b.kind] || b.popularity - a.popularity || a.id - b.id,
      )[0];
    }
    return undefined;
  }

  /**
   * Places whose search text contains the folded input anywhere: those where it starts the text or a word first, then
   * by popularity, cities before regions before harbours, then id. An empty input lists the most popular places.
   */
  matching(folded: string, limit: number): Place[] {
    const rank = (p: Place) => (folded === '' || p.searchText.startsWith(folded) || p.searchText.includes(` ${folded}`) ? 0 : 1);
    return this.places
      .filter((p) => folded === '' || p.searchText.includes(folded))
      .map((p) => ({ p, rank: rank(p) }))
      .sort((a, b) => a.rank - b.rank || b.p.popularity - a.p.popularity || KIND_RANK[a.p.kind] - KIND_RANK[b.p.kind] || a.p.id - b.p.id)
      .slice(0, limit)
      .map(({ p }) => p);
  }

  summary(place: Place, language: string): PlaceSummary {
    const parent = this.parent(place);
    return {
      id: place.id,
      slug: place.slug,
      name: this.name(place, language),
      kind: place.kind,
      countryCode: place.countryCode,
      latitude: place.latitude,
      longitude: place.longitude,
      parentName: parent ? this.name(parent, language) : null,
    };
  }

  /** A boat's or activity's place for display: the city of its harbour, else the harbour. */
  localizationOf(harbourId: number): Place | undefined {
    const harbour = this.byId.get(harbourId);
    if (!harbour) return undefined;
    const parent = this.parent(harbour);
    return harbour.kind === 'harbour' && parent?.kind === 'city' ? parent : harbour;
  }
}

const cache = new WeakMap<object, { directory: PlaceDirectory; loadedAt: number; loading?: Promise<PlaceDirectory> }>();

const readPlaces = async (db: Kysely<Database>): Promise<PlaceDirectory> => {
  const rows = await db
    .selectFrom('places')
    .select(['id', 'slug', 'kind', 'country_code', 'names', 'latitude', 'longitude', 'parent_id', 'popularity', 'search_text'])
    .orderBy('id')
    .execute();
  return new PlaceDirectory(
    rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      kind: r.kind,
      countryCode: r.country_code.trim(),
      names: typeof r.names === 'string' ? (JSON.parse(r.names) as Record<string, string>) : r.names,
      latitude: r.latitude,
      longitude: r.longitude,
      parentId: r.parent_id,
      popularity: r.popularity,
      searchText: r.search_text,
    })),
  );
};

/** The directory of this database, read at most every 5 minutes (`nowMs` is the server clock's wall time). */
export const placeDirectory = async (db: Kysely<Database>, nowMs: number = Date.now()): Promise<PlaceDirectory> => {
  const entry = cache.get(db);
  if (entry && nowMs - entry.loadedAt < CACHE_TTL_MS && nowMs >= entry.loadedAt) return entry.directory;
  if (entry?.loading) return entry.loading;
  const loading = readPlaces(db);
  if (entry) entry.loading = loading;
  try {
    const directory = await loading;
    cache.set(db, { directory, loadedAt: nowMs });
    return directory;
  } finally {
    if (entry) delete entry.loading;
  }
};
