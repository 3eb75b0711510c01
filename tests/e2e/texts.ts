import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The texts the browser tests look for, read from the locale files the app shows. */
export type Language = 'en' | 'fr';
export type Texts = (key: string, values?: Record<string, string | number>) => string;

const LOCALES = join(import.meta.dirname, '..', '..', 'locales');

const lookup = (tree: unknown, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
};

const readLocale = (language: Language, namespace: string): unknown => {
  const file = join(LOCALES, language, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : {};
};

/** The texts the app shows: the language's own, else English (the app's fallback, while a locale is not translated). */
export const texts = (language: Language, namespace = 'auth'): Texts => {
  const own = readLocale(language, namespace);
  const english = readLocale('en', namespace);
  return (key, values = {}) => {
    const template = lookup(own, key) ?? lookup(english, key);
    if (template === undefined) throw new Error(`No text for ${namespace}:${key}`);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
};

