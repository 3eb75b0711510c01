import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languageArb } from '../../../tests/arbitraries/routing';
import { formatRoute, parsePath } from '../../domain/routing/route';
import { activityIdOf, activityRouteOf } from './activity-route';

describe('activity routes', () => {
  it('the server slug’s -{id} suffix becomes the route’s id', () => {
    const route = activityRouteOf({ id: 12, placeSlug: 'split', slug: 'sunset-cruise-split-12' });
    expect(route).toEqual({ screen: 'activity', id: '12', placeSlug: 'split', activitySlug: 'sunset-cruise-split' });
    expect(formatRoute(route, 'en')).toBe('/experiences/split/sunset-cruise-split-12');
    expect(formatRoute(route, 'fr')).toBe('/fr/experiences/split/sunset-cruise-split-12');
    expect(formatRoute(route, 'de')).toBe('/de/erlebnisse/split/sunset-cruise-split-12');
    expect(activityRouteOf({ id: 3, placeSlug: '', slug: '' })).toEqual({ screen: 'activity', id: '3', placeSlug: 'anywhere', activitySlug: 'activity' });
    expect(activityRouteOf({ id: 3, placeSlug: 'nice', slug: 'jet-ski-tour' })).toMatchObject({ activitySlug: 'jet-ski-tour' });
  });

  it('the id of a route: a positive safe integer only', () => {
    const route = (id: string) => ({ screen: 'activity', id, placeSlug: 'p', activitySlug: 's' }) as const;
    expect(activityIdOf(route('12'))).toBe(12);
    expect(activityIdOf(route('0'))).toBeUndefined();
    expect(activityIdOf(route('99999999999999999999'))).toBeUndefined();
    expect(activityIdOf({ screen: 'home' })).toBeUndefined();
  });

  it('every activity link opens its activity page, in every language', () => {
    fc.assert(
      fc.property(
        languageArb,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.stringMatching(/^[a-z0-9-]{0,20}$/),
        fc.stringMatching(/^[a-z0-9-]{0,30}$/),
        (language, id, placeSlug, slug) => {
          const route = parsePath(formatRoute(activityRouteOf({ id, placeSlug, slug }), language)).route;
          expect(route.screen).toBe('activity');
          expect(activityIdOf(route)).toBe(id);
        },
      ),
    );
  });
});
