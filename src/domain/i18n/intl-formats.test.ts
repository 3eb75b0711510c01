import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { adoptFormattedTexts, dateTimeFormat, displayNames, numberFormat, recordFormattedTexts, type FormattedTexts } from './intl-formats';

afterEach(() => {
  recordFormattedTexts(() => undefined);
  adoptFormattedTexts({});
  vi.restoreAllMocks();
});

const languages = ['en', 'fr', 'de', 'el', 'ru', 'pl', 'sv', 'en-US'];
const dates = fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

describe('Intl formatters made once', () => {
  it('makes one Intl formatter per language and options, however often it formats', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as unknown as typeof Real);
    numberFormat('nl', { maximumFractionDigits: 1 }).format(1.25);
    numberFormat('nl', { maximumFractionDigits: 1 }).format(2.5);
    numberFormat('nl', { maximumFractionDigits: 2 }).format(2.5);
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('formats as a new formatter would (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...languages), fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (language, value, digits) => {
        const options = { maximumFractionDigits: digits };
        expect(numberFormat(language, options).format(value)).toBe(new Intl.NumberFormat(language, options).format(value));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...languages), dates, dates, (language, a, b) => {
        const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(dateTimeFormat(language, options).format(a)).toBe(new Intl.DateTimeFormat(language, options).format(a));
        expect(dateTimeFormat(language, options).formatRange(start, end)).toBe(new Intl.DateTimeFormat(language, options).formatRange(start, end));
      }),
    );
  });

  it('names what Intl names, and nothing for a code it has no name for', () => {
    expect(displayNames('en', { type: 'language' }).of('fr')).toBe('French');
    expect(displayNames('en', { type: 'region', fallback: 'none' }).of('XY')).toBeUndefined();
  });
});

describe('texts formatted for a page (issue [8])', () => {
  it('records what a render formats, and a page that adopts them gets the same texts without making a formatter (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...languages), fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 5 }), fc.array(dates, { maxLength: 3 }), (language, amounts, days) => {
        const table: FormattedTexts = {};
        recordFormattedTexts(() => table);
        const money = numberFormat(language, { style: 'currency', currency: 'EUR' });
        const day = dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
        const onServer = [...amounts.map((a) => money.format(a)), ...days.map((d) => day.format(d)), displayNames(language, { type: 'language' }).of('it')];
        recordFormattedTexts(() => undefined);

        adoptFormattedTexts(JSON.parse(JSON.stringify(table)) as FormattedTexts);
        const made = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'DateTimeFormat'), vi.spyOn(Intl, 'DisplayNames')];
        const inBrowser = [...amounts.map((a) => money.format(a)), ...days.map((d) => day.format(d)), displayNames(language, { type: 'language' }).of('it')];
        expect(inBrowser).toEqual(onServer);
        for (const spy of made) expect(spy).not.toHaveBeenCalled();
        vi.restoreAllMocks();
      }),
    );
  });

  it('reads a text from the table before formatting, and formats what the table lacks or holds as a non-string', () => {
    adoptFormattedTexts({ 'nsv{"maximumFractionDigits":0}|7': 'sju', 'nsv{"maximumFractionDigits":0}|8': 8 as unknown as string });
    const format = numberFormat('sv', { maximumFractionDigits: 0 });
    expect(format.format(7)).toBe('sju');
    expect(format.format(8)).toBe('8');
    expect(format.format(1234)).toBe(new Intl.NumberFormat('sv', { maximumFractionDigits: 0 }).format(1234));
  });

  it('keeps each render its own table', () => {
    const first: FormattedTexts = {};
    const second: FormattedTexts = {};
    let current = first;
    recordFormattedTexts(() => current);
    numberFormat('de').format(1);
    current = second;
    numberFormat('de').format(2);
    expect(Object.values(first)).toEqual(['1']);
    expect(Object.values(second)).toEqual(['2']);
  });
});
