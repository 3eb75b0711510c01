import * as t from 'io-ts';
import { Password } from './auth';

/** The signed-in user's profile (issue [5] "Profile"): GET /account/profile and the answers of its changes. */
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const Profile = t.type({
  email: t.string,
  firstName: t.string,
  lastName: t.string,
  /** The verified phone: ISO country of its prefix and E.164 number. */
  phone: Nullable(t.type({ country: t.string, e164: t.string })),
  /** Used by the emails the marketplace sends. */
  language: t.string,
  currency: t.string,
  consents: t.type({ pushNotif: t.boolean, tracking: t.boolean }),
  hasPassword: t.boolean,
  memberSince: t.string,
});
export type Profile = t.TypeOf<typeof Profile>;

/** PUT /account/profile. */
export const ProfileUpdateBody = t.type({ firstName: t.string, lastName: t.string, language: t.string, currency: t.string });
export type ProfileUpdateBody = t.TypeOf<typeof ProfileUpdateBody>;

/**
 * PUT /account/profile/phone: without `code`, an SMS code goes to the new number (202 {codeSent: true}); with the
 * code received, the number is changed (200 Profile). Like registration: 10 minutes, 5 attempts, rate limited.
 */
export const PhoneChangeBody = t.intersection([t.type({ phoneCountry: t.string, phoneNumber: t.string }), t.partial({ code: t.string })]);
export type PhoneChangeBody = t.TypeOf<typeof PhoneChangeBody>;
export const PhoneCodeSent = t.type({ codeSent: t.literal(true) });

/** PUT /account/password: the current password is required (204; the other sessions are signed out). */
export const PasswordChangeBody = t.type({ currentPassword: Password, newPassword: Password });
export type PasswordChangeBody = t.TypeOf<typeof PasswordChangeBody>;

/** POST /account/delete: the password confirms it (accounts without one type their email instead). */
export const AccountDeletionBody = t.partial({ password: Password, email: t.string });
export type AccountDeletionBody = t.TypeOf<typeof AccountDeletionBody>;
