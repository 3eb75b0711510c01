import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLanguage, arbPhonePrefixCountry } from '../../../tests/arbitraries/auth';
import { initialFunnelState } from './funnel';
import { PHONE_PREFIXES, defaultPhonePrefix, dialCodeOf, isPhonePrefixCountry } from './phone-prefixes';

describe('phone prefix properties', () => {
  it('dialCodeOf agrees with the list for every listed country', () => {
    fc.assert(
      fc.property(arbPhonePrefixCountry, (iso) => {
        expect(PHONE_PREFIXES.find((p) => p.iso === iso)?.dialCode).toBe(dialCodeOf(iso));
      }),
    );
  });

  it('dialCodeOf throws exactly for strings not in the list', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), (iso) => {
        if (isPhonePrefixCountry(iso)) expect(() => dialCodeOf(iso)).not.toThrow();
        else expect(() => dialCodeOf(iso)).toThrow();
      }),
    );
  });

  it("a funnel opened in a language starts with that language's listed prefix", () => {
    fc.assert(
      fc.property(arbLanguage, (language) => {
        const prefix = initialFunnelState({ language }).phonePrefixCountry;
        expect(prefix).toBe(defaultPhonePrefix(language));
        expect(isPhonePrefixCountry(prefix)).toBe(true);
      }),
    );
  });
});
