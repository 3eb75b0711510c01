import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type Resource, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { activityDetail } from '../../../tests/fakes/activity';
import { activitySummary, landingResponse, productDetail } from '../../../tests/fakes/search';
import type { LanguageCode } from '../../domain/i18n/languages';
import { toActivityCard, toProductCard } from '../../application/search/product-card';
import { homePageHead, landingPageHead, notFoundPageHead } from './page-heads';
import { searchPageHead } from './search-page-head';
import { productPageHead } from './product-page-head';
import { activityPageHead } from './activity-page-head';
import type { PageHeadContext } from './use-page-head';

const NAMESPACES = ['common', 'product', 'search', 'activity'];
const translator = async (language: LanguageCode): Promise<TFunction> => {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    [language, 'en'].map((lang) => [lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', lang, `${ns}.json`), 'utf8')) as unknown]))]),
  );
  await instance.init({ lng: language, fallbackLng: 'en', resources: resources as Resource, ns: NAMESPACES, defaultNS: 'common', interpolation: { escapeValue: false } });
  return instance.t;
};

const USD = { code: 'USD', rate: 1.1, symbol: '$', minorUnits: 2 };
const contextFor = async (language: LanguageCode): Promise<PageHeadContext> => ({ t: await translator(language), language, defaultLanguage: 'en', currency: USD });
const cardContext = { language: 'en' as const, defaultLanguage: 'en' as const, currency: USD, now: Date.parse('2030-01-01') };

describe('productPageHead', () => {
  it('titles the boat with its type and place, describes it with its own text and gives Product + breadcrumb data', async () => {
    const context = await contextFor('en');
    const product = productDetail({ discountPercentage: 10 });
    const head = productPageHead({ status: 'ready', product, title: 'Bavaria Cruiser 46 · 12.5 m' }, context);
    expect(head.title).toBe('Bavaria Cruiser 46 · 12.5 m · Sailboat rental in Marseille');
    expect(head.description).toBe('A well-kept sailboat.');
    expect(head.canonicalRoute).toEqual({ screen: 'product', seoPrefix: 'boat-rental', localization: 'marseille', boatType: 'sailboat', boatName: 'bavaria-cruiser-46-101' });
    expect(head.image).toBe('/media/boats/101/1.svg');
    expect(head.ogType).toBe('product');
    const data = head.structuredData?.[0];
    if (data?.kind !== 'product') throw new Error('expected a product');
    // 250 € a day less 10 %, in dollars at 1.1.
    expect(data.product).toMatchObject({ id: '101', name: 'Bavaria Cruiser 46 · 12.5 m', brand: 'Bavaria', model: 'Cruiser 46', category: 'Sailboat', priceUnit: 'day', price: { amountMinor: 24750, currency: 'USD', minorUnits: 2 } });
    expect(data.product.reviews).toEqual([{ author: 'Paul', rating: 5, body: 'Great day.', date: '2024-06-01T10:00:00Z' }]);
    expect(data.breadcrumbs.map((c) => c.url)).toEqual(['/', '/boat-rental/marseille', '/boat-rental/marseille/sailboat/bavaria-cruiser-46-101']);
  });

  it('writes the title in the page language, falls back to the generic description, and is noindex when not found or failed', async () => {
    const context = await contextFor('fr');
    const head = productPageHead({ status: 'ready', product: productDetail({ description: '  ' }), title: 'Bavaria Cruiser 46' }, context);
    expect(head.title).toBe('Bavaria Cruiser 46 · Voilier à louer à Marseille');
    expect(head.description).toContain('Marseille');
    expect(head.canonicalRoute).toMatchObject({ seoPrefix: 'location-bateau' });
    expect(productPageHead({ status: 'notFound', product: null, title: '' }, context)).toMatchObject({ noindex: true, title: 'Page introuvable' });
    expect(productPageHead({ status: 'error', product: null, title: '' }, context).noindex).toBe(true);
    expect(productPageHead({ status: 'loading', product: null, title: '' }, context).noindex).toBe(false);
  });
});

describe('activityPageHead', () => {
  it('offers the activity per person with the breadcrumb through its place', async () => {
    const context = await contextFor('de');
    const head = activityPageHead({ status: 'ready', activity: activityDetail(), duration: '2,5', pricePerPerson: '49,50 $' }, context);
    expect(head.canonicalRoute).toEqual({ screen: 'activity', id: '501', placeSlug: 'marseille', activitySlug: 'sunset-cruise-marseille' });
    const data = head.structuredData?.[0];
    if (data?.kind !== 'product') throw new Error('expected a product');
    expect(data.product).toMatchObject({ priceUnit: 'person', price: { amountMinor: 4950, currency: 'USD' }, images: ['/media/activities/501.svg'] });
    expect(data.breadcrumbs.map((c) => c.url)).toEqual(['/de', '/de/erlebnisse-marseille', '/de/erlebnisse/marseille/sunset-cruise-marseille-501']);
  });
});

describe('searchPageHead and landingPageHead', () => {
  it('counts the boats of the place once loaded, and lists them without their query', async () => {
    const context = await contextFor('en');
    const cards = [toProductCard(productDetail(), true, { ...cardContext, dates: { startDate: '2030-06-01' } })];
    const page = { kind: 'boat' as const, placeName: 'Marseille', count: 40, hasLoaded: true, productCards: cards, activityCards: [] };
    const head = searchPageHead(page, context);
    expect(head.title).toBe('40 boats to rent in Marseille');
    expect(head.description).toContain('40 boats to rent in Marseille');
    expect(head.structuredData).toEqual([{ kind: 'itemList', items: [{ name: cards[0]?.title, url: '/boat-rental/marseille/sailboat/bavaria-cruiser-46-101' }] }]);
    expect(searchPageHead({ ...page, count: 1 }, context).title).toBe('1 boat to rent in Marseille');
    expect(searchPageHead({ ...page, hasLoaded: false }, context).title).toBe('Boat rental in Marseille');
    expect(searchPageHead({ ...page, placeName: undefined }, context, 'activity').title).toBe('Boat activities');
    expect(searchPageHead({ ...page, count: 5 }, await contextFor('pl')).title).toBe('Marseille: 5 łodzi do wynajęcia');
  });

  it('titles a landing with its count, lists its activities, and is noindex when not found', async () => {
    const context = await contextFor('en');
    const activities = [toActivityCard(activitySummary(), cardContext)];
    const landing = landingResponse({ kind: 'activity', title: 'Boat activities in Marseille', count: 3 });
    const head = landingPageHead({ status: 'ready', landing, productCards: [], activityCards: activities }, context);
    expect(head.title).toBe('Boat activities in Marseille: 3 activities');
    expect(head.description).toBe('Rent a boat in Marseille.');
    expect(head.image).toBe('/media/activities/501.svg');
    expect(head.structuredData).toEqual([{ kind: 'itemList', items: [{ name: 'Sunset cruise in Marseille', url: '/experiences/marseille/sunset-cruise-marseille-501' }] }]);
    expect(landingPageHead({ status: 'notFound', landing: null, productCards: [], activityCards: [] }, context).noindex).toBe(true);
  });
});

describe('home and not found', () => {
  it('gives home the site search of the page language', async () => {
    const head = homePageHead(await contextFor('it'));
    expect(head.title).toBe('');
    expect(head.structuredData).toEqual([{ kind: 'site', logo: '/favicon.svg', searchUrlTemplate: '/it/noleggio-barche/ricerca?address={search_term_string}' }]);
    expect(notFoundPageHead(await contextFor('en'))).toMatchObject({ noindex: true, title: 'Page not found' });
  });
});
