import { describe, expect, it } from 'vitest';
import { FakeConsentGateway, FakeNativeTracking } from '../../../tests/fakes/consent';
import { MemoryStorage } from '../../../tests/fakes/foundation';
import { FakeClock } from '../../../tests/fakes/search';
import { httpFailure } from '../../../tests/fakes/search';
import { ALL_ACCEPTED, ALL_DECLINED, type ConsentPurposes } from '../../domain/consent/consent';
import type { NativeTracking } from '../../domain/consent/tracking-gate';
import { CLICK_ID_STORAGE_KEY, CONSENT_STORAGE_KEY } from './stored-consent';
import { TrackingConsent } from './tracking-consent';

const NOW = Date.parse('2026-06-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const build = (options: { stored?: Record<string, string>; native?: NativeTracking; now?: number } = {}) => {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.set(key, value);
  const clock = new FakeClock(options.now ?? NOW);
  const gateway = new FakeConsentGateway();
  const native = new FakeNativeTracking(options.native);
  const consent = new TrackingConsent(storage, clock, gateway, native.read);
  return { consent, storage, clock, gateway, native };
};

const storedChoice = (purposes: ConsentPurposes, givenAt: string, version = 1) => JSON.stringify({ version, purposes, givenAt });

describe('TrackingConsent', () => {
  it('asks a new visitor: every purpose pending, nothing stored or sent', () => {
    const { consent, storage, gateway } = build();
    expect(consent.needsAsking).toBe(true);
    expect(consent.analytics).toBe('pending');
    expect(consent.marketing).toBe('pending');
    expect(storage.values.size).toBe(0);
    expect(gateway.calls).toEqual([]);
  });

  it('keeps a choice locally and sends it as given, then a change of mind as changed', async () => {
    const { consent, storage, gateway, clock } = build();
    await consent.choose(ALL_ACCEPTED);
    expect(consent.needsAsking).toBe(false);
    expect(consent.analytics).toBe('granted');
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toEqual({ version: 1, purposes: ALL_ACCEPTED, givenAt: '2026-06-01T09:00:00.000Z' });
    clock.epochMs += DAY;
    await consent.choose({ analytics: true, marketing: false });
    expect(consent.marketing).toBe('refused');
    expect(gateway.bodies).toEqual([
      { event: 'consent.given', consent: ALL_ACCEPTED, version: 1 },
      { event: 'consent.changed', consent: { analytics: true, marketing: false }, version: 1 },
    ]);
  });

  it('a choice survives a reload; after 13 months it is asked again and the old entry dropped', () => {
    const stored = { [CONSENT_STORAGE_KEY]: storedChoice(ALL_DECLINED, '2026-05-01T08:00:00.000Z') };
    const reloaded = build({ stored });
    expect(reloaded.consent.needsAsking).toBe(false);
    expect(reloaded.consent.analytics).toBe('refused');
    const later = build({ stored, now: Date.parse('2027-06-01T08:00:00Z') });
    expect(later.consent.needsAsking).toBe(true);
    expect(later.storage.get(CONSENT_STORAGE_KEY)).toBeUndefined();
  });

  it('an unreadable or outdated entry is asked again', () => {
    for (const raw of ['{', '"yes"', JSON.stringify({ version: 1, purposes: { analytics: 'yes' }, givenAt: 'x' }), storedChoice(ALL_ACCEPTED, '2026-05-01T00:00:00Z', 0)]) {
      const { consent, storage } = build({ stored: { [CONSENT_STORAGE_KEY]: raw } });
      expect(consent.needsAsking).toBe(true);
      expect(storage.get(CONSENT_STORAGE_KEY)).toBeUndefined();
    }
  });

  it('a failed send keeps the choice (it decides at once, even offline)', async () => {
    const { consent, gateway } = build();
    gateway.failNext('record', httpFailure(500));
    await consent.choose(ALL_ACCEPTED);
    expect(consent.analytics).toBe('granted');
    expect(consent.needsAsking).toBe(false);
  });

  it('in the native app, accepting the banner is not enough without the app’s tracking permission', async () => {
    const { consent, native } = build({ native: { isWebview: true, authorized: false } });
    expect(consent.needsAsking).toBe(true);
    await consent.choose(ALL_ACCEPTED);
    expect(consent.analytics).toBe('refused');
    expect(consent.marketing).toBe('refused');
    native.set({ isWebview: true, authorized: true });
    expect(consent.analytics).toBe('granted');
  });

  describe('click id (kept 45 days, only with marketing consent)', () => {
    it('held in memory before consent, written when marketing is accepted', async () => {
      const { consent, storage } = build();
      consent.landed('?gclid=Cj0-abc');
      expect(storage.get(CLICK_ID_STORAGE_KEY)).toBeUndefined();
      expect(consent.clickId).toBeUndefined();
      await consent.choose(ALL_ACCEPTED);
      expect(consent.clickId).toEqual({ source: 'gclid', value: 'Cj0-abc' });
      expect(JSON.parse(storage.get(CLICK_ID_STORAGE_KEY) ?? '')).toEqual({ source: 'gclid', value: 'Cj0-abc', expiresAt: '2026-07-16T09:00:00.000Z' });
    });

    it('never written when marketing is declined; a kept one is forgotten when marketing is withdrawn', async () => {
      const { consent, storage } = build();
      consent.landed('?fbclid=IwAR1');
      await consent.choose({ analytics: true, marketing: false });
      expect(storage.get(CLICK_ID_STORAGE_KEY)).toBeUndefined();
      expect(consent.clickId).toBeUndefined();
      await consent.choose(ALL_ACCEPTED);
      expect(storage.get(CLICK_ID_STORAGE_KEY)).toBeDefined();
      await consent.choose(ALL_DECLINED);
      expect(storage.get(CLICK_ID_STORAGE_KEY)).toBeUndefined();
    });

    it('a click id of an earlier visit is used until its 45 days are over, then dropped', () => {
      const stored = {
        [CONSENT_STORAGE_KEY]: storedChoice(ALL_ACCEPTED, '2026-05-20T00:00:00.000Z'),
        [CLICK_ID_STORAGE_KEY]: JSON.stringify({ source: 'msclkid', value: 'm1', expiresAt: '2026-06-10T00:00:00.000Z' }),
      };
      expect(build({ stored }).consent.clickId).toEqual({ source: 'msclkid', value: 'm1' });
      const late = build({ stored, now: Date.parse('2026-06-10T00:00:01Z') });
      expect(late.consent.clickId).toBeUndefined();
      expect(late.storage.get(CLICK_ID_STORAGE_KEY)).toBeUndefined();
    });

    it('a later click replaces the kept one; a malformed one is ignored', async () => {
      const { consent, storage } = build();
      await consent.choose(ALL_ACCEPTED);
      consent.landed('?gclid=first');
      consent.landed('?gclid=%3Cb%3E');
      expect(consent.clickId?.value).toBe('first');
      consent.landed('?msclkid=second');
      expect(consent.clickId).toEqual({ source: 'msclkid', value: 'second' });
      expect(storage.get(CLICK_ID_STORAGE_KEY)).toContain('second');
    });
  });
});
