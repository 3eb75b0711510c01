import { describe, expect, it } from 'vitest';
import { MAX_REVIEWS, breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, productJsonLd, schemaPrice, webSiteJsonLd, type SeoProduct } from './json-ld';

const boat: SeoProduct = {
  id: '42',
  name: 'Beneteau Oceanis 40',
  description: 'A comfortable sailboat.',
  url: 'https://www.seaway.test/boat-rental/marseille/sailboat/oceanis-42',
  images: ['https://www.seaway.test/media/1.webp', 'https://www.seaway.test/media/2.webp'],
  brand: 'Beneteau',
  model: 'Oceanis 40',
  category: 'Sailboat',
  price: { amountMinor: 25050, currency: 'EUR', minorUnits: 2 },
  priceUnit: 'day',
  available: true,
  rating: { average: 4.66, count: 12 },
  reviews: Array.from({ length: 7 }, (_, i) => ({ author: `Ann ${i}`, rating: 5, body: 'Great', date: '2030-05-01T10:00:00Z' })),
};

describe('schemaPrice', () => {
  it('writes the amount as a decimal with the currency\'s digits', () => {
    expect(schemaPrice({ amountMinor: 25050, currency: 'EUR', minorUnits: 2 })).toBe('250.50');
    expect(schemaPrice({ amountMinor: 25000, currency: 'CLP', minorUnits: 0 })).toBe('25000');
    expect(schemaPrice({ amountMinor: 5, currency: 'EUR', minorUnits: 2 })).toBe('0.05');
  });
});

describe('productJsonLd', () => {
  it('describes the boat with its offer per day, rating and first reviews', () => {
    const product = productJsonLd(boat) as unknown as Record<string, unknown>;
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: '42',
      name: 'Beneteau Oceanis 40',
      image: boat.images,
      brand: { '@type': 'Brand', name: 'Beneteau' },
      model: 'Oceanis 40',
      offers: {
        '@type': 'Offer',
        price: '250.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: boat.url,
        priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'DAY', price: '250.50' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 12, bestRating: 5 },
    });
    expect(product.review).toHaveLength(MAX_REVIEWS);
    expect((product.review as { datePublished: string }[])[0]?.datePublished).toBe('2030-05-01');
  });

  it('leaves out what is unknown: no reviews, no price, no pictures, no brand', () => {
    const product = productJsonLd({ ...boat, rating: { average: 0, count: 0 }, reviews: [], price: undefined, images: [], brand: undefined, model: '' }) as unknown as Record<string, unknown>;
    for (const key of ['aggregateRating', 'review', 'offers', 'image', 'brand', 'model']) expect(product, key).not.toHaveProperty(key);
  });

  it('says per person and out of stock when so', () => {
    const product = productJsonLd({ ...boat, priceUnit: 'person', available: false }) as unknown as { offers: Record<string, unknown> };
    expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(product.offers.priceSpecification).toMatchObject({ unitCode: 'IE', unitText: 'person' });
  });
});

describe('lists and site', () => {
  it('numbers breadcrumbs and listed items from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://s/' }, { name: 'Nice', url: 'https://s/nice' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
        { '@type': 'ListItem', position: 2, name: 'Nice', item: 'https://s/nice' },
      ],
    });
    const list = itemListJsonLd('Boats in Nice', [{ name: 'A', url: 'https://s/a' }, { name: 'B', url: 'https://s/b' }]) as unknown as Record<string, unknown>;
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, itemListElement: [{ position: 1, url: 'https://s/a' }, { position: 2, name: 'B' }] });
  });

  it('describes the organisation and the site search', () => {
    const site = { name: 'Seaway', url: 'https://s/', description: 'Boats', logo: 'https://s/favicon.svg', language: 'fr', searchUrlTemplate: 'https://s/fr/location-bateau/recherche?address={search_term_string}' };
    expect(organizationJsonLd(site)).toMatchObject({ '@type': 'Organization', name: 'Seaway', url: 'https://s/', logo: 'https://s/favicon.svg' });
    expect(webSiteJsonLd(site)).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'fr',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: site.searchUrlTemplate }, 'query-input': 'required name=search_term_string' },
    });
  });
});
