import * as t from 'io-ts';
import { map } from 'fp-ts/lib/Either';
import { PhoneCodeSent, Profile, type AccountDeletionBody, type PasswordChangeBody, type PhoneChangeBody, type ProfileUpdateBody } from '../../contract/profile';
import type { ProfileGateway } from '../../application/account/ports';
import type { HttpClient } from '../http/http-client';

/** The profile calls over /api/v6 (failures as ApiFailure, never thrown). */
export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly http: HttpClient) {}

  profile() {
    return this.http.get('/account/profile', Profile);
  }

  update(body: ProfileUpdateBody) {
    const { firstName, lastName, language, currency } = body;
    return this.http.send('PUT', '/account/profile', Profile, { firstName, lastName, language, currency });
  }

  async changePhone(body: PhoneChangeBody) {
    const { phoneCountry, phoneNumber, code } = body;
    const answer = await this.http.send('PUT', '/account/profile/phone', t.union([Profile, PhoneCodeSent]), { phoneCountry, phoneNumber, ...(code !== undefined && { code }) });
    return map((value: Profile | t.TypeOf<typeof PhoneCodeSent>) => ('codeSent' in value ? null : value))(answer);
  }

  changePassword(body: PasswordChangeBody) {
    return this.http.send('PUT', '/account/password', t.null, { currentPassword: body.currentPassword, newPassword: body.newPassword });
  }

  exportData() {
    return this.http.get('/account/export', t.unknown);
  }

  deleteAccount(body: AccountDeletionBody) {
    return this.http.send('POST', '/account/delete', t.null, { ...(body.password !== undefined && { password: body.password }), ...(body.email !== undefined && { email: body.email }) });
  }
}
