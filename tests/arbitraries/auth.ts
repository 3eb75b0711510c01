import fc from 'fast-check';
import { LANGUAGE_CODES } from '../../src/domain/i18n/languages';
import {
  FUNNEL_FIELDS,
  FUNNEL_STEPS,
  FUNNEL_TRIGGERS,
  THIRD_PARTY_DUPLICATE_ACCOUNT,
  THIRD_PARTY_PROVIDERS,
  TWO_FACTOR_HEADER,
  type AuthenticationResponse,
  type FunnelEvent,
  type ThirdPartyProfile,
} from '../../src/domain/auth/funnel';
import { PHONE_PREFIXES } from '../../src/domain/auth/phone-prefixes';
import { USER_ROLES, type SessionUser } from '../../src/domain/auth/user-permissions';

export const arbLanguage = fc.constantFrom(...LANGUAGE_CODES);
export const arbFunnelStep = fc.constantFrom(...FUNNEL_STEPS);
export const arbTrigger = fc.constantFrom(...FUNNEL_TRIGGERS);
export const arbProvider = fc.constantFrom(...THIRD_PARTY_PROVIDERS);
export const arbPhonePrefixCountry = fc.constantFrom(...PHONE_PREFIXES.map((p) => p.iso));

/** Letters of the scripts our 13 languages use (Latin with diacritics, Greek, Cyrillic). */
const NAME_LETTERS = [...'aZéÉèçñøßÅåöÖüłŁżąęśćőűαβγΩΣάώжЖяЯёЁщЪ'];
const NAME_SEPARATORS = [...' _.-\'’'];

export const arbNameLetter = fc.constantFrom(...NAME_LETTERS);

/** A name valid by spec section 5, already normalised (no surrounding spaces), 2 to 50 characters. */
export const arbValidName = fc
  .tuple(
    arbNameLetter,
    fc.array(fc.oneof({ weight: 3, arbitrary: arbNameLetter }, { weight: 1, arbitrary: fc.constantFrom(...NAME_SEPARATORS) }), {
      maxLength: 48,
    }),
    arbNameLetter,
  )
  .map(([first, middle, last]) => [first, ...middle, last].join(''));

/** Characters a name may never contain. */
export const arbForbiddenNameChar = fc.constantFrom(...'0123456789@!?#$%&*+=/\\:;,<>()[]{}"|~^`€😀');

/** A valid address: dot-atom local part @ dotted domain ending in an alphabetic label. */
export const arbValidEmail = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9_+-]{1,10}$/), { minLength: 1, maxLength: 3 }),
    fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, labels, tld]) => `${local.join('.')}@${[...labels, tld].join('.')}`);

export const arbValidationCode = fc.stringMatching(/^[0-9]{6}$/);

export const arbAuthenticationResponse: fc.Arbitrary<AuthenticationResponse> = fc.record({
  authToken: fc.string({ minLength: 1 }),
  tracking: fc.record({ userId: fc.string(), hashedEmail: fc.string(), hashedPhone: fc.string() }),
});

export const arbThirdPartyProfile: fc.Arbitrary<ThirdPartyProfile> = fc.record(
  { email: fc.oneof(arbValidEmail, fc.constant('')), firstName: arbValidName, lastName: arbValidName },
  { requiredKeys: [] },
);

/** HTTP statuses the funnel treats specially, and a few it does not. */
const arbStatus = fc.constantFrom(0, 400, 401, 403, 404, 409, 422, 500);

const arbHeaders = fc.constantFrom<Readonly<Record<string, string | undefined>> | undefined>(
  undefined,
  {},
  { [TWO_FACTOR_HEADER]: 'sms' },
  { [TWO_FACTOR_HEADER.toLowerCase()]: '' },
  { 'content-type': 'application/json' },
);

const arbBody = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.record({ message: fc.string() }),
  fc.record({ context: fc.constant(THIRD_PARTY_DUPLICATE_ACCOUNT), email: fc.oneof(arbValidEmail, fc.constant(42)) }, {
    requiredKeys: ['context'],
  }),
  fc.record({ context: fc.string() }),
);

const arbFieldChanged: fc.Arbitrary<FunnelEvent> = fc.record({
  type: fc.constant('fieldChanged' as const),
  field: fc.constantFrom(...FUNNEL_FIELDS),
  value: fc.oneof(fc.string(), arbValidEmail, arbValidName, arbValidationCode),
});

