import { describe, expect, it } from 'vitest';
import { decodeStoredChoice, decodeStoredClickId, encodeChoice, encodeClickId } from './stored-consent';

describe('stored consent', () => {
  it('reads back what it wrote', () => {
    const choice = { version: 1, purposes: { analytics: true, marketing: false }, givenAt: '2026-06-01T09:00:00.000Z' };
    expect(decodeStoredChoice(encodeChoice(choice))).toEqual(choice);
    const clickId = { source: 'gclid' as const, value: 'g-1', expiresAt: '2026-07-16T09:00:00.000Z' };
    expect(decodeStoredClickId(encodeClickId(clickId))).toEqual(clickId);
  });

  it('drops anything unreadable, unknown purposes and foreign click ids', () => {
    expect(decodeStoredChoice(undefined)).toBeUndefined();
    expect(decodeStoredChoice('not json')).toBeUndefined();
    expect(decodeStoredChoice(JSON.stringify({ version: 1, purposes: { analytics: true }, givenAt: 'x' }))).toBeUndefined();
    expect(decodeStoredChoice(JSON.stringify({ version: 1, purposes: { analytics: true, marketing: true, extra: true }, givenAt: 'x' }))?.purposes).toEqual({
      analytics: true,
      marketing: true,
    });
    expect(decodeStoredClickId(JSON.stringify({ source: 'yclid', value: 'y', expiresAt: 'x' }))).toBeUndefined();
    expect(decodeStoredClickId(JSON.stringify({ source: 'gclid', value: '<script>', expiresAt: 'x' }))).toBeUndefined();
  });
});
