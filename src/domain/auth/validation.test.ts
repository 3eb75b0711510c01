import { getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { ALL_AUTH_MESSAGE_KEYS, AUTH_MESSAGES, isAuthMessageKey } from './messages';
import { PHONE_PREFIXES } from './phone-prefixes';
import {
  hasNoErrors,
  isValidEmail,
  toE164,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateLogin,
  validateLoginPassword,
  validateNames,
  validateNewPassword,
  validatePhone,
  validateRegistration,
  validateValidationCode,
  type RegistrationForm,
} from './validation';

describe('message keys', () => {
  it('lists every key of spec section 5 once, all under auth.', () => {
    expect(new Set(ALL_AUTH_MESSAGE_KEYS).size).toBe(ALL_AUTH_MESSAGE_KEYS.length);
    expect(ALL_AUTH_MESSAGE_KEYS.every((key) => key.startsWith('auth.'))).toBe(true);
    for (const key of [
      'auth.validation.emailInvalid', 'auth.validation.emailRequired',
      'auth.validation.firstNameInvalid', 'auth.validation.firstNameMinLength', 'auth.validation.firstNameRequired',
      'auth.validation.lastNameInvalid', 'auth.validation.lastNameMinLength', 'auth.validation.lastNameRequired',
      'auth.validation.namesInvalid', 'auth.validation.namesMinLength', 'auth.validation.namesRequired',
      'auth.validation.passwordRequired', 'auth.validation.passwordTooShort',
      'auth.validation.phoneNumberInvalid', 'auth.validation.phoneNumberRequired', 'auth.validation.phonePrefixRequired',
      'auth.validation.prefixAndNumberRequired', 'auth.validation.validationCodeRequired',
      'auth.validation.validationCodeInvalid', 'auth.validation.thirdPartyNoEmailAccess', 'auth.error.generic',
    ])
      expect(isAuthMessageKey(key)).toBe(true);
    expect(isAuthMessageKey('auth.validation.unknown')).toBe(false);
  });
});

describe('names', () => {
  it.each(['Jo', 'Anne-Marie', "O'Brien", 'O’Brien', 'Jean Paul', 'J.R.', 'de_la', 'Zoé', 'Łukasz', 'Søren', 'Άννα', 'Дмитрий', 'Ёжик'])(
    'accepts %s',
    (name) => {
      expect(validateFirstName(name)).toBeUndefined();
      expect(validateLastName(name)).toBeUndefined();
    },
  );

  it('accepts a name typed in decomposed form (letter + combining accent)', () => {
    expect(validateFirstName('Zoe\u0301')).toBeUndefined();
  });

  it('trims surrounding spaces before checking', () => {
    expect(validateFirstName('  Ann  ')).toBeUndefined();
  });

  it('requires a name', () => {
    expect(validateFirstName('')).toBe(AUTH_MESSAGES.firstNameRequired);
    expect(validateLastName('   ')).toBe(AUTH_MESSAGES.lastNameRequired);
  });

  it('needs two characters', () => {
    expect(validateFirstName('A')).toBe(AUTH_MESSAGES.firstNameMinLength);
    expect(validateLastName(' Ж ')).toBe(AUTH_MESSAGES.lastNameMinLength);
  });

  it.each(['-Ann', "'Ann", '.Ann', '_Ann', '1Ann', 'Ann2', 'Ann@x', 'Ann!', 'A😀', 'An\tn'])('rejects %s', (name) => {
    expect(validateFirstName(name)).toBe(AUTH_MESSAGES.firstNameInvalid);
    expect(validateLastName(name)).toBe(AUTH_MESSAGES.lastNameInvalid);
  });

  it('accepts 50 characters and rejects 51', () => {
    expect(validateFirstName('a'.repeat(50))).toBeUndefined();
    expect(validateFirstName('a'.repeat(51))).toBe(AUTH_MESSAGES.firstNameInvalid);
    expect(validateFirstName('é'.repeat(50))).toBeUndefined();
  });

  it('combines first and last name when both fail for the same reason', () => {
    expect(validateNames('', '')).toEqual({ names: AUTH_MESSAGES.namesRequired });
    expect(validateNames('A', 'B')).toEqual({ names: AUTH_MESSAGES.namesMinLength });
    expect(validateNames('1a', '2b')).toEqual({ names: AUTH_MESSAGES.namesInvalid });
    expect(validateNames('', 'B')).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameMinLength,
    });
    expect(validateNames('Ann', '')).toEqual({ lastName: AUTH_MESSAGES.lastNameRequired });
    expect(validateNames('Ann', 'Lee')).toEqual({});
  });
});

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', "o'brien@example.ie", 'x_y-z@sub-domain.example.org', 'me@xn--80ak6aa92e.xn--p1ai'])(
    'accepts %s',
    (email) => expect(validateEmail(email)).toBeUndefined(),
  );

  it.each(['plain', 'a@b', 'a@b.', 'a@.com', '@b.com', 'a@b.c', 'a..b@c.com', '.a@b.com', 'a.@b.com', 'a b@c.com',
    'a@b_c.com', 'a@-b.com', 'a@b-.com', 'a@b.c0m', 'a@@b.com', 'a@b.com.', 'é@b.com'])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('requires an email and trims it', () => {
    expect(validateEmail('')).toBe(AUTH_MESSAGES.emailRequired);
    expect(validateEmail('   ')).toBe(AUTH_MESSAGES.emailRequired);
    expect(validateEmail(' a@b.co ')).toBeUndefined();
  });

  it('limits the local part to 64 and the address to 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@b.co`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@b.co`)).toBe(false);
    const longDomain = `${Array.from({ length: 5 }, () => 'd'.repeat(60)).join('.')}.com`;
    expect(isValidEmail(`a@${longDomain}`)).toBe(false);
  });
});

