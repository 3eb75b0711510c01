// libphonenumber-js is the one non-fp-ts import allowed in the domain: pure metadata and functions, no I/O.
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_PREFIX, type LanguageCode } from '../i18n/languages';

/** A phone prefix choice (spec section 3): the country's ISO 3166-1 alpha-2 code and its dial code ("+33"). */
export interface PhonePrefix {
  readonly iso: string;
  readonly dialCode: string;
}

/** Every country with a dial code, sorted by ISO code. */
export const PHONE_PREFIXES: readonly PhonePrefix[] = getCountries()
  .map((iso) => ({ iso, dialCode: `+${getCountryCallingCode(iso)}` }))
  .sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0));

const DIAL_CODES: ReadonlyMap<string, string> = new Map(PHONE_PREFIXES.map((p) => [p.iso, p.dialCode]));

/** True for an upper-case ISO code listed in PHONE_PREFIXES. */
export const isPhonePrefixCountry = (iso: string): boolean => DIAL_CODES.has(iso);

/** The dial code ("+33") of a country; throws for an unknown country (spec section 8). */
export const dialCodeOf = (iso: string): string => {
  const dialCode = DIAL_CODES.get(iso);
  if (dialCode === undefined) throw new Error(`Unknown phone prefix country: ${iso}`);
  return dialCode;
};

/** Spec section 9: the default phone prefix country of a language. */
export const defaultPhonePrefix = (language: LanguageCode): string => DEFAULT_PHONE_PREFIX[language];

/** Without a language, the funnel's phone prefix defaults to FR (spec section 3). */
export const FALLBACK_PHONE_PREFIX = 'FR';
