/**
 * How a language writes a date with digits (the range picker's placeholder and its trigger's text): the order of day,
 * month and year and the separators come from `Intl.DateTimeFormat(language)` writing a date whose day, month and
 * year differ (22 November 2033); the letters standing for each field are the language's own (French "jj/mm/aaaa",
 * German "TT.MM.JJJJ").
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

const FIELD_OF: Readonly<Record<string, DateField>> = { '22': 'day', '11': 'month', '2033': 'year' };

/** The parts of a numeric date (2-digit day and month, 4-digit year) in the language, in its order. */
export const datePatternParts = (language: string): readonly DatePatternPart[] =>
  (
    dateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
      .format(new Date(Date.UTC(2033, 10, 22)))
      .match(/\d+|\D+/g) ?? []
  ).map((value) => ({ type: FIELD_OF[value] ?? 'literal', value }));

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
