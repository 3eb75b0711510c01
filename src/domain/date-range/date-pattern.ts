/**
 * How a language writes a date with digits (the range picker's placeholder and its trigger's text): the order of day,
 * month and year and the separators come from `Intl.DateTimeFormat(language).formatToParts`; the letters standing
 * for each field are the language's own (French "jj/mm/aaaa", German "TT.MM.JJJJ").
 */
import { dateTimeFormat } from '../i18n/intl-formats';

export type DateField = 'day' | 'month' | 'year';

export interface DatePatternPart {
  readonly type: DateField | 'literal';
  readonly value: string;
}

/** The letter for the day, the month and the year in each language (English's for any other). */
const LETTERS: Readonly<Record<string, Readonly<Record<DateField, string>>>> = {
  de: { day: 'T', month: 'M', year: 'J' },
  el: { day: 'η', month: 'μ', year: 'ε' },
  en: { day: 'd', month: 'm', year: 'y' },
  es: { day: 'd', month: 'm', year: 'a' },
  fr: { day: 'j', month: 'm', year: 'a' },
  it: { day: 'g', month: 'm', year: 'a' },
  nl: { day: 'd', month: 'm', year: 'j' },
  pl: { day: 'd', month: 'm', year: 'r' },
  pt: { day: 'd', month: 'm', year: 'a' },
  ru: { day: 'Д', month: 'М', year: 'Г' },
  sv: { day: 'd', month: 'm', year: 'å' },
};

const WIDTH: Readonly<Record<DateField, number>> = { day: 2, month: 2, year: 4 };

const lettersFor = (language: string): Readonly<Record<DateField, string>> =>
  LETTERS[language] ?? LETTERS[language.split('-')[0] ?? ''] ?? { day: 'd', month: 'm', year: 'y' };

/** The sample date's fields (1 January 2000), as `Intl` writes them below. */
const SAMPLE: Readonly<Record<DateField, string>> = { day: '01', month: '01', year: '2000' };

/** A numeric date's fields in order and the separator between them, for a pattern written out below. */
const pattern = (order: readonly DateField[], separator: string): readonly DatePatternPart[] =>
  order.flatMap((field, index): DatePatternPart[] => [...(index > 0 ? [{ type: 'literal' as const, value: separator }] : []), { type: field, value: SAMPLE[field] }]);

/**
 * The site's languages written out as `Intl` writes them (a test holds the two equal): the first `Intl` date format
 * of a page costs a slow phone a quarter of a second of ICU set-up (issue [8]), and the home page needs no other.
 */
const SITE_PATTERNS: Readonly<Record<string, readonly DatePatternPart[]>> = {
  de: pattern(['day', 'month', 'year'], '.'),
  el: pattern(['day', 'month', 'year'], '/'),
  en: pattern(['month', 'day', 'year'], '/'),
  'en-GB': pattern(['day', 'month', 'year'], '/'),
  'en-US': pattern(['month', 'day', 'year'], '/'),
  es: pattern(['day', 'month', 'year'], '/'),
  fr: pattern(['day', 'month', 'year'], '/'),
  it: pattern(['day', 'month', 'year'], '/'),
  nl: pattern(['day', 'month', 'year'], '-'),
  pl: pattern(['day', 'month', 'year'], '.'),
  pt: pattern(['day', 'month', 'year'], '/'),
  ru: pattern(['day', 'month', 'year'], '.'),
  sv: pattern(['year', 'month', 'day'], '-'),
};

/** The parts of a numeric date (2-digit day and month, 4-digit year) in the language, in its order. */
export const datePatternParts = (language: string): readonly DatePatternPart[] => SITE_PATTERNS[language] ?? intlDatePatternParts(language);

/** The parts as `Intl` gives them, for any language. */
export const intlDatePatternParts = (language: string): readonly DatePatternPart[] =>
  dateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2000, 0, 1)))
    .flatMap((part): DatePatternPart[] =>
      part.type === 'day' || part.type === 'month' || part.type === 'year'
        ? [{ type: part.type, value: part.value }]
        : part.type === 'literal'
          ? [{ type: 'literal', value: part.value.replace(/[\u200E\u200F]/g, '') }]
          : [],
    );

/** The order of the fields, e.g. ['day', 'month', 'year'] in French. */
export const dateFieldOrder = (language: string): readonly DateField[] =>
  datePatternParts(language).flatMap((part) => (part.type === 'literal' ? [] : [part.type]));

/** The placeholder of a date in the language: "jj/mm/aaaa" in French, "mm/dd/yyyy" in American English. */
export const datePlaceholder = (language: string): string => {
  const letters = lettersFor(language);
  return datePatternParts(language)
    .map((part) => (part.type === 'literal' ? part.value : letters[part.type].repeat(WIDTH[part.type])))
    .join('');
};

/** A YYYY-MM-DD date written with digits in the language's order and separators ("28/12/2026" in French). */
export const formatNumericDate = (date: string, language: string): string => {
  const values: Readonly<Record<DateField, string>> = { year: date.slice(0, 4), month: date.slice(5, 7), day: date.slice(8, 10) };
  return datePatternParts(language)
    .map((part) => (part.type === 'literal' ? part.value : values[part.type]))
    .join('');
};
