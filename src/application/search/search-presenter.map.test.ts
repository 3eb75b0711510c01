import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeAnalytics } from '../../../tests/fakes/auth';
import { FakeNavigator, MemoryStorage } from '../../../tests/fakes/foundation';
import { right } from 'fp-ts/lib/Either';
import {
  FakeAuthenticator,
  FakeClock,
  FakeScheduler,
  FakeSearchGateway,
  abTests,
  activitiesResponse,
  activitySummary,
  failed,
  fakeSettings,
  fakeViewport,
  httpFailure,
  settle,
} from '../../../tests/fakes/search';
import type { Navigator } from '../routing/navigator';
import { SearchPresenter } from './search-presenter';

/** Records whether each navigation replaced the entry. */
class RecordingNavigator extends FakeNavigator implements Navigator {
  readonly replaced: boolean[] = [];
  override navigate(to: string, options?: { replace?: boolean }) {
    this.replaced.push(options?.replace === true);
    super.navigate(to);
  }
}

const build = (path = '/boat-rental/search') => {
  const gateway = new FakeSearchGateway();
  const navigator = new RecordingNavigator(path);
  const presenter = new SearchPresenter(
    gateway,
    fakeSettings(),
    navigator,
    new FakeClock(),
    new MemoryStorage(),
    new FakeAuthenticator(),
    abTests(),
    new FakeScheduler(),
    fakeViewport(),
    new FakeAnalytics(),
  );
  return { presenter, gateway, navigator };
};

describe('SearchPresenter: the results map (issue [10])', () => {
  it('one marker per boat with its price per day', async () => {
    const { presenter } = build();
    presenter.locationChanged('?address=Marseille');
    await settle();
    expect(presenter.mapMarkers).toHaveLength(presenter.products.length);
    const [marker] = presenter.mapMarkers;
    const [product] = presenter.products;
    expect(marker).toMatchObject({ id: product!.id, title: product!.title, latitude: product!.latitude, longitude: product!.longitude });
    expect(marker!.price).toMatch(/\d/);
  });

  it('moving the map does nothing until "search as I move the map" is on', () => {
    const { presenter, navigator, gateway } = build();
    presenter.locationChanged('?address=Marseille');
    const calls = gateway.callsOf('searchProducts').length;
    presenter.mapMoved({ south: 43.2, west: 5.3, north: 43.4, east: 5.5 });
    expect(navigator.history).toEqual([]);
    expect(gateway.callsOf('searchProducts')).toHaveLength(calls);
  });

  it('with it on, the box replaces the URL entry and searches through the normal path', () => {
    const { presenter, navigator, gateway } = build();
    presenter.locationChanged('?address=Marseille&latitude=43.3&longitude=5.4&distance=20&page=2');
    presenter.searchAsMapMovesToggled(true);
    presenter.mapMoved({ south: 43.21234, west: 5.3, north: 43.4, east: 5.5 });
    expect(navigator.history.at(-1)).toBe('/boat-rental/search?address=Marseille&bounds=43.2123%2C5.3%2C43.4%2C5.5');
    expect(navigator.replaced.at(-1)).toBe(true);
    expect(presenter.filters).toEqual({ address: 'Marseille', bounds: '43.2123,5.3,43.4,5.5', page: 1 });
    expect(gateway.callsOf('searchProducts').at(-1)?.params).toContainEqual(['bounds', '43.2123,5.3,43.4,5.5']);
    // The same box again: nothing new.
    const count = navigator.history.length;
    presenter.mapMoved({ south: 43.21234, west: 5.3, north: 43.4, east: 5.5 });
    expect(navigator.history).toHaveLength(count);
  });

  it('a new place drops the box', () => {
    const { presenter } = build();
    presenter.locationChanged('?address=Marseille&bounds=43.2%2C5.3%2C43.4%2C5.5');
    presenter.placeInputChanged('Nice');
    presenter.addressSubmitted();
    expect(presenter.filters.bounds).toBeUndefined();
  });

  it('hover and selection are shared by the cards and the markers', () => {
    const { presenter } = build();
    presenter.productHovered(7);
    presenter.productSelected(9);
    expect([presenter.hoveredProductId, presenter.selectedProductId]).toEqual([7, 9]);
    presenter.productHovered(null);
    expect(presenter.hoveredProductId).toBeNull();
  });

  describe('on an activity search', () => {
    const activities = [
      activitySummary({ id: 501, title: 'Sunset cruise', latitude: 43.29, longitude: 5.36, price: 4500 }),
      activitySummary({ id: 502, title: 'Fishing trip', latitude: 43.21, longitude: 5.53, price: 12050 }),
    ];
    const buildActivities = () => {
      const built = build('/experiences/search');
      built.gateway.activities = async () => right(activitiesResponse({ activities, count: 2 }));
      return built;
    };

    it('one marker per activity, with its price per person as its card shows it', async () => {
      const { presenter, gateway } = buildActivities();
      presenter.locationChanged('?address=Marseille', 'activity');
      await settle();
      expect(gateway.callsOf('searchProducts')).toHaveLength(0);
      expect(presenter.mapMarkers).toEqual([
        { id: 501, title: 'Sunset cruise', latitude: 43.29, longitude: 5.36, price: '€45' },
        { id: 502, title: 'Fishing trip', latitude: 43.21, longitude: 5.53, price: presenter.activityCards[1]!.price.amount },
      ]);
      expect(presenter.mapMarkers.map((marker) => marker.price)).toEqual(presenter.activityCards.map((card) => card.price.amount));
    });

    it('no markers left from a boat search, none while the activities failed', async () => {
      const { presenter, gateway } = buildActivities();
      presenter.locationChanged('?address=Marseille', 'boat');
      await settle();
      expect(presenter.mapMarkers.length).toBeGreaterThan(0);
      gateway.activities = () => failed(httpFailure(503));
      presenter.locationChanged('?address=Marseille', 'activity');
      await settle();
      expect(presenter.mapMarkers).toEqual([]);
    });

    it('"search as I move the map" makes the box the area of the activity search', () => {
      const { presenter, navigator, gateway } = buildActivities();
      presenter.locationChanged('?address=Marseille&latitude=43.3&longitude=5.4', 'activity');
      presenter.mapMoved({ south: 43.2, west: 5.3, north: 43.4, east: 5.5 });
      expect(gateway.callsOf('searchActivities')).toHaveLength(1);
      presenter.searchAsMapMovesToggled(true);
      presenter.mapMoved({ south: 43.2, west: 5.3, north: 43.4, east: 5.5 });
      expect(navigator.history.at(-1)).toBe('/experiences/search?address=Marseille&bounds=43.2%2C5.3%2C43.4%2C5.5');
      expect(navigator.replaced.at(-1)).toBe(true);
      expect(presenter.kind).toBe('activity');
      expect(gateway.callsOf('searchActivities')).toHaveLength(2);
      expect(gateway.callsOf('searchActivities').at(-1)?.params).toContainEqual(['bounds', '43.2,5.3,43.4,5.5']);
      expect(gateway.callsOf('searchProducts')).toHaveLength(0);
    });
  });
});
