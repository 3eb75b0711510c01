import { idParam } from '../http/id-param';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE_PATH, type ApiErrorBody } from '../../src/contract/common';
import {
  ECONTRACT_PHOTO_MAX_BYTES,
  EcontractCodeBody,
  EcontractConfirmBody,
  EcontractSaveBody,
  type EcontractCodeSent,
  type EcontractOverview,
  type EcontractPhoto,
  type EcontractView,
} from '../../src/contract/econtract';
import type { Direction } from '../../src/domain/econtract/econtract';
import { createAuthAdapters, type AuthAdapters } from '../auth/auth-adapters';
import { authorize } from '../auth/authorize';
import { clientAddress } from '../auth/client-address';
import { checkLimit, recordHit, tooManyRequests } from '../auth/rate-limit';
import { loadEcontractBooking, type EcontractBooking } from '../econtract/econtract-access';
import {
  confirmContract,
  econtractOverview,
  econtractView,
  loadPhotoFile,
  saveDraft,
  sendConfirmationCode,
  storePhoto,
  type EcontractDeps,
  type Refusal,
} from '../econtract/econtracts';
import { econtractPhotoStorage } from '../econtract/photo-storage';
import { photoSignatureValid } from '../econtract/photo-urls';
import type { AppEnv, ServerDeps } from '../http/env';
import { apiError, badRequest, validateBody } from '../http/validate';

const PHOTO_UPLOAD_PATH = new RegExp(`^${API_BASE_PATH}/bookings/[^/]+/econtract/(in|out)/photos/?$`);

/** A contract photo is larger than the JSON API's limit: app.ts leaves it to this route's own (10 MB). */
export const isEcontractPhotoUpload = (method: string, path: string): boolean => method === 'POST' && PHOTO_UPLOAD_PATH.test(path);

const directionOf = (c: Context): Direction => (c.req.param('direction') === 'out' ? 'out' : 'in');

const notFound = (c: Context) => apiError(c, 404, 'booking_not_found', { message: 'No such booking.' });

const refused = (c: Context, refusal: Refusal) => {
  switch (refusal.kind) {
    case 'forbidden':
      return apiError(c, 403, 'forbidden', { message: 'Only the booking’s owner and tenant fill in and confirm its contracts.' });
    case 'signed':
      return apiError(c, 409, 'econtract_signed', { message: 'This contract is signed: it can no longer change.' });
    case 'closed':
      return apiError(c, 409, 'econtract_not_open', { message: 'This contract cannot be filled in now.', details: [refusal.reason] });
  }
};

const isRefusal = (result: { kind: string }): result is Refusal => result.kind === 'forbidden' || result.kind === 'signed' || result.kind === 'closed';

/**
 * The electronic contract at the harbour (issue [6]): check-in and check-out of a boat booking, filled in together on
 * one phone, saved as drafts (the offline queue sends the whole draft again when the connection is back), with photos,
 * and signed by both parties. Privacy by query: only the booking's owner and tenant (and staff, who read) find it;
 * anyone else gets 404, a visitor 401.
 */