describe('passwords', () => {
  it('sign-in needs any password, never trimmed', () => {
    expect(validateLoginPassword('')).toBe(AUTH_MESSAGES.passwordRequired);
    expect(validateLoginPassword(' ')).toBeUndefined();
    expect(validateLoginPassword('x')).toBeUndefined();
  });

  it('a new password needs 8 characters', () => {
    expect(validateNewPassword('')).toBe(AUTH_MESSAGES.passwordRequired);
    expect(validateNewPassword('1234567')).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(validateNewPassword('12345678')).toBeUndefined();
    expect(validateNewPassword('😀😀😀😀😀😀😀')).toBe(AUTH_MESSAGES.passwordTooShort);
  });
});

describe('validation code', () => {
  it('needs exactly 6 digits', () => {
    expect(validateValidationCode('123456')).toBeUndefined();
    expect(validateValidationCode(' 012345 ')).toBeUndefined();
    expect(validateValidationCode('')).toBe(AUTH_MESSAGES.validationCodeRequired);
    expect(validateValidationCode('12345')).toBe(AUTH_MESSAGES.validationCodeInvalid);
    expect(validateValidationCode('1234567')).toBe(AUTH_MESSAGES.validationCodeInvalid);
    expect(validateValidationCode('12 456')).toBe(AUTH_MESSAGES.validationCodeInvalid);
    expect(validateValidationCode('12345a')).toBe(AUTH_MESSAGES.validationCodeInvalid);
    expect(validateValidationCode('١٢٣٤٥٦')).toBe(AUTH_MESSAGES.validationCodeInvalid);
  });
});

describe('phone', () => {
  it('validates a number for its country', () => {
    expect(validatePhone('FR', '06 12 34 56 78')).toBeUndefined();
    expect(validatePhone('FR', '+33 6 12 34 56 78')).toBeUndefined();
    expect(validatePhone('GB', '07911 123456')).toBeUndefined();
    expect(validatePhone('US', '(201) 555-0123')).toBeUndefined();
    expect(validatePhone('FR', '06 12 34 56')).toBe(AUTH_MESSAGES.phoneNumberInvalid);
    expect(validatePhone('FR', '0612345678abc')).toBe(AUTH_MESSAGES.phoneNumberInvalid);
    expect(validatePhone('FR', '00000000000')).toBe(AUTH_MESSAGES.phoneNumberInvalid);
  });

  it("rejects a number given with another country's prefix, and extensions", () => {
    expect(validatePhone('FR', '+44 7911 123456')).toBe(AUTH_MESSAGES.phoneNumberInvalid);
    expect(validatePhone('FR', '06 12 34 56 78 ext. 12')).toBe(AUTH_MESSAGES.phoneNumberInvalid);
  });

  it('says which part is missing', () => {
    expect(validatePhone('', '')).toBe(AUTH_MESSAGES.prefixAndNumberRequired);
    expect(validatePhone('', ' ')).toBe(AUTH_MESSAGES.prefixAndNumberRequired);
    expect(validatePhone('', '0612345678')).toBe(AUTH_MESSAGES.phonePrefixRequired);
    expect(validatePhone('XX', '0612345678')).toBe(AUTH_MESSAGES.phonePrefixRequired);
    expect(validatePhone('FR', '')).toBe(AUTH_MESSAGES.phoneNumberRequired);
  });

  it('accepts the example mobile number of every listed country, in national and E.164 forms', () => {
    for (const { iso } of PHONE_PREFIXES) {
      const example = getExampleNumber(iso as CountryCode, examples);
      if (example === undefined) continue;
      expect(validatePhone(iso, example.formatNational()), `${iso} ${example.formatNational()}`).toBeUndefined();
      expect(validatePhone(iso, example.number)).toBeUndefined();
      expect(toE164(iso, example.formatNational())).toBe(example.number);
    }
  });

  it('gives E.164 only for a valid number', () => {
    expect(toE164('FR', '06 12 34 56 78')).toBe('+33612345678');
    expect(toE164('FR', '123')).toBeUndefined();
    expect(toE164('XX', '0612345678')).toBeUndefined();
  });
});

describe('forms', () => {
  const valid: RegistrationForm = {
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    phonePrefixCountry: 'FR',
    phoneNumber: '0612345678',
    password: 'correct horse',
  };

  it('a valid registration has no errors', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(hasNoErrors(validateRegistration(valid))).toBe(true);
  });

  it('reports each field by name', () => {
    expect(
      validateRegistration({ email: 'x', firstName: '', lastName: 'Lee', phonePrefixCountry: 'FR', phoneNumber: '', password: 'short' }),
    ).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
      firstName: AUTH_MESSAGES.firstNameRequired,
      phone: AUTH_MESSAGES.phoneNumberRequired,
      password: AUTH_MESSAGES.passwordTooShort,
    });
    expect(validateRegistration({ ...valid, firstName: '', lastName: '' })).toEqual({ names: AUTH_MESSAGES.namesRequired });
  });

  it('a third-party registration has no password', () => {
    expect(validateRegistration({ ...valid, password: '' }, 'thirdParty')).toEqual({});
    expect(validateRegistration({ ...valid, password: '' }, 'email')).toEqual({ password: AUTH_MESSAGES.passwordRequired });
  });

  it('validates the login form', () => {
    expect(validateLogin({ email: 'ann@example.com', password: 'x' })).toEqual({});
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
    expect(hasNoErrors(validateLogin({ email: 'bad', password: 'x' }))).toBe(false);
  });
});
