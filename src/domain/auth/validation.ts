// libphonenumber-js is the one non-fp-ts import allowed in the domain: pure metadata and functions, no I/O.
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { AUTH_MESSAGES, type AuthMessageKey } from './messages';
import { isPhonePrefixCountry } from './phone-prefixes';

/**
 * Spec section 5 validation rules. Every validator returns the message key of the first problem found,
 * or undefined when the value is valid. Validators check the normalised value (normalizeX below):
 * the presenter and the server send normalised values, so what is checked is what is stored.
 */
export type ValidationResult = AuthMessageKey | undefined;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const VALIDATION_CODE_LENGTH = 6;

/** Counts characters as the user sees them (code points), not UTF-16 units. */
const lengthOf = (value: string): number => [...value].length;

// A letter of any script, then letters (with combining marks), spaces, underscore, dot, hyphen, apostrophe (' or ’).
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} _.'’-]*$/u;

export const normalizeName = (value: string): string => value.normalize('NFC').trim();

type NameProblem = 'required' | 'invalid' | 'minLength';

const nameProblem = (value: string): NameProblem | undefined => {
  const name = normalizeName(value);
  if (name === '') return 'required';
  if (!NAME_PATTERN.test(name)) return 'invalid';
  const length = lengthOf(name);
  if (length < NAME_MIN_LENGTH) return 'minLength';
  if (length > NAME_MAX_LENGTH) return 'invalid';
  return undefined;
};

const FIRST_NAME_KEYS: Record<NameProblem, AuthMessageKey> = {
  required: AUTH_MESSAGES.firstNameRequired,
  invalid: AUTH_MESSAGES.firstNameInvalid,
  minLength: AUTH_MESSAGES.firstNameMinLength,
};
const LAST_NAME_KEYS: Record<NameProblem, AuthMessageKey> = {
  required: AUTH_MESSAGES.lastNameRequired,
  invalid: AUTH_MESSAGES.lastNameInvalid,
  minLength: AUTH_MESSAGES.lastNameMinLength,
};
const NAMES_KEYS: Record<NameProblem, AuthMessageKey> = {
  required: AUTH_MESSAGES.namesRequired,
  invalid: AUTH_MESSAGES.namesInvalid,
  minLength: AUTH_MESSAGES.namesMinLength,
};

export const validateFirstName = (value: string): ValidationResult => {
  const problem = nameProblem(value);
  return problem && FIRST_NAME_KEYS[problem];
};

export const validateLastName = (value: string): ValidationResult => {
  const problem = nameProblem(value);
  return problem && LAST_NAME_KEYS[problem];
};

export interface NamesErrors {
  readonly firstName?: AuthMessageKey;
  readonly lastName?: AuthMessageKey;
  /** Set instead of firstName and lastName when both fail for the same reason (one combined message). */
  readonly names?: AuthMessageKey;
}

export const validateNames = (firstName: string, lastName: string): NamesErrors => {
  const first = nameProblem(firstName);
  const last = nameProblem(lastName);
  if (first !== undefined && first === last) return { names: NAMES_KEYS[first] };
  return {
    ...(first && { firstName: FIRST_NAME_KEYS[first] }),
    ...(last && { lastName: LAST_NAME_KEYS[last] }),
  };
};

const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;
// Dot-atom local part @ dotted domain of hostname labels, ending in an alphabetic (or punycode) top-level label.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const normalizeEmail = (value: string): string => value.trim();

export const isValidEmail = (value: string): boolean => {
  const email = normalizeEmail(value);
  const at = email.lastIndexOf('@');
  return email.length <= EMAIL_MAX_LENGTH && at <= EMAIL_LOCAL_MAX_LENGTH && EMAIL_PATTERN.test(email);
};

export const validateEmail = (value: string): ValidationResult => {
  if (normalizeEmail(value) === '') return AUTH_MESSAGES.emailRequired;
  return isValidEmail(value) ? undefined : AUTH_MESSAGES.emailInvalid;
};

/** Sign-in: any non-empty password (accounts may predate the length rule). Passwords are never trimmed. */
export const validateLoginPassword = (value: string): ValidationResult =>
  value === '' ? AUTH_MESSAGES.passwordRequired : undefined;

