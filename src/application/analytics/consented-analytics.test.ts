import { describe, expect, it } from 'vitest';
import { FakeAnalytics } from '../../../tests/fakes/auth';
import { FakeConsentGateway, FakeNativeTracking } from '../../../tests/fakes/consent';
import { MemoryStorage } from '../../../tests/fakes/foundation';
import { FakeClock } from '../../../tests/fakes/search';
import { ALL_ACCEPTED, ALL_DECLINED } from '../../domain/consent/consent';
import { MAX_HELD_EVENTS, type NativeTracking } from '../../domain/consent/tracking-gate';
import { TrackingConsent } from '../consent/tracking-consent';
import { ConsentedAnalytics } from './consented-analytics';
import type { TagManager } from './tag-manager';

const VISITOR = 'visitor-1';

const build = (options: { native?: NativeTracking; tagManagerId?: string | null; storage?: MemoryStorage } = {}) => {
  const dataLayer = new FakeAnalytics();
  const native = new FakeNativeTracking(options.native);
  const consent = new TrackingConsent(options.storage ?? new MemoryStorage(), new FakeClock(Date.parse('2026-06-01T09:00:00Z')), new FakeConsentGateway(), native.read);
  const loaded: string[] = [];
  const tagManager: TagManager = { load: (id) => loaded.push(id) };
  const analytics = new ConsentedAnalytics(dataLayer, consent, { visitorId: VISITOR, tagManagerId: options.tagManagerId ?? null, tagManager });
  const names = () => dataLayer.events.map((e) => e['event']);
  return { analytics, dataLayer, consent, native, loaded, names };
};

