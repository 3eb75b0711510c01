import { Hono } from 'hono';
import { AccountDeletionBody, PasswordChangeBody, PhoneChangeBody, ProfileUpdateBody, type Profile } from '../../src/contract/profile';
import type { ApiErrorBody } from '../../src/contract/common';
import { toE164 } from '../../src/domain/auth/validation';
import { changePassword, deleteAccount, exportAccount, loadProfile, updateProfile } from '../account/profile';
import { createAuthAdapters, type AuthAdapters } from '../auth/auth-adapters';
import { bearerToken, authorize } from '../auth/authorize';
import { clientAddress } from '../auth/client-address';
import { tooManyRequests } from '../auth/rate-limit';
import { checkCode, startRegistration, type CodePorts } from '../auth/validation-codes';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError, validateBody } from '../http/validate';

/**
 * The signed-in user's profile (issue [5]): names, language and currency (used by the emails), a phone changed with
 * an SMS code like registration's, the password (the current one required), the consents (saved by the device
 * routes), a JSON export of the user's data, and the deletion of the account.
 */
export const profileRoutes = (deps: ServerDeps, overrides: Partial<AuthAdapters> = {}) => {
  const adapters = createAuthAdapters(deps, overrides);
  const codePorts: CodePorts = {
    db: deps.db,
    sms: adapters.sms,
    now: deps.now,
    secret: adapters.secret,
    ...(adapters.randomCode && { randomCode: adapters.randomCode }),
  };
  const profileOf = async (userId: number) => loadProfile(deps.db, userId);

  return new Hono<AppEnv>()
    .get('/account/profile', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const profile = await profileOf(auth.user.id);
      return profile ? c.json<Profile>(profile) : apiError(c, 404, 'not_found', { message: 'No such account.' });
    })
    .put('/account/profile', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, ProfileUpdateBody);
      if (!body.ok) return body.response;
      const updated = await updateProfile(deps.db, auth.user.id, body.value);
      if (!updated.ok) return c.json<ApiErrorBody>({ error: 'profile_invalid', message: 'Please check the highlighted fields.', details: updated.details }, 400);
      return c.json<Profile>((await profileOf(auth.user.id))!);
    })
    .put('/account/profile/phone', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, PhoneChangeBody);
      if (!body.ok) return body.response;
      const country = body.value.phoneCountry.trim().toUpperCase();
      const phone = toE164(country, body.value.phoneNumber);
      if (!phone) return c.json<ApiErrorBody>({ error: 'phone_invalid', message: 'This phone number is not valid for its country.', details: ['phoneNumber: auth.validation.phoneInvalid'] }, 400);
      // The code is kept like a registration's, under the user's email (an existing account has no registration pending).
      const email = auth.user.email.toLowerCase();
      const code = body.value.code?.trim() ?? '';
      if (code === '') {
        const issued = await startRegistration(codePorts, { email, phone, address: clientAddress(c), channel: 'sms' });
        if (issued.kind === 'limited') return tooManyRequests(c, issued.retryAfterSeconds);
        if (issued.kind === 'deliveryFailed') return c.json<ApiErrorBody>({ error: 'sms_delivery_failed', message: 'The SMS could not be sent; please try again.' }, 502);
        return c.json({ codeSent: true as const }, 202);
      }
      const checked = await checkCode(codePorts, email, phone, code);
      if (checked.kind === 'tooManyAttempts') return tooManyRequests(c, checked.retryAfterSeconds);
      if (checked.kind !== 'valid') {
        return c.json<ApiErrorBody>({ error: `code_${checked.kind}`, message: 'This code is not valid.', details: ['code: auth.validation.codeInvalid'] }, 400);
      }
      await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ phone_country: country, phone_number: phone }).where('id', '=', auth.user.id).execute();
        await trx.deleteFrom('pending_registrations').where('id', '=', checked.pendingId).execute();
      });
      return c.json<Profile>((await profileOf(auth.user.id))!);
    })
    .put('/account/password', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, PasswordChangeBody);
      if (!body.ok) return body.response;
      const changed = await changePassword(deps.db, { userId: auth.user.id, ...body.value, currentToken: bearerToken(c), now: deps.now() });
      if (changed.ok) return c.body(null, 204);
      if (changed.reason === 'weak') return c.json<ApiErrorBody>({ error: 'password_invalid', message: 'The new password is too short.', details: [`newPassword: ${changed.key ?? ''}`] }, 400);
      return c.json<ApiErrorBody>({ error: changed.reason === 'noPassword' ? 'no_password' : 'wrong_password', message: 'The current password is not correct.' }, 400);
    })
    .get('/account/export', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      c.header('Content-Disposition', 'attachment; filename="seaway-my-data.json"');
      return c.json(await exportAccount(deps.db, auth.user.id));
    })
    .post('/account/delete', async (c) => {
      const auth = await authorize(c, deps);
      if (!auth.ok) return auth.response;
      const body = await validateBody(c, AccountDeletionBody);
      if (!body.ok) return body.response;
      const deleted = await deleteAccount(deps.db, { userId: auth.user.id, password: body.value.password, email: body.value.email, now: deps.now() });
      if (deleted.ok) return c.body(null, 204);
      return deleted.reason === 'upcomingBookings'
        ? apiError(c, 409, 'upcoming_bookings', { message: 'Cancel your upcoming bookings before deleting your account.' })
        : c.json<ApiErrorBody>({ error: 'confirmation_invalid', message: 'Please confirm with your password.' }, 400);
    });
};
