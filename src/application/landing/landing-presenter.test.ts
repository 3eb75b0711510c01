import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeNavigator } from '../../../tests/fakes/foundation';
import { FakeClock, FakeLandingGateway, FakeScheduler, FakeSearchGateway, abTests, failed, fakeSettings, httpFailure, landingResponse, place } from '../../../tests/fakes/search';
import { right } from 'fp-ts/lib/Either';
import type { Route } from '../../domain/routing/route';
import type { LanguageCode } from '../../domain/i18n/languages';
import { LandingPresenter, landingPageParam } from './landing-presenter';

const genericRoute: Route = { screen: 'genericLanding', segments: ['boat-rental', 'marseille'] };

const build = (multiverse?: string, language: LanguageCode = 'en') => {
  const gateway = new FakeLandingGateway();
  const search = new FakeSearchGateway();
  const navigator = new FakeNavigator('/boat-rental/marseille');
  const presenter = new LandingPresenter(gateway, search, fakeSettings({ language }), navigator, new FakeClock(), abTests(multiverse), new FakeScheduler());
  return { presenter, gateway, navigator };
};

describe('LandingPresenter', () => {
  it('loads the landing data first, with the path as customization and _page', async () => {
    const { presenter, gateway } = build('A');
    const loading = presenter.routeEntered(genericRoute, '?_page=3');
    expect(presenter.status).toBe('loading');
    await loading;
    expect(gateway.calls).toEqual([{ customization: 'boat-rental/marseille', page: 3 }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.productCards).toHaveLength(1);
    expect(presenter.links).toEqual([{ label: 'Sailboats in Marseille', href: '/boat-rental/search' }]);
    expect(presenter.searchHref).toBe('/boat-rental/search?address=Marseille&latitude=43.2965&longitude=5.3698');
    expect(presenter.form.place.input).toBe('Marseille');
  });

  it('a failure shows not-found without changing the URL', async () => {
    const { presenter, gateway, navigator } = build();
    gateway.answer = () => failed(httpFailure(404, '/landing'));
    await presenter.routeEntered(genericRoute, '');
    expect(presenter.status).toBe('notFound');
    expect(navigator.history).toEqual([]);
  });

  it('variation A or B shows the current variant; anything else the new one', () => {
    expect(build('A').presenter.variant).toBe('current');
    expect(build('B').presenter.variant).toBe('current');
    expect(build('C').presenter.variant).toBe('new');
    expect(build(undefined).presenter.variant).toBe('new');
  });

  it('related landings are linked in the current language', async () => {
    const { presenter, gateway } = build('A', 'fr');
    gateway.answer = async () =>
      right(landingResponse({ links: [{ label: 'Location de bateau à Cannes', path: 'location-bateau/cannes', query: 'address=Cannes' }] }));
    await presenter.routeEntered(genericRoute, '');
    expect(presenter.links).toEqual([{ label: 'Location de bateau à Cannes', href: '/fr/location-bateau/cannes' }]);
  });

  it('the form searches with the landing filters, the chosen place, dates and people, in the current language', async () => {
    const { presenter, navigator } = build('A', 'de');
    await presenter.routeEntered(genericRoute, '');
    presenter.form.placeSelected(place({ name: 'Cassis', latitude: 43.21, longitude: 5.53 }));
    presenter.form.datesChanged('2025-07-05', '2025-07-08');
    presenter.form.peopleChanged('4');
    presenter.searchSubmitted();
    expect(navigator.history.at(-1)).toBe(
      '/de/boot-mieten/suche?address=Cassis&numberOfPeople=4&latitude=43.21&longitude=5.53&startDate=2025-07-05&endDate=2025-07-08',
    );
  });

  it('an activity landing searches activities; typed text is the address', async () => {
    const { presenter, gateway, navigator } = build('A');
    gateway.answer = async () => right(landingResponse({ kind: 'activity', place: null, searchQuery: 'experiences=partyBoat' }));
    await presenter.routeEntered({ screen: 'activityLanding', segments: ['experiences', 'party'] }, '');
    presenter.form.placeInputChanged('Ibiza');
    presenter.searchSubmitted();
    expect(navigator.history.at(-1)).toBe('/experiences/search?address=Ibiza&experiences=partyBoat');
  });

  it('places results on the map-like hero inside its box', async () => {
    const { presenter } = build('C');
    await presenter.routeEntered(genericRoute, '');
    expect(presenter.mapPins).toEqual([{ id: 101, label: 'Comfortable sailboat in Marseille', leftPercent: 50, topPercent: 50 }]);
  });

  it('_page is a whole number above 1', () => {
    expect(landingPageParam('?_page=2')).toBe(2);
    expect(landingPageParam('?_page=1')).toBeUndefined();
    expect(landingPageParam('?_page=x')).toBeUndefined();
    expect(landingPageParam('')).toBeUndefined();
  });
});
