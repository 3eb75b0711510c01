/** Letters that Unicode does not decompose into a base letter and an accent. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i', þ: 'th', ð: 'd', ς: 'σ',
};

/**
 * Folds a text for accent- and case-insensitive matching: lower case, accents removed (also Greek tonos),
 * ł → l, ß → ss... Apply it to both the stored search_text and the user's input.
 */
export const foldSearchText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łđøæœßıþðς]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/[\s'’\-–—.,/()]+/g, ' ')
    .trim();

/** A URL slug: folded, ASCII letters and digits joined by hyphens. */
export const slugify = (text: string): string =>
  foldSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
