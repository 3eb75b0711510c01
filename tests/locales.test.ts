import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../src/domain/i18n/languages';

/** Guide habit 8: every key exists in all 13 locales, written in the locale's language. */
const LOCALES_DIR = join(import.meta.dirname, '..', 'locales');

const flatten = (value: unknown, prefix = ''): Record<string, string> => {
  if (typeof value === 'string') return { [prefix]: value };
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix}: expected a string or an object`);
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
};

const load = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as unknown);

const namespaces = readdirSync(join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));

/** Words that are the same in English and in the other language (brand, loanwords, units). */
const SAME_IN_ENGLISH = new Set(['Seaway', 'Menu', 'OK', 'GPS', 'Wi-Fi', 'Kayak', 'Bimini', 'Gennaker', 'Wakeboard', 'RIB', 'Jet Ski', 'Catamaran', 'Yacht', 'Sail Yacht', 'Motor Yacht', 'Gulet', 'Houseboat', 'Email', 'E-mail', 'Online', 'Stand-up paddle', 'Skipper', 'Apple', 'Google', 'Facebook', 'Flexible', 'Instant booking', 'Super owner', 'Pro', 'Check-in', 'Check-out', 'Cookies', 'Code', 'Total', 'Location', 'Type', 'Description', 'Mail', 'Jet-Ski', 'Design', 'Info', 'Link', 'Password', 'Login', 'SMS', 'Chat', 'Extra', 'Extras', 'Stop', 'Start', 'Sport', 'Party', 'Hotel', 'Marina', 'Budget', 'Filter', 'Filters', 'Status', 'Tour', 'Top']);

describe('locales', () => {
  it('has all 13 languages', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const namespace of namespaces) {
    const english = load('en', namespace);
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      it(`${language}/${namespace}.json has exactly the English keys`, () => {
        expect(Object.keys(load(language, namespace)).sort()).toEqual(Object.keys(english).sort());
      });
      it(`${language}/${namespace}.json keeps every interpolation placeholder`, () => {
        const translated = load(language, namespace);
        for (const [key, value] of Object.entries(english)) {
          const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
          expect(placeholders(translated[key] ?? ''), `${language} ${namespace}:${key}`).toEqual(placeholders(value));
        }
      });
      if (!language.startsWith('en')) {
        it(`${language}/${namespace}.json leaves no English behind`, () => {
          const translated = load(language, namespace);
          const untranslated = Object.entries(english)
            .filter(([key, value]) => /[a-z]{3}/i.test(value) && translated[key] === value && !SAME_IN_ENGLISH.has(value))
            .map(([key]) => key);
          expect(untranslated).toEqual([]);
        });
      }
    }
  }

  it('no value is empty or a raw key', () => {
    for (const language of LANGUAGE_CODES) {
      for (const namespace of namespaces) {
        for (const [key, value] of Object.entries(load(language, namespace))) {
          expect(value.trim(), `${language} ${namespace}:${key}`).not.toBe('');
          expect(value, `${language} ${namespace}:${key}`).not.toBe(key);
        }
      }
    }
  });
});