const simple = (type: Extract<FunnelEvent, { type: string }>['type']) => fc.constant({ type } as FunnelEvent);

/** Any funnel event, with payloads that hit every special case of the reducer. */
export const arbFunnelEvent: fc.Arbitrary<FunnelEvent> = fc.oneof(
  arbFieldChanged,
  simple('emailSubmitted'),
  simple('emailCheckSucceeded'),
  fc.record({ type: fc.constant('emailCheckFailed' as const), status: arbStatus, body: arbBody }),
  simple('loginSubmitted'),
  fc.record({ type: fc.constant('loginSucceeded' as const), response: arbAuthenticationResponse }),
  fc.record(
    { type: fc.constant('loginFailed' as const), status: arbStatus, message: fc.string() },
    { requiredKeys: ['type', 'status'] },
  ),
  simple('forgotPasswordOpened'),
  simple('forgotPasswordSubmitted'),
  simple('forgotPasswordSucceeded'),
  fc.record({ type: fc.constant('forgotPasswordFailed' as const), detail: fc.string() }, { requiredKeys: ['type'] }),
  fc.record(
    {
      type: fc.constant('thirdPartyLoginStarted' as const),
      provider: arbProvider,
      token: fc.string({ minLength: 1 }),
      profile: arbThirdPartyProfile,
    },
    { requiredKeys: ['type', 'provider', 'token'] },
  ),
  simple('thirdPartyEmailMissing'),
  simple('registerSubmitted'),
  fc.record({ type: fc.constant('registerSucceeded' as const), response: arbAuthenticationResponse }),
  fc.record(
    { type: fc.constant('registerFailed' as const), status: arbStatus, headers: arbHeaders, body: arbBody },
    { requiredKeys: ['type', 'status'] },
  ),
  simple('firstSmsSent'),
  simple('validationCodeSubmitted'),
  simple('resendRequested'),
  simple('resendSucceeded'),
  simple('resendFailed'),
  simple('backPressed'),
);

const twoFactorChallenge: FunnelEvent = { type: 'registerFailed', status: 401, headers: { [TWO_FACTOR_HEADER]: 'sms' } };

/** Short runs of events a real user journey produces, so that random sequences reach every step. */
export const arbJourneyChunk: fc.Arbitrary<readonly FunnelEvent[]> = fc.oneof(
  fc.constant<readonly FunnelEvent[]>([{ type: 'emailSubmitted' }, { type: 'emailCheckSucceeded' }]),
  fc.constant<readonly FunnelEvent[]>([{ type: 'emailSubmitted' }, { type: 'emailCheckFailed', status: 404 }]),
  fc.constant<readonly FunnelEvent[]>([{ type: 'registerSubmitted' }, twoFactorChallenge]),
  fc.constant<readonly FunnelEvent[]>([{ type: 'validationCodeSubmitted' }, twoFactorChallenge]),
  fc.constant<readonly FunnelEvent[]>([
    { type: 'registerSubmitted' },
    { type: 'registerFailed', status: 409, body: { context: THIRD_PARTY_DUPLICATE_ACCOUNT } },
  ]),
  fc.constant<readonly FunnelEvent[]>([{ type: 'forgotPasswordOpened' }]),
  fc.constant<readonly FunnelEvent[]>([{ type: 'backPressed' }]),
  arbProvider.map((provider): readonly FunnelEvent[] => [
    { type: 'thirdPartyLoginStarted', provider, token: 'token' },
    { type: 'loginFailed', status: 403 },
  ]),
  arbAuthenticationResponse.map((response): readonly FunnelEvent[] => [
    { type: 'validationCodeSubmitted' },
    { type: 'registerSucceeded', response },
  ]),
);

/** Random events mixed with journey runs. */
export const arbFunnelEvents: fc.Arbitrary<readonly FunnelEvent[]> = fc
  .array(fc.oneof(arbFunnelEvent.map((event): readonly FunnelEvent[] => [event]), arbJourneyChunk), { maxLength: 40 })
  .map((chunks) => chunks.flat());

export const arbSessionUser: fc.Arbitrary<SessionUser> = fc.record({
  token: fc.string(),
  firstName: fc.string(),
  languageCode: arbLanguage,
  permissions: fc.record({ pushNotif: fc.boolean(), tracking: fc.boolean() }),
  roles: fc.uniqueArray(fc.constantFrom(...USER_ROLES)),
  isPro: fc.boolean(),
  isSuperOwner: fc.boolean(),
});
