import { Hono } from 'hono';
import { sql } from 'kysely';
import { LANGUAGE_CODES } from '../../src/domain/i18n/languages';
import type { BoatType } from '../../src/domain/search/search-filters';
import type { AppEnv, ServerDeps } from '../http/env';
import { placeDirectory, type PlaceDirectory } from '../search/place-directory';
import { activityPage, fixedPages, landingPages, productPage, type SitemapPage } from './sitemap-pages';
import { SITEMAP_URLS_PER_PAGE, parseSitemapFile, sitemapIndex, sitemapPath, urlEntry, urlSet } from './sitemap-xml';

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/** Published boats only: drafts, paused and rejected listings are never in a sitemap. */
const published = sql<boolean>`status = 'published'`;

/**
 * The pages every language lists before the products: home, searches, landings, activities (a few hundred, in memory;
 * the products, tens of thousands, are read page by page).
 */
const pagesBeforeProducts = async (deps: ServerDeps, directory: PlaceDirectory): Promise<SitemapPage[]> => {
  const [boatPlaces, activities] = await Promise.all([
    sql<{ place_id: number; type: BoatType }>`select distinct place_id, type from boats where ${published} and place_id is not null`.execute(deps.db),
    sql<{ id: number; slug: string; place_id: number }>`select id, slug, place_id from activities order by id`.execute(deps.db),
  ]);
  const landings = landingPages(
    { boatPlaces: boatPlaces.rows.map((r) => ({ placeId: r.place_id, type: r.type })), activityPlaceIds: activities.rows.map((r) => r.place_id) },
    directory,
  );
  const activityPages = activities.rows.map((r) => activityPage({ id: r.id, slug: r.slug, placeSlug: directory.localizationOf(r.place_id)?.slug }));
  return [...fixedPages(), ...landings, ...activityPages];
};

const publishedBoats = async (deps: ServerDeps): Promise<{ count: number; lastmod: string | undefined }> => {
  const { rows } = await sql<{ n: string; latest: Date | null }>`select count(*) as n, max(updated_at) as latest from boats where ${published} and place_id is not null`.execute(deps.db);
  const latest = rows[0]?.latest;
  return { count: Number(rows[0]?.n ?? 0), lastmod: latest ? new Date(latest).toISOString().slice(0, 10) : undefined };
};

/**
 * The sitemaps (issue [8]): /sitemap.xml is an index of one sitemap per language (paged above SITEMAP_URLS_PER_PAGE
 * URLs), each listing that language's home, searches, landings, activity pages and the product pages of published
 * boats, every URL with its alternates in the 13 languages and x-default. Generated from the database on request.
 */
export const sitemapRoutes = (deps: ServerDeps) => {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const directory = await placeDirectory(deps.db);
      const [before, boats] = await Promise.all([pagesBeforeProducts(deps, directory), publishedBoats(deps)]);
      const pages = Math.max(1, Math.ceil((before.length + boats.count) / SITEMAP_URLS_PER_PAGE));
      const sitemaps = LANGUAGE_CODES.flatMap((language) =>
        Array.from({ length: pages }, (_, i) => ({ loc: `${base}${sitemapPath(language, i + 1)}`, lastmod: boats.lastmod })),
      );
      return c.body(sitemapIndex(sitemaps), 200, XML);
    })
    .get('/sitemaps/:file{[A-Za-z0-9-]{2,20}\\.xml}', async (c) => {
      const named = parseSitemapFile(c.req.param('file'));
      if (!named) return c.text('Not found', 404);
      const directory = await placeDirectory(deps.db);
      const [before, boats] = await Promise.all([pagesBeforeProducts(deps, directory), publishedBoats(deps)]);
      const start = (named.page - 1) * SITEMAP_URLS_PER_PAGE;
      const end = start + SITEMAP_URLS_PER_PAGE;
      if (named.page > 1 && start >= before.length + boats.count) return c.text('Not found', 404);
      // The products after the other pages, in id order: this file's share of them.
      const productOffset = Math.max(0, start - before.length);
      const productLimit = Math.max(0, end - Math.max(start, before.length));
      const { rows } =
        productLimit === 0
          ? { rows: [] }
          : await sql<{ slug: string; type: string; place_id: number; updated_at: Date }>`
              select slug, type, place_id, updated_at from boats where ${published} and place_id is not null
              order by id limit ${productLimit}::int offset ${productOffset}::int`.execute(deps.db);
      const products = rows.map((r) => productPage({ slug: r.slug, type: r.type, placeId: r.place_id, updatedAt: new Date(r.updated_at) }, directory));
      const entries = [...before.slice(start, end), ...products].map((page) => urlEntry(page, named.language, base));
      return c.body(urlSet(entries), 200, XML);
    });
};
