import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, collapseWhitespace, truncateAtWord } from './text';

describe('truncateAtWord', () => {
  it('keeps a text that fits, whitespace collapsed', () => {
    expect(truncateAtWord('  A fine\n\nboat  for   families. ')).toBe('A fine boat for families.');
    expect(collapseWhitespace('\tx \n y ')).toBe('x y');
  });

  it('cuts a long description at a word boundary with an ellipsis', () => {
    const text = 'Sail along the calanques on a recent and comfortable sailboat, with three double cabins, two bathrooms, a large cockpit and every piece of safety equipment you need for a week at sea.';
    const cut = truncateAtWord(text);
    expect(Array.from(cut).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(' ');
  });

  it('drops punctuation left at the cut and cuts a single long word inside it', () => {
    expect(truncateAtWord('one two, three four', 10)).toBe('one two…');
    expect(truncateAtWord('abcdefghijklmnop', 6)).toBe('abcde…');
    expect(truncateAtWord('abc def', 0)).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateAtWord('⛵⛵⛵ 🌊🌊🌊 🐟', 9)).toBe('⛵⛵⛵ 🌊🌊🌊 🐟');
    expect(truncateAtWord('⛵⛵⛵ 🌊🌊🌊 🐟', 8)).toBe('⛵⛵⛵ 🌊🌊🌊…');
    expect(truncateAtWord('🌊🌊🌊🌊🌊🌊🌊🌊', 4)).toBe('🌊🌊🌊…');
  });
});
