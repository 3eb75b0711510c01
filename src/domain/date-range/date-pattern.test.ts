import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../i18n/languages';
import { addDays } from '../search/iso-date';
import { dateFieldOrder, datePlaceholder, formatNumericDate } from './date-pattern';

describe('date pattern', () => {
  it('derives the order and letters from the language', () => {
    expect(datePlaceholder('fr')).toBe('jj/mm/aaaa');
    expect(datePlaceholder('de')).toBe('TT.MM.JJJJ');
    expect(datePlaceholder('en-US')).toBe('mm/dd/yyyy');
    expect(datePlaceholder('en-GB')).toBe('dd/mm/yyyy');
    expect(datePlaceholder('sv')).toBe('åååå-mm-dd');
    expect(dateFieldOrder('fr')).toEqual(['day', 'month', 'year']);
    expect(dateFieldOrder('en-US')).toEqual(['month', 'day', 'year']);
  });

  it('writes a date in that order', () => {
    expect(formatNumericDate('2026-12-28', 'fr')).toBe('28/12/2026');
    expect(formatNumericDate('2026-12-28', 'en-US')).toBe('12/28/2026');
    expect(formatNumericDate('2026-12-28', 'sv')).toBe('2026-12-28');
  });

  it('a written date has the placeholder’s shape in every language, and agrees with Intl', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGE_CODES), fc.integer({ min: 0, max: 3000 }), (language, n) => {
        const date = addDays('2020-01-01', n);
        const written = formatNumericDate(date, language);
        expect(written.length).toBe(datePlaceholder(language).length);
        const intl = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${date}T00:00:00Z`),
        );
        expect(written).toBe(intl.replace(/[\u200E\u200F]/g, ''));
      }),
    );
  });
});
