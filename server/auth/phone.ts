import { PHONE_PREFIXES, isPhonePrefixCountry } from '../../src/domain/auth/phone-prefixes';
import { toE164 } from '../../src/domain/auth/validation';

/**
 * The E.164 number of a resend request, whose prefix is an ISO country ("FR") or a dial code ("+33", "33") and
 * whose phone is national or already international. Checked by the domain's phone rule; undefined when invalid.
 */
export const resolvePhone = (prefix: string, phone: string): string | undefined => {
  const p = prefix.trim();
  const countries = isPhonePrefixCountry(p.toUpperCase())
    ? [p.toUpperCase()]
    : /^\+?\d{1,4}$/.test(p)
      ? PHONE_PREFIXES.filter((x) => x.dialCode === `+${p.replace(/^\+/, '')}`).map((x) => x.iso)
      : [];
  for (const country of countries) {
    const e164 = toE164(country, phone);
    if (e164 !== undefined) return e164;
  }
  return undefined;
};
