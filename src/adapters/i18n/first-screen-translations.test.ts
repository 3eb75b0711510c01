import { describe, expect, it } from 'vitest';
import i18next, { type BackendModule } from 'i18next';
import { completeTranslations, TranslationLookups } from './first-screen-translations';

const PATH = '/i18n/seaway';
const FILES: Record<string, Record<string, unknown>> = {
  [`${PATH}/fr/common.json`]: { nav: { skipToContent: 'Aller au contenu', signIn: 'Se connecter' }, boats_one: '{{count}} bateau', boats_other: '{{count}} bateaux' },
  [`${PATH}/fr/auth.json`]: { title: 'Connexion', hint: 'Votre e-mail' },
  [`${PATH}/fr/search.json`]: { filters: { people: 'Personnes', cabins: 'Cabines' } },
};
const serve: typeof fetch = async (input) => {
  const file = FILES[String(input)];
  return file ? new Response(JSON.stringify(file), { status: 200, headers: { 'content-type': 'application/json' } }) : new Response('{}', { status: 404 });
};

const instance = async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', fallbackLng: false, ns: ['common'], defaultNS: 'common', resources: {}, interpolation: { escapeValue: false } });
  return i18n;
};

describe('first screen translations', () => {
  it('keeps in a recorded file the keys the render looked up, plural forms included', async () => {
    const i18n = await instance();
    const lookups = new TranslationLookups(i18n);
    i18n.addResourceBundle('fr', 'common', FILES[`${PATH}/fr/common.json`]!);
    i18n.addResourceBundle('fr', 'auth', FILES[`${PATH}/fr/auth.json`]!);
    expect(i18n.t('nav.skipToContent')).toBe('Aller au contenu');
    expect(i18n.t('boats', { count: 3 })).toBe('3 bateaux');
    const recorded = (url: string) => ({ url, status: 200, contentType: 'application/json', body: JSON.stringify(FILES[url]) });
    expect(JSON.parse(lookups.firstScreenOf(recorded(`${PATH}/fr/common.json`), PATH).body)).toEqual({ nav: { skipToContent: 'Aller au contenu' }, boats_other: '{{count}} bateaux' });
    expect(JSON.parse(lookups.firstScreenOf(recorded(`${PATH}/fr/auth.json`), PATH).body)).toEqual({});
    const api = { url: '/api/v6/products', status: 200, contentType: 'application/json', body: '{"products":[]}' };
    expect(lookups.firstScreenOf(api, PATH)).toBe(api);
  });

  it('completes the namespaces a page carried from their files, and keeps what it had when a file fails', async () => {
    const i18n = await instance();
    i18n.addResourceBundle('fr', 'common', { nav: { skipToContent: 'Aller au contenu' } });
    i18n.addResourceBundle('fr', 'auth', {});
    const transferred = [`${PATH}/fr/common.json`, `${PATH}/fr/auth.json`, `${PATH}/fr/missing.json`, '/api/v6/x'].map((url) => ({ url, status: 200, contentType: 'application/json', body: '{}' }));
    expect(i18n.t('nav.signIn')).toBe('nav.signIn');
    await completeTranslations(i18n, transferred, PATH, serve);
    expect(i18n.t('nav.signIn')).toBe('Se connecter');
    expect(i18n.t('nav.skipToContent')).toBe('Aller au contenu');
    expect(i18n.t('auth:hint')).toBe('Votre e-mail');
    await expect(completeTranslations(i18n, transferred, PATH, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });

  it('merges the whole files over the page\'s keys even when these load after the files came', async () => {
    const i18n = i18next.createInstance();
    const slowPage: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (_language, namespace, callback) => void setTimeout(() => callback(null, namespace === 'search' ? { filters: { people: 'Personnes' } } : {}), 20),
    };
    await i18n.use(slowPage).init({ lng: 'fr', fallbackLng: false, ns: [], defaultNS: 'common', interpolation: { escapeValue: false } });
    const transferred = [`${PATH}/fr/search.json`].map((url) => ({ url, status: 200, contentType: 'application/json', body: '{}' }));
    await completeTranslations(i18n, transferred, PATH, serve);
    // The app's own loading of the page's namespaces, after: it finds them loaded and replaces nothing.
    await i18n.loadNamespaces(['search']);
    expect(i18n.t('search:filters.cabins')).toBe('Cabines');
    expect(i18n.t('search:filters.people')).toBe('Personnes');
  });
});
