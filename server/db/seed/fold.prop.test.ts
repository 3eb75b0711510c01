import fc from 'fast-check';
import { describe, it } from 'vitest';
import { foldSearchText, slugify } from './fold';

describe('foldSearchText', () => {
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => foldSearchText(foldSearchText(s)) === foldSearchText(s)));
  });
});

describe('slugify', () => {
  it('only gives lower-case ASCII words joined by single hyphens', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(slugify(s))));
  });
});
