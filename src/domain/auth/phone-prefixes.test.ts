import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_PREFIX, LANGUAGE_CODES } from '../i18n/languages';
import { FALLBACK_PHONE_PREFIX, PHONE_PREFIXES, defaultPhonePrefix, dialCodeOf, isPhonePrefixCountry } from './phone-prefixes';

describe('phone prefixes', () => {
  it('lists every country once, sorted by ISO code, with a + dial code', () => {
    const isos = PHONE_PREFIXES.map((p) => p.iso);
    expect(PHONE_PREFIXES.length).toBeGreaterThan(200);
    expect(new Set(isos).size).toBe(isos.length);
    expect(isos).toEqual([...isos].sort());
    for (const { iso, dialCode } of PHONE_PREFIXES) {
      expect(iso).toMatch(/^[A-Z]{2}$/);
      expect(dialCode).toMatch(/^\+[1-9][0-9]{0,2}$/);
    }
  });

  it('gives the dial code of a country', () => {
    expect(dialCodeOf('FR')).toBe('+33');
    expect(dialCodeOf('GB')).toBe('+44');
    expect(dialCodeOf('US')).toBe('+1');
    expect(dialCodeOf('GR')).toBe('+30');
    expect(dialCodeOf('SE')).toBe('+46');
    for (const { iso, dialCode } of PHONE_PREFIXES) expect(dialCodeOf(iso)).toBe(dialCode);
  });

  it('throws for an unknown country (spec section 8)', () => {
    for (const iso of ['XX', 'fr', '', 'FRA', '001']) {
      expect(() => dialCodeOf(iso)).toThrow(/Unknown phone prefix country/);
      expect(isPhonePrefixCountry(iso)).toBe(false);
    }
  });

  it("takes each language's default prefix from spec section 9, all of them listed", () => {
    expect(defaultPhonePrefix('fr')).toBe('FR');
    expect(defaultPhonePrefix('en')).toBe('GB');
    expect(defaultPhonePrefix('en-US')).toBe('US');
    expect(defaultPhonePrefix('el')).toBe('GR');
    expect(defaultPhonePrefix('sv')).toBe('SE');
    for (const language of LANGUAGE_CODES) {
      expect(defaultPhonePrefix(language)).toBe(DEFAULT_PHONE_PREFIX[language]);
      expect(isPhonePrefixCountry(defaultPhonePrefix(language))).toBe(true);
    }
    expect(FALLBACK_PHONE_PREFIX).toBe('FR');
  });
});
