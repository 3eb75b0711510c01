import { describe, expect, it } from 'vitest';
import { parsePath } from '../routing/route';
import { buildPageHead, type PageHeadParts } from './page-head';

const ORIGIN = 'https://www.seaway.test';

const partsFor = (path: string, extra: Partial<PageHeadParts> = {}): PageHeadParts => {
  const [pathname = '', search = ''] = path.split('?');
  const { route, language } = parsePath(pathname);
  return { origin: ORIGIN, route, language, search: search === '' ? '' : `?${search}`, brand: 'Seaway', tagline: 'Boat rental', title: 'Page', description: 'About the page.', ...extra };
};

describe('buildPageHead', () => {
  it('gives a product page its canonical, 14 alternates, cards with the picture and Product + BreadcrumbList', () => {
    const head = buildPageHead(
      partsFor('/fr/location-bateau/marseille/sailboat/old-slug-42?startDate=2030-01-01', {
        title: 'Oceanis 40 · Voilier à louer à Marseille',
        canonicalRoute: { screen: 'product', seoPrefix: 'location-bateau', localization: 'marseille', boatType: 'sailboat', boatName: 'oceanis-42' },
        image: '/media/42/1.webp',
        ogType: 'product',
        structuredData: [
          {
            kind: 'product',
            product: { id: '42', name: 'Oceanis 40', description: 'Nice', images: ['/media/42/1.webp'], priceUnit: 'day', available: true, price: { amountMinor: 20000, currency: 'EUR', minorUnits: 2 } },
            breadcrumbs: [
              { name: 'Accueil', url: '/fr' },
              { name: 'Marseille', url: '/fr/location-bateau/marseille' },
              { name: 'Oceanis 40', url: '/fr/location-bateau/marseille/sailboat/oceanis-42' },
            ],
          },
        ],
      }),
    );
    const canonical = `${ORIGIN}/fr/location-bateau/marseille/sailboat/oceanis-42`;
    expect(head.title).toBe('Oceanis 40 · Voilier à louer à Marseille · Seaway');
    expect(head.noindex).toBe(false);
    expect(head.language).toBe('fr');
    expect(head.canonical).toBe(canonical);
    expect(head.alternates).toHaveLength(14);
    expect(head.openGraph).toMatchObject({ type: 'product', url: canonical, image: `${ORIGIN}/media/42/1.webp`, locale: 'fr_FR', imageAlt: 'Oceanis 40 · Voilier à louer à Marseille' });
    expect(head.twitter).toMatchObject({ card: 'summary_large_image', image: `${ORIGIN}/media/42/1.webp` });
    const graph = head.jsonLd?.['@graph'] as unknown as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({ url: canonical, image: [`${ORIGIN}/media/42/1.webp`], offers: { url: canonical, price: '200.00' } });
    expect(graph[1]).toMatchObject({ itemListElement: [{ item: `${ORIGIN}/fr` }, { item: `${ORIGIN}/fr/location-bateau/marseille` }, { item: canonical }] });
  });

  it('gives home the brand and tagline, Organization and WebSite', () => {
    const head = buildPageHead(partsFor('/de', { title: '', structuredData: [{ kind: 'site', logo: '/favicon.svg', searchUrlTemplate: '/de/boot-mieten/suche?address={search_term_string}' }] }));
    expect(head.title).toBe('Seaway · Boat rental');
    expect(head.canonical).toBe(`${ORIGIN}/de`);
    expect(head.twitter?.card).toBe('summary');
    const graph = head.jsonLd?.['@graph'] as unknown as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graph[1]).toMatchObject({ potentialAction: { target: { urlTemplate: `${ORIGIN}/de/boot-mieten/suche?address={search_term_string}` } } });
  });

  it('lists a landing\'s boats in an ItemList named by its title, and leaves an empty list out', () => {
    const items = [{ name: 'Boat A', url: '/boat-rental/nice/sailboat/a-1' }];
    const head = buildPageHead(partsFor('/boat-rental/nice?_page=2', { title: 'Boat rental in Nice', structuredData: [{ kind: 'itemList', items }] }));
    expect(head.canonical).toBe(`${ORIGIN}/boat-rental/nice?_page=2`);
    expect(head.jsonLd?.['@graph']).toEqual([
      expect.objectContaining({ '@type': 'ItemList', name: 'Boat rental in Nice', itemListElement: [expect.objectContaining({ url: `${ORIGIN}/boat-rental/nice/sailboat/a-1` })] }),
    ]);
    expect(buildPageHead(partsFor('/boat-rental/nice', { structuredData: [{ kind: 'itemList', items: [] }] })).jsonLd).toBeUndefined();
  });

  it('marks not-found, private pages and a public page in a failed state noindex, with nothing else', () => {
    for (const head of [
      buildPageHead(partsFor('/not-found')),
      buildPageHead(partsFor('/account/bookings')),
      buildPageHead(partsFor('/ps/abc')),
      buildPageHead(partsFor('/boat-rental/nice', { noindex: true, image: '/x.webp' })),
    ]) {
      expect(head).toEqual({ title: 'Page · Seaway', description: 'About the page.', language: head.language, noindex: true, alternates: [] });
    }
  });

  it('truncates the description', () => {
    const head = buildPageHead(partsFor('/', { description: 'word '.repeat(100) }));
    expect(Array.from(head.description).length).toBeLessThanOrEqual(155);
  });
});
