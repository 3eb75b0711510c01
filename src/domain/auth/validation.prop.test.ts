import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbForbiddenNameChar,
  arbNameLetter,
  arbPhonePrefixCountry,
  arbValidEmail,
  arbValidName,
  arbValidationCode,
} from '../../../tests/arbitraries/auth';
import { AUTH_MESSAGES, isAuthMessageKey } from './messages';
import {
  NAME_MAX_LENGTH,
  normalizeEmail,
  normalizeName,
  toE164,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateNames,
  validatePhone,
  validateRegistration,
  validateValidationCode,
} from './validation';

const arbSpaces = fc.stringMatching(/^ {0,3}$/);

describe('validation properties', () => {
  it('every valid name is accepted, with or without surrounding spaces', () => {
    fc.assert(
      fc.property(arbValidName, arbSpaces, arbSpaces, (name, before, after) => {
        expect(validateFirstName(name)).toBeUndefined();
        expect(validateLastName(`${before}${name}${after}`)).toBeUndefined();
      }),
    );
  });

  it('a forbidden character anywhere makes a name invalid', () => {
    fc.assert(
      fc.property(arbValidName, arbForbiddenNameChar, fc.nat(), (name, bad, at) => {
        const chars = [...name];
        const i = at % (chars.length + 1);
        const spoiled = [...chars.slice(0, i), bad, ...chars.slice(i)].join('');
        expect(validateFirstName(spoiled)).toBe(AUTH_MESSAGES.firstNameInvalid);
      }),
    );
  });

  it('a name must start with a letter', () => {
    fc.assert(
      fc.property(arbValidName, fc.constantFrom('-', '.', '_', "'", '’'), (name, separator) => {
        expect(validateLastName(`${separator}${name}`)).toBe(AUTH_MESSAGES.lastNameInvalid);
      }),
    );
  });

  it('one letter is too short, more than 50 characters is invalid', () => {
    fc.assert(
      fc.property(arbNameLetter, fc.array(arbNameLetter, { minLength: NAME_MAX_LENGTH + 1, maxLength: 80 }), (letter, many) => {
        expect(validateFirstName(letter)).toBe(AUTH_MESSAGES.firstNameMinLength);
        expect(validateFirstName(many.join(''))).toBe(AUTH_MESSAGES.firstNameInvalid);
      }),
    );
  });

  it('normalising a name is idempotent and does not change its verdict', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), arbValidName), (value) => {
        expect(normalizeName(normalizeName(value))).toBe(normalizeName(value));
        expect(validateFirstName(normalizeName(value))).toBe(validateFirstName(value));
      }),
    );
  });

  it('the combined name key appears exactly when both names fail for the same reason', () => {
    const arbNameInput = fc.oneof(arbValidName, fc.constant(''), arbNameLetter, fc.string());
    fc.assert(
      fc.property(arbNameInput, arbNameInput, (first, last) => {
        const errors = validateNames(first, last);
        const a = validateFirstName(first);
        const b = validateLastName(last);
        const sameReason = a !== undefined && b !== undefined && a.replace('firstName', '') === b.replace('lastName', '');
        if (sameReason) {
          expect(errors).toEqual({ names: a.replace('firstName', 'names') });
        } else {
          expect(errors.names).toBeUndefined();
          expect(errors.firstName).toBe(a);
          expect(errors.lastName).toBe(b);
        }
      }),
    );
  });

  it('every generated address is valid, with or without surrounding spaces', () => {
    fc.assert(
      fc.property(arbValidEmail, arbSpaces, (email, spaces) => {
        expect(validateEmail(email)).toBeUndefined();
        expect(validateEmail(`${spaces}${email}${spaces}`)).toBeUndefined();
        expect(normalizeEmail(normalizeEmail(` ${email}`))).toBe(email);
      }),
    );
  });

  it('an address without @, or without a dot in its domain, is invalid', () => {
    fc.assert(
      fc.property(arbValidEmail, (email) => {
        expect(validateEmail(email.replace('@', ''))).toBe(AUTH_MESSAGES.emailInvalid);
        const [local, domain] = email.split('@') as [string, string];
        expect(validateEmail(`${local}@${domain.replaceAll('.', '')}`)).toBe(AUTH_MESSAGES.emailInvalid);
      }),
    );
  });

  it('every validator answers undefined or a known message key, for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        for (const result of [validateEmail(a), validateFirstName(a), validateValidationCode(a), validatePhone(a, b)])
          if (result !== undefined) expect(isAuthMessageKey(result)).toBe(true);
        const errors = validateRegistration({ email: a, firstName: a, lastName: b, phonePrefixCountry: a, phoneNumber: b, password: b });
        expect(Object.values(errors).every((key) => key !== undefined && isAuthMessageKey(key))).toBe(true);
      }),
    );
  });

  it('a validation code is exactly six digits', () => {
    fc.assert(
      fc.property(arbValidationCode, (code) => {
        expect(validateValidationCode(code)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), (digits) => {
        expect(validateValidationCode(digits) === undefined).toBe(digits.length === 6);
      }),
    );
    fc.assert(
      fc.property(arbValidationCode, fc.nat(5), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9\s]/.test(c)), (code, at, c) => {
        const spoiled = code.slice(0, at) + c + code.slice(at + 1);
        expect(validateValidationCode(spoiled)).toBe(AUTH_MESSAGES.validationCodeInvalid);
      }),
    );
  });

  it('a valid phone number round-trips through E.164 for its country', () => {
    fc.assert(
      fc.property(arbPhonePrefixCountry, fc.stringMatching(/^[0-9]{4,14}$/), (country, digits) => {
        const e164 = toE164(country, digits);
        expect(e164 === undefined).toBe(validatePhone(country, digits) !== undefined);
        if (e164 !== undefined) {
          expect(validatePhone(country, e164)).toBeUndefined();
          expect(toE164(country, e164)).toBe(e164);
        }
      }),
    );
  });
});
