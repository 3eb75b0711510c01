import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeAnalytics } from '../../../tests/fakes/auth';
import { FakeNavigator } from '../../../tests/fakes/foundation';
import { right } from 'fp-ts/lib/Either';
import { FakeAuthenticator, FakeClock, FakeProductGateway, FakeSearchGateway, failed, fakeSettings, httpFailure, productDetail, settle } from '../../../tests/fakes/search';
import type { Route } from '../../domain/routing/route';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { LanguageCode } from '../../domain/i18n/languages';
import { ProductPresenter } from './product-presenter';

const route = (boatName = 'bavaria-cruiser-46-101'): Route => ({
  screen: 'product',
  seoPrefix: 'boat-rental',
  localization: 'marseille',
  boatType: 'sailboat',
  boatName,
});

const build = (auth: AuthenticationOutcome = { kind: 'alreadySignedIn' }, language: LanguageCode = 'en') => {
  const gateway = new FakeProductGateway();
  const favorites = new FakeSearchGateway();
  const navigator = new FakeNavigator(language === 'en' ? '/boat-rental/marseille/sailboat/bavaria-cruiser-46-101' : `/${language}/x`);
  const authenticator = new FakeAuthenticator(auth);
  const analytics = new FakeAnalytics();
  const presenter = new ProductPresenter(gateway, favorites, fakeSettings({ language }), navigator, new FakeClock(), authenticator, analytics);
  return { presenter, gateway, favorites, navigator, authenticator, analytics };
};

