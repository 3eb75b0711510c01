import { describe, expect, it } from 'vitest';
import { DataLayerAnalytics, type DataLayerHost } from './data-layer-analytics';

describe('DataLayerAnalytics', () => {
  it('creates the data layer when absent and pushes to it', () => {
    const host: DataLayerHost = {};
    new DataLayerAnalytics(host).push({ event: 'sentry_error', eventId: 'e1', message: 'Boom' });
    expect(host.dataLayer).toEqual([{ event: 'sentry_error', eventId: 'e1', message: 'Boom' }]);
  });

  it('pushes through the existing array and its (tag-manager) push', () => {
    const seen: unknown[] = [];
    const existing: unknown[] = [{ event: 'gtm.js' }];
    existing.push = (...items: unknown[]) => {
      seen.push(...items);
      return Array.prototype.push.apply(existing, items);
    };
    const host: DataLayerHost = { dataLayer: existing };
    new DataLayerAnalytics(host).push({ event: 'x' });
    expect(host.dataLayer).toBe(existing);
    expect([...existing]).toEqual([{ event: 'gtm.js' }, { event: 'x' }]);
    expect(seen).toEqual([{ event: 'x' }]);
  });

  it('replaces a data layer that is not an array', () => {
    const host: DataLayerHost = { dataLayer: 'broken' };
    new DataLayerAnalytics(host).push({ event: 'x' });
    expect(host.dataLayer).toEqual([{ event: 'x' }]);
  });

  it('keeps events in memory when there is no window', () => {
    expect(typeof window).toBe('undefined');
    const analytics = new DataLayerAnalytics();
    analytics.push({ event: 'a' });
    analytics.push({ event: 'b' });
    expect(analytics.events).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('pushes a copy, so later changes to the caller’s object do not leak', () => {
    const analytics = new DataLayerAnalytics({});
    const event: Record<string, unknown> = { event: 'a' };
    analytics.push(event);
    event['event'] = 'changed';
    expect(analytics.events).toEqual([{ event: 'a' }]);
  });
});