describe('ConsentedAnalytics (nothing is tracked before consent)', () => {
  it('holds events before a choice: nothing reaches the data layer', () => {
    const { analytics, dataLayer } = build();
    analytics.push({ event: 'page_view', pagePath: '/' });
    analytics.push({ event: 'search', resultsCount: 3 });
    expect(dataLayer.events).toEqual([]);
    expect(analytics.heldCount).toBe(2);
  });

  it('accepting sends the consent state first, then the held events in order, each with the visitor id', async () => {
    const { analytics, dataLayer, consent } = build();
    analytics.push({ event: 'page_view', pagePath: '/' });
    analytics.push({ event: 'view_item', itemId: '8' });
    await consent.choose(ALL_ACCEPTED);
    expect(dataLayer.events).toEqual([
      { event: 'consent_update', analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      { visitorId: VISITOR, event: 'page_view', pagePath: '/' },
      { visitorId: VISITOR, event: 'view_item', itemId: '8' },
    ]);
    analytics.push({ event: 'purchase', transactionId: 'SW-1' });
    expect(dataLayer.events.at(-1)).toEqual({ visitorId: VISITOR, event: 'purchase', transactionId: 'SW-1' });
    expect(analytics.heldCount).toBe(0);
  });

  it('declining drops what waited and everything after, and tells the data layer nothing', async () => {
    const { analytics, dataLayer, consent } = build();
    analytics.push({ event: 'page_view', pagePath: '/' });
    await consent.choose(ALL_DECLINED);
    analytics.push({ event: 'view_item', itemId: '8' });
    expect(dataLayer.events).toEqual([]);
    expect(analytics.heldCount).toBe(0);
  });

  it('analytics declined but marketing accepted: still nothing (every data-layer event needs analytics)', async () => {
    const { analytics, dataLayer, consent } = build();
    analytics.push({ event: 'page_view' });
    await consent.choose({ analytics: false, marketing: true });
    analytics.push({ event: 'purchase' });
    expect(dataLayer.events).toEqual([]);
  });

  it('withdrawing consent tells the tags (denied) and stops the events', async () => {
    const { analytics, consent, names, dataLayer } = build();
    await consent.choose(ALL_ACCEPTED);
    analytics.push({ event: 'page_view' });
    await consent.choose(ALL_DECLINED);
    analytics.push({ event: 'view_item' });
    expect(names()).toEqual(['consent_update', 'page_view', 'consent_update']);
    expect(dataLayer.events.at(-1)).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('in the native app without the tracking permission: nothing, even after "Accept"', async () => {
    const { analytics, dataLayer, consent, native, names } = build({ native: { isWebview: true, authorized: false } });
    analytics.push({ event: 'page_view' });
    await consent.choose(ALL_ACCEPTED);
    analytics.push({ event: 'view_item' });
    expect(dataLayer.events).toEqual([]);
    // The app's permission given later (signed in, iOS authorized): from then on events flow.
    native.set({ isWebview: true, authorized: true });
    analytics.push({ event: 'purchase' });
    expect(names()).toEqual(['consent_update', 'purchase']);
  });

  it('the click id rides on events only with marketing consent', async () => {
    const granted = build();
    granted.consent.landed('?gclid=g-42');
    granted.analytics.push({ event: 'page_view' });
    await granted.consent.choose(ALL_ACCEPTED);
    granted.analytics.push({ event: 'purchase', transactionId: 'SW-7' });
    expect(granted.dataLayer.events.slice(1)).toEqual([
      { visitorId: VISITOR, clickId: 'g-42', clickIdSource: 'gclid', event: 'page_view' },
      { visitorId: VISITOR, clickId: 'g-42', clickIdSource: 'gclid', event: 'purchase', transactionId: 'SW-7' },
    ]);
    const analyticsOnly = build();
    analyticsOnly.consent.landed('?gclid=g-42');
    await analyticsOnly.consent.choose({ analytics: true, marketing: false });
    analyticsOnly.analytics.push({ event: 'purchase' });
    expect(analyticsOnly.dataLayer.events.at(-1)).toEqual({ visitorId: VISITOR, event: 'purchase' });
  });

  it('loads the tag manager once, after analytics consent, only when configured', async () => {
    const configured = build({ tagManagerId: 'GTM-TEST' });
    expect(configured.loaded).toEqual([]);
    await configured.consent.choose(ALL_ACCEPTED);
    await configured.consent.choose({ analytics: true, marketing: false });
    expect(configured.loaded).toEqual(['GTM-TEST']);
    const declined = build({ tagManagerId: 'GTM-TEST' });
    await declined.consent.choose(ALL_DECLINED);
    expect(declined.loaded).toEqual([]);
    const none = build();
    await none.consent.choose(ALL_ACCEPTED);
    expect(none.loaded).toEqual([]);
  });

  it('a returning visitor who accepted is tracked at once; one who declined never', async () => {
    const storage = new MemoryStorage();
    await build({ storage }).consent.choose(ALL_ACCEPTED);
    const returning = build({ storage });
    returning.analytics.push({ event: 'page_view' });
    expect(returning.names()).toEqual(['consent_update', 'page_view']);
    const declinedStorage = new MemoryStorage();
    await build({ storage: declinedStorage }).consent.choose(ALL_DECLINED);
    const declined = build({ storage: declinedStorage });
    declined.analytics.push({ event: 'page_view' });
    expect(declined.dataLayer.events).toEqual([]);
  });

  it('holds at most the first events of a long undecided visit', () => {
    const { analytics } = build();
    for (let i = 0; i < MAX_HELD_EVENTS + 20; i += 1) analytics.push({ event: 'page_view', n: i });
    expect(analytics.heldCount).toBe(MAX_HELD_EVENTS);
  });

  it('keeps its own copy of a held event', async () => {
    const { analytics, consent, dataLayer } = build();
    const event: Record<string, unknown> = { event: 'page_view', pagePath: '/' };
    analytics.push(event);
    event['pagePath'] = '/changed';
    await consent.choose(ALL_ACCEPTED);
    expect(dataLayer.events.at(-1)).toMatchObject({ pagePath: '/' });
  });
});
