/**
 * Message keys of the authentication funnel (spec section 5, plus the funnel's generic failure).
 * The domain and presenters emit these keys; views translate them. Every key must exist in all 13 locales.
 */
export const AUTH_MESSAGES = {
  emailInvalid: 'auth.validation.emailInvalid',
  emailRequired: 'auth.validation.emailRequired',
  firstNameInvalid: 'auth.validation.firstNameInvalid',
  firstNameMinLength: 'auth.validation.firstNameMinLength',
  firstNameRequired: 'auth.validation.firstNameRequired',
  lastNameInvalid: 'auth.validation.lastNameInvalid',
  lastNameMinLength: 'auth.validation.lastNameMinLength',
  lastNameRequired: 'auth.validation.lastNameRequired',
  namesInvalid: 'auth.validation.namesInvalid',
  namesMinLength: 'auth.validation.namesMinLength',
  namesRequired: 'auth.validation.namesRequired',
  passwordRequired: 'auth.validation.passwordRequired',
  passwordTooShort: 'auth.validation.passwordTooShort',
  phoneNumberInvalid: 'auth.validation.phoneNumberInvalid',
  phoneNumberRequired: 'auth.validation.phoneNumberRequired',
  phonePrefixRequired: 'auth.validation.phonePrefixRequired',
  prefixAndNumberRequired: 'auth.validation.prefixAndNumberRequired',
  validationCodeRequired: 'auth.validation.validationCodeRequired',
  validationCodeInvalid: 'auth.validation.validationCodeInvalid',
  thirdPartyNoEmailAccess: 'auth.validation.thirdPartyNoEmailAccess',
  /** A failed call whose response carried no message of its own. */
  genericError: 'auth.error.generic',
} as const;

export type AuthMessageKey = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

export const ALL_AUTH_MESSAGE_KEYS: readonly AuthMessageKey[] = Object.values(AUTH_MESSAGES);

export const isAuthMessageKey = (value: string): value is AuthMessageKey =>
  (ALL_AUTH_MESSAGE_KEYS as readonly string[]).includes(value);
