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
const SAME_IN_ENGLISH = new Set(['Seaway', 'Menu', 'OK', 'GPS', 'Wi-Fi', 'Kayak', 'Bimini', 'Gennaker', 'Wakeboard', 'RIB', 'Jet Ski', 'Catamaran', 'Yacht', 'Sail Yacht', 'Motor Yacht', 'Gulet', 'Houseboat', 'Email', 'E-mail', 'Online', 'Stand-up paddle', 'Skipper', 'Apple', 'Google', 'Facebook', 'Flexible', 'Instant booking', 'Super owner', 'Pro', 'Check-in', 'Check-out', 'Cookies', 'Code', 'Total', 'Location', 'Type', 'Description', 'Mail', 'Jet-Ski', 'Design', 'Info', 'Seaway Connect', 'Autopilot', 'Link', 'Password', 'Login', 'SMS', 'Chat', 'Extra', 'Extras', 'Stop', 'Start', 'Sport', 'Party', 'Hotel', 'Marina', 'Budget', 'Filter', 'Filters', 'Status', 'Tour', 'Top']);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The plural categories a language uses for whole numbers (i18next picks keys with Intl.PluralRules). */
const integerPluralCategories = (language: string): Set<string> => {
  const rules = new Intl.PluralRules(language);
  const categories = new Set<string>();
  for (let n = 0; n <= 1000; n++) categories.add(rules.select(n));
  return categories;
};

/**
 * The keys a locale must have: the English ones, where every English plural (key_one/key_other) also needs the
 * language's own whole-number categories (Russian and Polish add _few and _many; without them i18next falls back to
 * English).
 */
const expectedKeys = (english: Record<string, string>, language: string): string[] => {
  const categories = integerPluralCategories(language);
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    if (PLURAL_SUFFIX.test(key) && key.endsWith('_other')) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const c of categories) keys.add(`${base}_${c}`);
      keys.add(`${base}_other`);
    } else if (!PLURAL_SUFFIX.test(key)) {
      keys.add(key);
    }
  }
  return [...keys].sort();
};

/** Keys the language may have: the expected ones plus English's own plural forms. */
const allowedExtra = (english: Record<string, string>): Set<string> => new Set(Object.keys(english).filter((k) => PLURAL_SUFFIX.test(k)));

describe('locales', () => {
  it('has all 13 languages', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const namespace of namespaces) {
    const english = load('en', namespace);
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      it(`${language}/${namespace}.json has exactly the English keys (with its own plural forms)`, () => {
        const actual = Object.keys(load(language, namespace));
        const expected = expectedKeys(english, language);
        const extra = allowedExtra(english);
        expect(expected.filter((k) => !actual.includes(k)), 'missing').toEqual([]);
        expect(actual.filter((k) => !expected.includes(k) && !extra.has(k)).sort(), 'unexpected').toEqual([]);
      });
      it(`${language}/${namespace}.json keeps every interpolation placeholder`, () => {
        const translated = load(language, namespace);
        const placeholders = (s: string) => [...new Set((s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')))].sort();
        for (const [key, value] of Object.entries(english)) {
          expect(placeholders(translated[key] ?? value), `${language} ${namespace}:${key}`).toEqual(placeholders(value));
        }
        // The plural forms English does not have carry the same placeholders as its _other form.
        for (const [key, value] of Object.entries(translated)) {
          if (PLURAL_SUFFIX.test(key) && !(key in english)) {
            const other = english[key.replace(PLURAL_SUFFIX, '_other')] ?? '';
            expect(placeholders(value), `${language} ${namespace}:${key}`).toEqual(placeholders(other));
          }
        }
      });
      if (!language.startsWith('en')) {
        it(`${language}/${namespace}.json leaves no English behind`, () => {
          const translated = load(language, namespace);
          const untranslated = Object.entries(english)
            .filter(([key, value]) => /[a-z]{3}/i.test(value.replace(/\{\{[^}]*\}\}/g, '')) && translated[key] === value && !SAME_IN_ENGLISH.has(value))
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
