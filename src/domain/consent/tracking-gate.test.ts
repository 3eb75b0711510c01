import { describe, expect, it } from 'vitest';
import { MAX_HELD_EVENTS, consentModeUpdate, holdEvent, purposeStatus, shouldLoadTagManager, withTrackingContext } from './tracking-gate';

const browser = { isWebview: false, authorized: false };

describe('tracking gate', () => {
  it('pending before a choice, then as chosen', () => {
    expect(purposeStatus(undefined, 'analytics', browser)).toBe('pending');
    expect(purposeStatus({ analytics: true, marketing: false }, 'analytics', browser)).toBe('granted');
    expect(purposeStatus({ analytics: true, marketing: false }, 'marketing', browser)).toBe('refused');
  });

  it('in the native app, the app’s tracking permission is needed as well', () => {
    const accepted = { analytics: true, marketing: true };
    expect(purposeStatus(accepted, 'analytics', { isWebview: true, authorized: false })).toBe('refused');
    expect(purposeStatus(accepted, 'marketing', { isWebview: true, authorized: false })).toBe('refused');
    expect(purposeStatus(accepted, 'analytics', { isWebview: true, authorized: true })).toBe('granted');
    // Before a choice the webview waits too: the permission alone is no consent.
    expect(purposeStatus(undefined, 'analytics', { isWebview: true, authorized: true })).toBe('pending');
  });

  it('holds the first events only, up to the limit', () => {
    let held: readonly number[] = [];
    for (let i = 0; i < MAX_HELD_EVENTS + 5; i += 1) held = holdEvent(held, i);
    expect(held).toHaveLength(MAX_HELD_EVENTS);
    expect(held[0]).toBe(0);
    expect(held.at(-1)).toBe(MAX_HELD_EVENTS - 1);
  });

  it('adds the visitor id, and the click id when given; the event’s own fields win', () => {
    expect(withTrackingContext({ event: 'page_view' }, { visitorId: 'v1', clickId: undefined })).toEqual({ visitorId: 'v1', event: 'page_view' });
    expect(withTrackingContext({ event: 'purchase', visitorId: 'own' }, { visitorId: 'v1', clickId: { source: 'gclid', value: 'g1' } })).toEqual({
      visitorId: 'own',
      clickId: 'g1',
      clickIdSource: 'gclid',
      event: 'purchase',
    });
  });

  it('consent mode: analytics storage follows analytics, ads follow marketing', () => {
    expect(consentModeUpdate('granted', 'refused')).toEqual({
      event: 'consent_update',
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeUpdate('pending', 'granted')).toMatchObject({ analytics_storage: 'denied', ad_storage: 'granted' });
  });

  it('the tag manager loads once, when configured and analytics is granted', () => {
    expect(shouldLoadTagManager('GTM-ABC', 'granted', false)).toBe(true);
    expect(shouldLoadTagManager('GTM-ABC', 'granted', true)).toBe(false);
    expect(shouldLoadTagManager('GTM-ABC', 'pending', false)).toBe(false);
    expect(shouldLoadTagManager('GTM-ABC', 'refused', false)).toBe(false);
    expect(shouldLoadTagManager(null, 'granted', false)).toBe(false);
    expect(shouldLoadTagManager('  ', 'granted', false)).toBe(false);
  });
});
