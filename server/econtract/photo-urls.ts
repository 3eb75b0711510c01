import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE_PATH } from '../../src/contract/common';

/** A photo URL works this long: enough to fill in, review and print a contract; the page asks again after that. */
export const PHOTO_URL_TTL_SECONDS = 6 * 60 * 60;

const signatureOf = (secret: string, photoId: number, expires: number): string =>
  createHmac('sha256', secret).update(`econtract-photo:${photoId}:${expires}`).digest('base64url');

/**
 * A signed, expiring URL of a contract photo. The app's session is a Bearer token an <img> cannot send, so the
 * contract's reader gets URLs signed for them (only the parties and staff ever read a contract's view).
 */
export const signedPhotoUrl = (secret: string, photoId: number, now: Date): string => {
  const expires = Math.floor(now.getTime() / 1000) + PHOTO_URL_TTL_SECONDS;
  return `${API_BASE_PATH}/econtract/photos/${photoId}?exp=${expires}&sig=${signatureOf(secret, photoId, expires)}`;
};

/** Whether a photo URL's signature is right and not expired. */
export const photoSignatureValid = (secret: string, photoId: number, exp: string | undefined, sig: string | undefined, now: Date): boolean => {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  const expires = Number(exp);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, photoId, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
