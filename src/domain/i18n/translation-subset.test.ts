import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translationFileOf, translationSubset, valueAtPath, type TranslationTree } from './translation-subset';

const PATH = '/i18n/seaway';

const common: TranslationTree = {
  nav: { skipToContent: 'Skip to content', signIn: 'Sign in' },
  results_one: '{{count}} boat',
  results_other: '{{count}} boats',
  footer: { links: { about: 'About', help: 'Help' } },
};

describe('translationFileOf', () => {
  it('reads the language and namespace of a translation file, nothing else', () => {
    expect(translationFileOf(`${PATH}/en-GB/search.json`, PATH)).toEqual({ language: 'en-GB', namespace: 'search' });
    expect(translationFileOf('/api/v6/products?address=x.json', PATH)).toBeUndefined();
    expect(translationFileOf(`${PATH}/fr/../common.json`, PATH)).toBeUndefined();
  });
});

describe('translationSubset', () => {
  it('keeps the keys used, at their paths, and nothing else', () => {
    expect(JSON.parse(JSON.stringify(translationSubset(common, ['nav.skipToContent', 'results_other', 'missing.key', 'nav.skipToContent.deeper'])))).toEqual({
      nav: { skipToContent: 'Skip to content' },
      results_other: '{{count}} boats',
    });
  });

  it('takes a subtree whole where a key names one, without writing into the file', () => {
    const before = JSON.stringify(common);
    const subset = translationSubset(common, ['footer.links', 'footer.links.about', 'footer']);
    expect(JSON.parse(JSON.stringify(subset))).toEqual({ footer: common.footer });
    expect(JSON.stringify(common)).toBe(before);
  });

  it('keeps a key written whole in the file, as i18next reads it', () => {
    expect(JSON.parse(JSON.stringify(translationSubset({ 'a.b': 'flat', c: { d: 'nested' } }, ['a.b', 'c.d', 'x'])))).toEqual({ 'a.b': 'flat', c: { d: 'nested' } });
  });

  it('treats `__proto__` as a key like any other', () => {
    const file = JSON.parse('{"__proto__": {"polluted": "yes"}, "a": "b"}') as TranslationTree;
    const subset = translationSubset(file, ['__proto__.polluted', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(subset))).toEqual(JSON.parse('{"__proto__": {"polluted": "yes"}, "a": "b"}'));
  });

  const segment = fc.constantFrom('a', 'b', 'c', 'title', 'count_one');
  const tree: fc.Arbitrary<TranslationTree> = fc.letrec<{ tree: TranslationTree; value: unknown }>((tie) => ({
    tree: fc.dictionary(segment, tie('value'), { maxKeys: 4 }),
    value: fc.oneof({ depthSize: 'small' }, fc.string(), tie('tree')),
  })).tree;
  const key = fc.array(segment, { minLength: 1, maxLength: 4 }).map((path) => path.join('.'));

  it('every key used reads the same value from the subset as from the file, and the subset holds no other text (property)', () => {
    fc.assert(
      fc.property(tree, fc.array(key, { maxLength: 12 }), (file, keys) => {
        const subset = translationSubset(file, keys);
        for (const k of keys) {
          const path = k.split('.');
          const fromFile = valueAtPath(file, path);
          if (fromFile !== undefined) expect(valueAtPath(subset, path)).toEqual(fromFile);
        }
        // Every text in the subset is the file's, at a path one of the keys leads to or through.
        const texts = (t: unknown, path: string[]): string[][] =>
          typeof t === 'string' ? [path] : t !== null && typeof t === 'object' ? Object.keys(t).flatMap((k) => texts((t as TranslationTree)[k], [...path, k])) : [];
        for (const path of texts(subset, [])) {
          expect(valueAtPath(file, path)).toBe(valueAtPath(subset, path));
          expect(keys.some((k) => path.join('.').startsWith(k))).toBe(true);
        }
      }),
    );
  });
});