describe('ProductPresenter', () => {
  it('loads the product by the id at the end of the boat name, with the dates of the query', async () => {
    const { presenter, gateway } = build();
    presenter.routeEntered(route(), '?startDate=2025-07-05&endDate=2025-07-08');
    expect(presenter.status).toBe('loading');
    await settle();
    expect(gateway.calls[0]).toEqual({ method: 'product', id: 101, dates: { startDate: '2025-07-05', endDate: '2025-07-08' } });
    expect(presenter.status).toBe('ready');
    expect(presenter.title).toBe('Bavaria Cruiser 46 · 12.5 m');
    // Intl puts thin spaces around the range dash.
    const spaces = (text: string | undefined) => text?.replace(/\s/g, ' ');
    expect({ ...presenter.quote, dates: spaces(presenter.quote?.dates) }).toEqual({ dates: 'Jul 5 – 8, 2025', days: 3, total: '€600', available: true });
    expect(presenter.equipment).toEqual(['gps', 'bimini']);
    expect(presenter.suggestionCards.map((card) => card.id)).toEqual([777]);
    expect(presenter.bookedRanges.map(spaces)).toEqual(['Jul 1 – 7, 2025']);
    // The range picker's blocked days: the booked ranges still to come, as the API gives them.
    expect(presenter.blockedDays).toEqual([{ startDate: '2025-07-01', endDate: '2025-07-07' }]);
    // The calendar: three months from today's, Monday first, the booked range marked day by day.
    const [first] = presenter.availabilityMonths;
    expect(presenter.availabilityMonths).toHaveLength(3);
    expect(presenter.weekdayNames).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const booked = presenter.availabilityMonths.flatMap((m) => m.days.filter((d) => d.status === 'booked').map((d) => d.date));
    expect(booked).toEqual(['2025-07-01', '2025-07-02', '2025-07-03', '2025-07-04', '2025-07-05', '2025-07-06', '2025-07-07']);
    expect(first?.days[0]?.label).toMatch(/^\w+day, \w+ 1$/);
    expect(presenter.specs.find((row) => row.labelKey === 'product:specs.deposit')?.value).toBe('€1,500');
  });

  it('pushes view_item once the product has loaded, not again for a new quote', async () => {
    const { presenter, analytics } = build();
    presenter.routeEntered(route(), '');
    expect(analytics.events).toEqual([]);
    await settle();
    expect(analytics.events).toHaveLength(1);
    expect(analytics.events[0]).toMatchObject({ event: 'view_item', ecommerce: { currency: 'EUR', items: [{ item_id: '101', item_category: 'boat' }] } });
    presenter.datesChanged('2025-08-01', '2025-08-04');
    await settle();
    expect(analytics.events).toHaveLength(1);
  });

  it('a boat name without an id, or a 404, is not found', async () => {
    const first = build();
    first.presenter.routeEntered(route('no-id-here'), '');
    expect(first.presenter.status).toBe('notFound');
    expect(first.gateway.calls).toEqual([]);
    const second = build();
    second.gateway.detail = () => failed(httpFailure(404));
    second.presenter.routeEntered(route(), '');
    await settle();
    expect(second.presenter.status).toBe('notFound');
  });

  it('new dates go to the URL and fetch a quote', async () => {
    const { presenter, gateway, navigator } = build();
    presenter.routeEntered(route(), '');
    await settle();
    presenter.datesChanged('2025-08-01', '2025-08-04');
    expect(navigator.history.at(-1)).toBe('/boat-rental/marseille/sailboat/bavaria-cruiser-46-101?startDate=2025-08-01&endDate=2025-08-04');
    await settle();
    expect(gateway.calls.at(-1)).toMatchObject({ method: 'product', dates: { startDate: '2025-08-01', endDate: '2025-08-04' } });
    expect(presenter.quote?.total).toBe('€600');
    presenter.datesChanged('2025-08-05', '2025-08-01');
    expect(presenter.validDates).toBeUndefined();
  });

  it('book without dates asks for them', async () => {
    const { presenter, authenticator } = build();
    presenter.routeEntered(route(), '');
    await settle();
    await presenter.bookRequested();
    expect(presenter.bookingErrorKey).toBe('product:errors.chooseDates');
    expect(authenticator.triggers).toEqual([]);
  });

  it('book with an aborted sign-in does nothing', async () => {
    const { presenter, gateway, navigator, authenticator } = build({ kind: 'aborted' });
    presenter.routeEntered(route(), '?startDate=2025-07-05&endDate=2025-07-08');
    await settle();
    await presenter.bookRequested();
    expect(authenticator.triggers).toEqual(['book']);
    expect(gateway.calls.filter((c) => c.method === 'requestBooking')).toEqual([]);
    expect(navigator.history).toEqual([]);
    expect(presenter.isBooking).toBe(false);
    expect(presenter.bookingErrorKey).toBeNull();
  });

  it('book after sign-in requests the booking and goes to ps/{hash} in the current language', async () => {
    const { presenter, gateway, navigator } = build({ kind: 'success', authToken: 't' }, 'fr');
    presenter.routeEntered(route(), '?startDate=2025-07-05&endDate=2025-07-08');
    await settle();
    await presenter.bookRequested();
    expect(gateway.calls.at(-1)).toEqual({ method: 'requestBooking', id: 101, dates: { startDate: '2025-07-05', endDate: '2025-07-08' }, numberOfPeople: 1 });
    expect(navigator.history.at(-1)).toBe('/fr/ps/abc123');
  });

  it('the number of people: the search’s when given, 1 to the capacity, kept across quotes and sent with the booking', async () => {
    const { presenter, gateway } = build();
    presenter.routeEntered(route(), '?startDate=2025-07-05&endDate=2025-07-08&numberOfPeople=14');
    await settle();
    // The boat takes 10: the search's 14 becomes 10.
    expect(presenter.peopleOptions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(presenter.numberOfPeople).toBe(10);
    presenter.numberOfPeopleChanged(4);
    presenter.datesChanged('2025-08-01', '2025-08-04');
    await settle();
    expect(presenter.numberOfPeople).toBe(4);
    presenter.numberOfPeopleChanged(0);
    expect(presenter.numberOfPeople).toBe(1);
    presenter.numberOfPeopleChanged(6);
    await presenter.bookRequested();
    expect(gateway.calls.at(-1)).toMatchObject({ method: 'requestBooking', dates: { startDate: '2025-08-01', endDate: '2025-08-04' }, numberOfPeople: 6 });
  });

  it('book errors: 409 unavailable, 400 invalid dates, 401 sign in', async () => {
    for (const [status, key] of [
      [409, 'product:errors.unavailable'],
      [400, 'product:errors.invalidDates'],
      [401, 'product:errors.signInRequired'],
      [500, 'common:errors.server'],
    ] as const) {
      const { presenter, gateway, navigator } = build();
      gateway.booking = () => failed(httpFailure(status));
      presenter.routeEntered(route(), '?startDate=2025-07-05&endDate=2025-07-08');
      await settle();
      await presenter.bookRequested();
      expect(presenter.bookingErrorKey).toBe(key);
      expect(navigator.history).toEqual([]);
    }
  });

  it('favourite: authentication first, then the call; a failure reverts', async () => {
    const { presenter, favorites, authenticator } = build();
    presenter.routeEntered(route(), '');
    await settle();
    await presenter.favoriteToggled();
    expect(authenticator.triggers).toEqual(['favorite']);
    expect(presenter.product?.isFavorite).toBe(true);
    favorites.favorite = () => failed(httpFailure(503));
    await presenter.favoriteToggled();
    expect(presenter.product?.isFavorite).toBe(true);
    expect(presenter.favoriteErrorKey).toBe('common:errors.server');
  });

  it('shows the owner’s response rate and usual response time only when the server has figures', async () => {
    const { presenter } = build();
    presenter.routeEntered(route(), '');
    await settle();
    // Absent (older answer) or null (fewer than 3 conversations): nothing shown.
    expect(presenter.ownerResponse).toBeNull();
    const owner = { firstName: 'Marie', isPro: false, isSuperOwner: true, memberSince: '2019-04-01T00:00:00Z' };
    const withStats = build(undefined, 'fr');
    withStats.gateway.detail = async (id) => right(productDetail({ id, owner: { ...owner, responseStats: { rate: 92, timeBucket: 'hour' } } }));
    withStats.presenter.routeEntered(route(), '');
    await settle();
    expect(withStats.presenter.ownerResponse).toEqual({ rate: '92\u00A0%', timeKey: 'product:owner.responseTime.hour' });
    const hidden = build();
    hidden.gateway.detail = async (id) => right(productDetail({ id, owner: { ...owner, responseStats: null } }));
    hidden.presenter.routeEntered(route(), '');
    await settle();
    expect(hidden.presenter.ownerResponse).toBeNull();
  });

  it('prices each free day for the date picker: the season’s price or the day price, after discount, none on past or booked days', async () => {
    const { presenter } = build();
    expect(presenter.dayPrice('2025-06-20')).toBeUndefined();
    presenter.routeEntered(route(), '');
    await settle();
    // Today is 2025-06-15; 2025-07-01 to 07-07 are booked; €250 a day, no discount.
    expect(presenter.dayPrice('2025-06-14')).toBeUndefined();
    expect(presenter.dayPrice('2025-06-15')).toBe('€250');
    expect(presenter.dayPrice('2025-07-03')).toBeUndefined();
    expect(presenter.dayPrice('2025-07-08')).toBe('€250');

    const seasonal = build(undefined, 'fr');
    seasonal.gateway.detail = async (id) =>
      right(productDetail({ id, pricePerDay: 40_000, discountPercentage: 10, seasonalPrices: [{ startDate: '2025-08-01', endDate: '2025-08-31', pricePerDay: 50_000 }] }));
    seasonal.presenter.routeEntered(route(), '');
    await settle();
    expect(seasonal.presenter.dayPrice('2025-07-20')).toBe('360\u00A0€');
    expect(seasonal.presenter.dayPrice('2025-08-15')).toBe('450\u00A0€');
  });
});
