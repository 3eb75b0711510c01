import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { right, type Either } from 'fp-ts/lib/Either';
import type { HomeResponse } from '../../contract/home';
import type { LanguageCode } from '../../domain/i18n/languages';
import { FakeNavigator } from '../../../tests/fakes/foundation';
import { FakeClock, FakeScheduler, FakeSearchGateway, activitySummary, deferred, failed, fakeSettings, httpFailure, place, productSummary } from '../../../tests/fakes/search';
import type { ApiFailure } from '../shared/api-failure';
import type { HomeGateway } from './home-gateway';
import { HomePresenter } from './home-presenter';

const homeResponse = (overrides: Partial<HomeResponse> = {}): HomeResponse => ({
  destinations: [
    { placeId: 2, slug: 'marseille-vieux-port', name: 'Marseille Old Port', path: 'boat-rental/marseille-vieux-port', boats: 1234, picture: '/media/boats/1/1.svg' },
  ],
  categories: [
    { type: 'Sailboat', count: 521, lowestPricePerDay: 5500 },
    { type: 'Without license', count: 146, lowestPricePerDay: 5000 },
  ],
  topRated: [productSummary()],
  activities: [activitySummary()],
  trust: { boats: 2000, owners: 277, reviews: 17214, averageRating: 4.35 },
  ...overrides,
});

class FakeHomeGateway implements HomeGateway {
  calls = 0;
  answer: () => Promise<Either<ApiFailure, HomeResponse>> = async () => right(homeResponse());
  home() {
    this.calls += 1;
    return this.answer();
  }
}

const build = (language: LanguageCode = 'en') => {
  const gateway = new FakeHomeGateway();
  const navigator = new FakeNavigator('/');
  const presenter = new HomePresenter(gateway, new FakeSearchGateway(), fakeSettings({ language }), navigator, new FakeClock(), new FakeScheduler());
  return { presenter, gateway, navigator };
};

describe('HomePresenter', () => {
  it('loads the home sections once entered', async () => {
    const { presenter, gateway } = build();
    const answer = deferred<Either<ApiFailure, HomeResponse>>();
    gateway.answer = () => answer.promise;
    const loading = presenter.routeEntered();
    expect(presenter.status).toBe('loading');
    expect(presenter.destinations).toEqual([]);
    expect(presenter.trust).toBeNull();
    answer.resolve(right(homeResponse()));
    await loading;
    expect(gateway.calls).toBe(1);
    expect(presenter.status).toBe('ready');
    expect(presenter.productCards).toHaveLength(1);
    expect(presenter.activityCards).toHaveLength(1);
  });

  it('links destinations to their landing and categories to the search filtered by type, in the language', async () => {
    const { presenter, gateway } = build('fr');
    gateway.answer = async () =>
      right(homeResponse({ destinations: [{ placeId: 2, slug: 'marseille-vieux-port', name: 'Vieux-Port de Marseille', path: 'location-bateau/marseille-vieux-port', boats: 1234, picture: null }] }));
    await presenter.routeEntered();
    expect(presenter.destinations).toEqual([
      { id: 2, name: 'Vieux-Port de Marseille', href: '/fr/location-bateau/marseille-vieux-port', boats: 1234, boatsText: '1\u00A0234', picture: null },
    ]);
    expect(presenter.categories.map(({ typeKey, href, countText }) => ({ typeKey, href, countText }))).toEqual([
      { typeKey: 'sailboat', href: '/fr/location-bateau/recherche?types=Sailboat', countText: '521' },
      { typeKey: 'withoutLicense', href: '/fr/location-bateau/recherche?types=Without+license', countText: '146' },
    ]);
    expect(presenter.categories[0]!.lowestPrice).toMatch(/55/);
  });

  it('formats the trust figures in the language', async () => {
    const { presenter } = build('de');
    await presenter.routeEntered();
    expect(presenter.trust).toEqual({
      boats: 2000,
      boatsText: '2.000',
      owners: 277,
      ownersText: '277',
      reviews: 17214,
      reviewsText: '17.214',
      averageRating: '4,4',
    });
  });

  it('a failure shows the error, and a retry loads again', async () => {
    const { presenter, gateway } = build();
    gateway.answer = () => failed(httpFailure(500, '/home'));
    await presenter.routeEntered();
    expect(presenter.status).toBe('error');
    expect(presenter.destinations).toEqual([]);
    gateway.answer = async () => right(homeResponse());
    await presenter.retryRequested();
    expect(presenter.status).toBe('ready');
    expect(gateway.calls).toBe(2);
  });

  it('the form searches boats with the chosen place, dates and people, in the current language', () => {
    const { presenter, navigator } = build('de');
    presenter.form.placeSelected(place({ name: 'Cassis', latitude: 43.21, longitude: 5.53 }));
    presenter.form.datesChanged('2025-07-05', '2025-07-08');
    presenter.form.peopleChanged('4');
    presenter.searchSubmitted();
    expect(navigator.history.at(-1)).toBe(
      '/de/boot-mieten/suche?address=Cassis&numberOfPeople=4&latitude=43.21&longitude=5.53&startDate=2025-07-05&endDate=2025-07-08',
    );
  });

  it('searches activities when asked; typed text is the address; past dates and bad people are dropped', () => {
    const { presenter, navigator } = build();
    presenter.kindChanged('activity');
    presenter.form.placeInputChanged('Ibiza');
    presenter.form.datesChanged('2020-01-01', '');
    presenter.form.peopleChanged('many');
    presenter.searchSubmitted();
    expect(navigator.history.at(-1)).toBe('/experiences/search?address=Ibiza');
  });

  it('an empty form opens the whole search', () => {
    const { presenter, navigator } = build();
    presenter.searchSubmitted();
    expect(navigator.history.at(-1)).toBe('/boat-rental/search');
    expect(presenter.form.today).toBe('2025-06-15');
  });
});
