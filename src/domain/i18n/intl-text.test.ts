import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameSpaces } from './intl-text';

describe('sameSpaces', () => {
  it('reads the same for the two spellings of a range and of a French amount', () => {
    expect(sameSpaces('Jan 29\u2009–\u2009Feb 4, 2027')).toBe('Jan 29 – Feb 4, 2027');
    expect(sameSpaces('1\u202F234,00\u00A0€')).toBe(sameSpaces('1\u00A0234,00\u00A0€'));
  });

  it('keeps the length and every character other than those spaces (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\u00A0', '\u2009', '\u200A', '\u202F', '–', '1') }), (text) => {
        const result = sameSpaces(text);
        expect(result).toHaveLength(text.length);
        expect(sameSpaces(result)).toBe(result);
        expect(result).not.toMatch(/[\u2009\u200A\u202F]/);
      }),
    );
  });
});
