import { describe, expect, it } from 'vitest';
import { PHOTO_URL_TTL_SECONDS, photoSignatureValid, signedPhotoUrl } from './photo-urls';

const NOW = new Date('2026-06-01T09:00:00Z');
const parts = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return { path: parsed.pathname, exp: parsed.searchParams.get('exp') ?? undefined, sig: parsed.searchParams.get('sig') ?? undefined };
};

describe('signed photo URLs', () => {
  it('are valid for their photo until they expire', () => {
    const { path, exp, sig } = parts(signedPhotoUrl('secret', 12, NOW));
    expect(path).toBe('/api/v6/econtract/photos/12');
    expect(photoSignatureValid('secret', 12, exp, sig, NOW)).toBe(true);
    expect(photoSignatureValid('secret', 12, exp, sig, new Date(NOW.getTime() + (PHOTO_URL_TTL_SECONDS - 1) * 1000))).toBe(true);
    expect(photoSignatureValid('secret', 12, exp, sig, new Date(NOW.getTime() + PHOTO_URL_TTL_SECONDS * 1000))).toBe(false);
  });

  it('open no other photo, and need the server’s secret and an untouched expiry', () => {
    const { exp, sig } = parts(signedPhotoUrl('secret', 12, NOW));
    expect(photoSignatureValid('secret', 13, exp, sig, NOW)).toBe(false);
    expect(photoSignatureValid('other', 12, exp, sig, NOW)).toBe(false);
    expect(photoSignatureValid('secret', 12, String(Number(exp) + 3600), sig, NOW)).toBe(false);
    expect(photoSignatureValid('secret', 12, exp, undefined, NOW)).toBe(false);
    expect(photoSignatureValid('secret', 12, 'soon', sig, NOW)).toBe(false);
  });
});
