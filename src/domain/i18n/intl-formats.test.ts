import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateTimeFormat, displayNames, numberFormat } from './intl-formats';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).toBe(numberFormat('fr', { maximumFractionDigits: 1 }));
    expect(numberFormat('fr')).not.toBe(numberFormat('de'));
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr', { maximumFractionDigits: 2 }));
    expect(dateTimeFormat('en', { month: 'long', timeZone: 'UTC' })).toBe(dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }));
    expect(displayNames('it', { type: 'language' })).toBe(displayNames('it', { type: 'language' }));
  });

  it('formats as a new formatter would (property)', () => {
    const languages = ['en', 'fr', 'de', 'el', 'ru', 'pl', 'sv', 'en-US'];
    fc.assert(
      fc.property(fc.constantFrom(...languages), fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (language, value, digits) => {
        const options = { maximumFractionDigits: digits };
        expect(numberFormat(language, options).format(value)).toBe(new Intl.NumberFormat(language, options).format(value));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...languages), fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (language, date) => {
        const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
        expect(dateTimeFormat(language, options).format(date)).toBe(new Intl.DateTimeFormat(language, options).format(date));
      }),
    );
  });
});