export const econtractRoutes = (deps: ServerDeps, overrides: Partial<AuthAdapters> & { storage?: EcontractDeps['storage'] } = {}) => {
  const adapters = createAuthAdapters(deps, overrides);
  const contractDeps: EcontractDeps = {
    db: deps.db,
    now: deps.now,
    secret: adapters.secret,
    storage: overrides.storage ?? econtractPhotoStorage(deps.config),
    sms: adapters.sms,
    email: adapters.email,
    publicUrl: deps.config.publicUrl,
    ...(adapters.randomCode && { randomCode: adapters.randomCode }),
  };

  /** The signed-in user's booking (401 for a visitor, 404 for a booking that is not theirs). */
  const bookingOf = async (c: Context<AppEnv>): Promise<{ ok: true; booking: EcontractBooking; userId: number } | { ok: false; response: Response }> => {
    const auth = await authorize(c, deps);
    if (!auth.ok) return auth;
    const booking = await loadEcontractBooking(deps.db, idParam(c, 'id'), auth.user);
    return booking ? { ok: true, booking, userId: auth.user.id } : { ok: false, response: notFound(c) };
  };

  return new Hono<AppEnv>()
    .get('/bookings/:id/econtract', async (c) => {
      const found = await bookingOf(c);
      if (!found.ok) return found.response;
      return c.json<EcontractOverview>(await econtractOverview(contractDeps, found.booking));
    })
    .get('/bookings/:id/econtract/:direction{in|out}', async (c) => {
      const found = await bookingOf(c);
      if (!found.ok) return found.response;
      return c.json<EcontractView>(await econtractView(contractDeps, found.booking, directionOf(c)));
    })
    .put('/bookings/:id/econtract/:direction{in|out}', async (c) => {
      const found = await bookingOf(c);
      if (!found.ok) return found.response;
      const body = await validateBody(c, EcontractSaveBody);
      if (!body.ok) return body.response;
      const result = await saveDraft(contractDeps, found.booking, directionOf(c), body.value.data);
      if (isRefusal(result)) return refused(c, result);
      if (result.kind === 'invalid') return c.json<ApiErrorBody>({ error: 'econtract_invalid', message: 'Please check the highlighted fields.', details: result.details }, 400);
      return c.json<EcontractView>(result.view);
    })
    .post(
      '/bookings/:id/econtract/:direction{in|out}/photos',
      bodyLimit({
        maxSize: ECONTRACT_PHOTO_MAX_BYTES,
        onError: (c) => c.json<ApiErrorBody>({ error: 'payload_too_large', message: 'A photo is at most 10 MB.' }, 413),
      }),
      async (c) => {
        const found = await bookingOf(c);
        if (!found.ok) return found.response;
        const now = deps.now();
        const subject = `user:${found.userId}`;
        const allowed = await checkLimit(deps.db, 'pictureUpload', subject, now);
        if (!allowed.ok) return tooManyRequests(c, allowed.retryAfterSeconds);
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        if (bytes.byteLength === 0) return badRequest(c, ['body: expected an image'], 'photo_missing');
        await recordHit(deps.db, 'pictureUpload', subject, now);
        const result = await storePhoto(contractDeps, found.booking, directionOf(c), bytes, found.userId);
        if (isRefusal(result)) return refused(c, result);
        if (result.kind === 'notAnImage') return c.json<ApiErrorBody>({ error: 'photo_type_unsupported', message: 'This file is not a photo (JPEG, PNG, WebP or HEIC).' }, 415);
        if (result.kind === 'tooMany') return apiError(c, 409, 'too_many_photos', { message: 'This contract has as many photos as it can hold.' });
        return c.json<EcontractPhoto>(result.photo, 201);
      },
    )
    .post('/bookings/:id/econtract/:direction{in|out}/confirm/code', async (c) => {
      const found = await bookingOf(c);
      if (!found.ok) return found.response;
      const body = await validateBody(c, EcontractCodeBody);
      if (!body.ok) return body.response;
      const result = await sendConfirmationCode(contractDeps, found.booking, directionOf(c), body.value.party, clientAddress(c));
      if (isRefusal(result)) return refused(c, result);
      switch (result.kind) {
        case 'notNeeded':
          return c.json<ApiErrorBody>({ error: 'code_not_needed', message: 'You are signed in: confirm as yourself without a code.' }, 400);
        case 'noPhone':
          return apiError(c, 409, 'phone_missing', { message: 'This account has no phone number: confirm with the password.' });
        case 'limited':
          return tooManyRequests(c, result.retryAfterSeconds);
        case 'deliveryFailed':
          return c.json<ApiErrorBody>({ error: 'sms_delivery_failed', message: 'The SMS could not be sent; please try again.' }, 502);
        case 'sent':
          return c.json<EcontractCodeSent>({ sentTo: result.sentTo }, 202);
      }
    })
    .post('/bookings/:id/econtract/:direction{in|out}/confirm', async (c) => {
      const found = await bookingOf(c);
      if (!found.ok) return found.response;
      const body = await validateBody(c, EcontractConfirmBody);
      if (!body.ok) return body.response;
      const result = await confirmContract(contractDeps, found.booking, directionOf(c), body.value);
      if (isRefusal(result)) return refused(c, result);
      switch (result.kind) {
        case 'secretRequired':
          return c.json<ApiErrorBody>({ error: 'secret_required', message: 'The other party confirms with their password or an SMS code.', details: ['password: econtract.errors.secretRequired'] }, 400);
        case 'noPassword':
          return apiError(c, 409, 'no_password', { message: 'This account has no password: confirm with an SMS code.' });
        case 'wrongPassword':
          return c.json<ApiErrorBody>({ error: 'wrong_password', message: 'This password is not correct.', details: ['password: econtract.errors.wrongPassword'] }, 400);
        case 'codeInvalid':
          return c.json<ApiErrorBody>({ error: 'code_invalid', message: 'This code is not valid.', details: ['code: econtract.errors.codeInvalid'] }, 400);
        case 'codeExpired':
          return c.json<ApiErrorBody>({ error: 'code_expired', message: 'This code has expired: ask for a new one.', details: ['code: econtract.errors.codeExpired'] }, 400);
        case 'limited':
          return tooManyRequests(c, result.retryAfterSeconds);
        case 'incomplete':
          return c.json<ApiErrorBody>({ error: 'econtract_incomplete', message: 'The contract is not complete yet.', details: result.details }, 422);
        case 'changed':
          return apiError(c, 409, 'econtract_changed', { message: 'The contract changed since it was shown: check it again.' });
        case 'confirmed':
          return c.json<EcontractView>(result.view);
      }
    })
    .get('/econtract/photos/:photoId', async (c) => {
      // No session here: an <img> cannot send the Bearer token; the URL is signed for the reader and expires.
      const photoId = idParam(c, 'photoId');
      if (photoId < 0 || !photoSignatureValid(await contractDeps.secret(), photoId, c.req.query('exp'), c.req.query('sig'), deps.now())) {
        return apiError(c, 404, 'photo_not_found', { message: 'No such photo (or the link expired).' });
      }
      const file = await loadPhotoFile(contractDeps, photoId);
      if (!file) return apiError(c, 404, 'photo_not_found', { message: 'No such photo (or the link expired).' });
      c.header('Cache-Control', 'private, max-age=3600');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(file.bytes, 200, { 'Content-Type': file.contentType });
    });
};