/** A new password for our own server: at least 8 characters. */
export const validateNewPassword = (value: string): ValidationResult => {
  if (value === '') return AUTH_MESSAGES.passwordRequired;
  return lengthOf(value) < PASSWORD_MIN_LENGTH ? AUTH_MESSAGES.passwordTooShort : undefined;
};

export const normalizeValidationCode = (value: string): string => value.trim();

const VALIDATION_CODE_PATTERN = /^[0-9]{6}$/;

export const validateValidationCode = (value: string): ValidationResult => {
  const code = normalizeValidationCode(value);
  if (code === '') return AUTH_MESSAGES.validationCodeRequired;
  return VALIDATION_CODE_PATTERN.test(code) ? undefined : AUTH_MESSAGES.validationCodeInvalid;
};

export const normalizePhoneNumber = (value: string): string => value.trim();

/** The number parsed for the chosen country, if it is a valid number of that country's dial code. */
const parsePhone = (prefixCountry: string, phoneNumber: string) => {
  if (!isPhonePrefixCountry(prefixCountry)) return undefined;
  const country = prefixCountry as CountryCode;
  const parsed = parsePhoneNumberFromString(normalizePhoneNumber(phoneNumber), { defaultCountry: country, extract: false });
  // A number typed with another country's "+" prefix does not belong to the chosen prefix.
  if (parsed === undefined || parsed.countryCallingCode !== getCountryCallingCode(country)) return undefined;
  if (!parsed.isValid() || parsed.ext !== undefined) return undefined;
  // Countries sharing a dial code (+1, +7, +44...) check national input loosely; the E.164 form must hold too.
  return parsePhoneNumberFromString(parsed.number)?.isValid() === true ? parsed : undefined;
};

/** Phone prefix (ISO country) and national number, validated for that country. */
export const validatePhone = (prefixCountry: string, phoneNumber: string): ValidationResult => {
  const noPrefix = prefixCountry.trim() === '';
  const noNumber = normalizePhoneNumber(phoneNumber) === '';
  if (noPrefix && noNumber) return AUTH_MESSAGES.prefixAndNumberRequired;
  if (noPrefix || !isPhonePrefixCountry(prefixCountry)) return AUTH_MESSAGES.phonePrefixRequired;
  if (noNumber) return AUTH_MESSAGES.phoneNumberRequired;
  return parsePhone(prefixCountry, phoneNumber) === undefined ? AUTH_MESSAGES.phoneNumberInvalid : undefined;
};

/** The number in E.164 ("+33612345678"), or undefined when validatePhone would reject it. */
export const toE164 = (prefixCountry: string, phoneNumber: string): string | undefined =>
  parsePhone(prefixCountry, phoneNumber)?.number;

export interface LoginForm {
  readonly email: string;
  readonly password: string;
}

export interface LoginErrors {
  readonly email?: AuthMessageKey;
  readonly password?: AuthMessageKey;
}

export const validateLogin = (form: LoginForm): LoginErrors => {
  const email = validateEmail(form.email);
  const password = validateLoginPassword(form.password);
  return { ...(email && { email }), ...(password && { password }) };
};

/** 'email' registers with a password; 'thirdParty' registers with a provider token and has no password. */
export type RegistrationKind = 'email' | 'thirdParty';

export interface RegistrationForm {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phonePrefixCountry: string;
  readonly phoneNumber: string;
  readonly password: string;
}

export type RegistrationErrorField = 'email' | 'firstName' | 'lastName' | 'names' | 'phone' | 'password';
export type RegistrationErrors = Partial<Readonly<Record<RegistrationErrorField, AuthMessageKey>>>;

export const validateRegistration = (form: RegistrationForm, kind: RegistrationKind = 'email'): RegistrationErrors => {
  const email = validateEmail(form.email);
  const phone = validatePhone(form.phonePrefixCountry, form.phoneNumber);
  const password = kind === 'email' ? validateNewPassword(form.password) : undefined;
  return {
    ...(email && { email }),
    ...validateNames(form.firstName, form.lastName),
    ...(phone && { phone }),
    ...(password && { password }),
  };
};

/** True when a validateX record has no error. */
export const hasNoErrors = (errors: object): boolean => Object.keys(errors).length === 0;
