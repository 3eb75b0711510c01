import { Hono } from 'hono';
import { sql } from 'kysely';
import { LANGUAGE_CODES, RENTAL_SEGMENT, DEFAULT_LANGUAGE } from '../../src/domain/i18n/languages';
import { formatRoute } from '../../src/domain/routing/route';
import { escapeHtml } from '../dev/escape-html';
import type { AppEnv, ServerDeps } from '../http/env';
import { slugify } from '../db/seed/fold';
import { placeDirectory } from '../search/place-directory';

/**
 * The sitemap of the published boats (issue [6]: a listing, once published, is found by search engines): an index
 * at /sitemap.xml pointing to pages of boats by id, each URL with its 13 language alternates. Drafts and paused
 * listings are never in it. Pages stay far below the protocol's 50,000 URLs and 50 MB.
 */
export const SITEMAP_BOATS_PER_PAGE = 2000;

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

export const sitemapRoutes = (deps: ServerDeps) => {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const { rows } = await sql<{ n: string }>`select count(*) as n from boats where status = 'published'`.execute(deps.db);
      const pages = Math.max(1, Math.ceil(Number(rows[0]?.n ?? 0) / SITEMAP_BOATS_PER_PAGE));
      const entries = Array.from({ length: pages }, (_, i) => `  <sitemap><loc>${escapeHtml(`${base}/sitemap-boats-${i + 1}.xml`)}</loc></sitemap>`);
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`, 200, XML);
    })
    .get('/:file{sitemap-boats-[1-9][0-9]{0,5}\\.xml}', async (c) => {
      const page = Number(/(\d+)/.exec(c.req.param('file'))?.[1] ?? '0');
      const directory = await placeDirectory(deps.db);
      // Keyset by id through the page's offset: the published boats in id order.
      const { rows } = await sql<{ id: number; slug: string; type: string; place_id: number; updated_at: Date }>`
        select id, slug, type, place_id, updated_at from boats where status = 'published'
        order by id limit ${SITEMAP_BOATS_PER_PAGE}::int offset ${(page - 1) * SITEMAP_BOATS_PER_PAGE}::int`.execute(deps.db);
      if (rows.length === 0 && page > 1) return c.text('Not found', 404);
      const urls = rows.map((row) => {
        const localization = directory.localizationOf(row.place_id);
        const urlIn = (language: (typeof LANGUAGE_CODES)[number]) =>
          `${base}${formatRoute(
            { screen: 'product', seoPrefix: RENTAL_SEGMENT[language], localization: localization?.slug ?? '', boatType: slugify(row.type), boatName: row.slug },
            language,
          )}`;
        const alternates = LANGUAGE_CODES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(urlIn(l))}"/>`);
        return [
          '  <url>',
          `    <loc>${escapeHtml(urlIn(DEFAULT_LANGUAGE))}</loc>`,
          `    <lastmod>${new Date(row.updated_at).toISOString().slice(0, 10)}</lastmod>`,
          ...alternates,
          '  </url>',
        ].join('\n');
      });
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
        200,
        XML,
      );
    });
};
