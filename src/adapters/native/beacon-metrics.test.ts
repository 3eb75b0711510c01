import { describe, expect, it } from 'vitest';
import { BeaconMetrics, type BeaconHost } from './beacon-metrics';

const host = (beacon: ((url: string, data?: BodyInit | null) => boolean) | undefined) => {
  const beacons: [string, unknown][] = [];
  const fetches: [string, RequestInit | undefined][] = [];
  const h: BeaconHost = {
    navigator: beacon === undefined ? {} : { sendBeacon: (url, data) => (beacons.push([url, data]), beacon(url, data)) },
    fetch: async (input, init) => void fetches.push([input, init]),
  };
  return { h, beacons, fetches };
};

describe('BeaconMetrics (spec section 7: the deep-link metric as a beacon)', () => {
  it('sends the url as a beacon to /api/v6/metrics/deeplink', () => {
    const { h, beacons, fetches } = host(() => true);
    new BeaconMetrics('/api/v6', h).deeplinkOpened('https://app.seaway.example/fr');
    expect(beacons).toEqual([['/api/v6/metrics/deeplink', '{"url":"https://app.seaway.example/fr"}']]);
    expect(fetches).toEqual([]);
  });

  it('falls back to a keepalive fetch when the beacon is refused, throws or does not exist', () => {
    for (const beacon of [() => false, () => { throw new TypeError('no'); }, undefined]) {
      const { h, fetches } = host(beacon);
      new BeaconMetrics('/api/v6', h).deeplinkOpened('https://app.seaway.example/fr');
      expect(fetches).toHaveLength(1);
      expect(fetches[0]?.[0]).toBe('/api/v6/metrics/deeplink');
      expect(fetches[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin', body: '{"url":"https://app.seaway.example/fr"}' });
    }
  });
});
