import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseWhitespace, truncateAtWord } from './text';

const words = fc.array(fc.string({ minLength: 1, maxLength: 14, unit: 'grapheme' }), { maxLength: 40 }).map((parts) => parts.join(' '));

describe('truncateAtWord (properties)', () => {
  it('never exceeds the limit, keeps a prefix of the collapsed text, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(words, fc.string({ maxLength: 300, unit: 'grapheme' })), fc.integer({ min: 2, max: 200 }), (text, max) => {
        const collapsed = collapseWhitespace(text);
        const cut = truncateAtWord(text, max);
        expect(Array.from(cut).length).toBeLessThanOrEqual(max);
        if (Array.from(collapsed).length <= max) {
          expect(cut).toBe(collapsed);
        } else {
          expect(cut.endsWith('…')).toBe(true);
          expect(collapsed.startsWith(cut.slice(0, -1))).toBe(true);
        }
        expect(truncateAtWord(cut, max)).toBe(cut);
      }),
    );
  });

  it('ends between words whenever the kept part holds a space', () => {
    fc.assert(
      fc.property(words, fc.integer({ min: 10, max: 120 }), (text, max) => {
        const collapsed = collapseWhitespace(text);
        const cut = truncateAtWord(text, max);
        if (cut === collapsed) return;
        const kept = cut.slice(0, -1);
        const window = Array.from(collapsed).slice(0, max - 1).join('');
        if (window.lastIndexOf(' ') > 0) {
          // The character after the kept part (before punctuation was dropped) is a space or the kept part ends a word.
          const rest = collapsed.slice(kept.length);
          expect(rest === '' || /^[\s,;:.!?·–—-]*\s/u.test(rest)).toBe(true);
        }
      }),
    );
  });
});
