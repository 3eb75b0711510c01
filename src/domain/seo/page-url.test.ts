import { describe, expect, it } from 'vitest';
import { parsePath, type Route } from '../routing/route';
import {
  absoluteUrl,
  alternates,
  canonicalQuery,
  canonicalUrl,
  isIndexable,
  ogLocale,
  ogLocaleAlternates,
  translateLandingSegments,
  translateRoute,
} from './page-url';

const ORIGIN = 'https://www.seaway.test';
const context = { origin: ORIGIN };
const hrefOf = (list: readonly { hreflang: string; href: string }[], hreflang: string) => list.find((a) => a.hreflang === hreflang)?.href;

describe('alternates', () => {
  it('gives a landing in every language with its own rental word: /fr/location-bateau/marseille ↔ /de/boot-mieten/marseille', () => {
    const { route } = parsePath('/fr/location-bateau/marseille');
    const list = alternates(route, '', context);
    expect(list).toHaveLength(14);
    expect(hrefOf(list, 'fr')).toBe(`${ORIGIN}/fr/location-bateau/marseille`);
    expect(hrefOf(list, 'de')).toBe(`${ORIGIN}/de/boot-mieten/marseille`);
    expect(hrefOf(list, 'en')).toBe(`${ORIGIN}/boat-rental/marseille`);
    expect(hrefOf(list, 'en-GB')).toBe(`${ORIGIN}/en-GB/boat-hire/marseille`);
    expect(hrefOf(list, 'en-US')).toBe(`${ORIGIN}/en-US/boat-rental/marseille`);
    expect(hrefOf(list, 'pl')).toBe(`${ORIGIN}/pl/czarter-jacht%C3%B3w/marseille`);
    expect(hrefOf(list, 'x-default')).toBe(`${ORIGIN}/boat-rental/marseille`);
  });

  it('translates a product page prefix and keeps its slugs', () => {
    const { route } = parsePath('/de/boot-mieten/marseille/sailboat/beneteau-oceanis-12');
    const list = alternates(route, '?startDate=2030-01-01', context);
    expect(hrefOf(list, 'es')).toBe(`${ORIGIN}/es/alquiler-barcos/marseille/sailboat/beneteau-oceanis-12`);
    expect(hrefOf(list, 'x-default')).toBe(`${ORIGIN}/boat-rental/marseille/sailboat/beneteau-oceanis-12`);
    expect(list.map((a) => a.hreflang)).toEqual(['de', 'en', 'es', 'fr', 'el', 'it', 'nl', 'pl', 'pt', 'ru', 'sv', 'en-GB', 'en-US', 'x-default']);
  });

  it('translates an experiences landing word and what follows it', () => {
    expect(translateLandingSegments(['experiences-marseille'], 'de')).toEqual(['erlebnisse-marseille']);
    expect(translateLandingSegments(['erlebnisse', 'nice'], 'ru')).toEqual(['vpechatleniya', 'nice']);
    expect(translateLandingSegments(['marseille', 'sailboat'], 'fr')).toEqual(['marseille', 'sailboat']);
    expect(translateLandingSegments(['Location-Bateau', 'nice'], 'it')).toEqual(['noleggio-barche', 'nice']);
  });

  it('uses the search and activity words of each language', () => {
    const search = alternates({ screen: 'search', kind: 'boat' }, '?address=Nice&page=3', context);
    expect(hrefOf(search, 'fr')).toBe(`${ORIGIN}/fr/location-bateau/recherche?address=Nice`);
    const activity: Route = { screen: 'activity', id: '7', placeSlug: 'nice', activitySlug: 'sunset-cruise' };
    expect(hrefOf(alternates(activity, '', context), 'it')).toBe(`${ORIGIN}/it/esperienze/nice/sunset-cruise-7`);
  });

  it('honours another default language for x-default and the unprefixed path', () => {
    const list = alternates({ screen: 'home' }, '', { origin: `${ORIGIN}/`, defaultLanguage: 'fr' });
    expect(hrefOf(list, 'fr')).toBe(`${ORIGIN}/`);
    expect(hrefOf(list, 'en')).toBe(`${ORIGIN}/en`);
    expect(hrefOf(list, 'x-default')).toBe(`${ORIGIN}/`);
  });
});

describe('canonical', () => {
  it('keeps only the place and boat types of a search, normalised (types in one order)', () => {
    const search = '?utm_source=x&sort=price&page=2&startDate=2030-01-01&types=Sailboat;Catamaran&address=Saint+Tropez&gclid=1&numberOfPeople=4';
    expect(canonicalQuery({ screen: 'search', kind: 'boat' }, search)).toBe('address=Saint+Tropez&types=Catamaran;Sailboat');
    expect(canonicalQuery({ screen: 'search', kind: 'activity' }, search)).toBe('address=Saint+Tropez');
    expect(canonicalQuery({ screen: 'search', kind: 'boat' }, '?types=NotAType')).toBe('');
  });

  it('keeps a landing page number above 1, nothing for other pages', () => {
    const landing: Route = { screen: 'genericLanding', segments: ['boat-rental', 'nice'] };
    expect(canonicalQuery(landing, '?_page=3&utm_campaign=a')).toBe('_page=3');
    expect(canonicalQuery(landing, '?_page=1')).toBe('');
    expect(canonicalQuery(landing, '?_page=abc')).toBe('');
    expect(canonicalQuery({ screen: 'home' }, '?gclid=1')).toBe('');
  });

  it('is the page in its own language without tracking', () => {
    const { route, language } = parsePath('/fr/location-bateau/marseille/sailboat/x-1');
    expect(canonicalUrl(route, language, '?startDate=2030-01-01&utm_source=news', context)).toBe(`${ORIGIN}/fr/location-bateau/marseille/sailboat/x-1`);
  });
});

describe('isIndexable', () => {
  it('indexes the public pages only', () => {
    for (const path of ['/', '/boat-rental/search', '/boat-rental/nice/sailboat/x-1', '/experiences/nice/tour-3', '/experiences-nice', '/boat-rental/nice']) {
      expect(isIndexable(parsePath(path).route.screen), path).toBe(true);
    }
    for (const path of ['/not-found', '/account', '/ps/abc', '/booking/autorefunds', '/login', '/account/chat/list']) {
      expect(isIndexable(parsePath(path).route.screen), path).toBe(false);
    }
  });
});

describe('Open Graph locales and absolute URLs', () => {
  it('names a territory for every language', () => {
    expect(ogLocale('fr')).toBe('fr_FR');
    expect(ogLocale('en')).toBe('en_GB');
    expect(ogLocale('en-US')).toBe('en_US');
    expect(ogLocale('el')).toBe('el_GR');
    expect(ogLocale('sv')).toBe('sv_SE');
    const others = ogLocaleAlternates('en');
    expect(others).not.toContain('en_GB');
    expect(new Set(others).size).toBe(others.length);
    expect(others).toHaveLength(11);
  });

  it('makes a picture absolute', () => {
    expect(absoluteUrl(ORIGIN, '/media/boats/1.webp')).toBe(`${ORIGIN}/media/boats/1.webp`);
    expect(absoluteUrl(`${ORIGIN}/`, 'media/1.webp')).toBe(`${ORIGIN}/media/1.webp`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.test/1.jpg')).toBe('https://cdn.test/1.jpg');
    expect(absoluteUrl(ORIGIN, '//cdn.test/1.jpg')).toBe('https://cdn.test/1.jpg');
  });

  it('leaves the routes without SEO words unchanged', () => {
    const route: Route = { screen: 'account', section: 'bookings' };
    expect(translateRoute(route, 'de')).toBe(route);
  });
});
