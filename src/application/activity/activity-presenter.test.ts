import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { right } from 'fp-ts/lib/Either';
import { ContainerPresenterFactory } from '../../adapters/search/container-presenter-factory';
import { FakeAnalytics } from '../../../tests/fakes/auth';
import { FakeNavigator } from '../../../tests/fakes/foundation';
import { FakeAuthenticator, FakeClock, deferred, failed, fakeSettings, httpFailure, settle } from '../../../tests/fakes/search';
import { FakeActivityGateway, activityDetail } from '../../../tests/fakes/activity';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { LanguageCode } from '../../domain/i18n/languages';
import type { Route } from '../../domain/routing/route';
import type { SearchSettings } from '../search/search-context';
import type { ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { ActivityPresenter } from './activity-presenter';

const route = (id = '501'): Route => ({ screen: 'activity', id, placeSlug: 'marseille', activitySlug: 'sunset-cruise-marseille' });

const build = (options: { auth?: AuthenticationOutcome; language?: LanguageCode; settings?: Partial<SearchSettings> } = {}) => {
  const gateway = new FakeActivityGateway();
  const navigator = new FakeNavigator('/experiences/marseille/sunset-cruise-marseille-501');
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const settings = fakeSettings({ language: options.language ?? 'en', ...options.settings });
  const analytics = new FakeAnalytics();
  const presenter = new ActivityPresenter(gateway, settings, navigator, new FakeClock(), authenticator, analytics);
  return { presenter, gateway, navigator, authenticator, analytics };
};

/** A page loaded and filled in with a valid booking. */
const ready = async (options: Parameters<typeof build>[0] = {}) => {
  const built = build(options);
  built.presenter.routeEntered(route(), '');
  await settle();
  built.presenter.dateChanged('2025-07-14');
  built.presenter.timeOfDaySelected('evening');
  built.presenter.numberOfPeopleChanged(3);
  return built;
};

describe('ActivityPresenter', () => {
  it('is built by the container with its ports, a new one per page visit', async () => {
    const container = new Container();
    const gateway = new FakeActivityGateway();
    container.bind(TOKENS.ActivityGateway).toConstantValue(gateway);
    container.bind(TOKENS.Settings).toConstantValue(fakeSettings());
    container.bind(TOKENS.Navigator).toConstantValue(new FakeNavigator());
    container.bind(TOKENS.Clock).toConstantValue(new FakeClock());
    container.bind(TOKENS.Authenticator).toConstantValue(new FakeAuthenticator());
    container.bind(TOKENS.Analytics).toConstantValue(new FakeAnalytics());
    const factory = new ContainerPresenterFactory(container);
    const first = factory.create(ActivityPresenter);
    expect(first).not.toBe(factory.create(ActivityPresenter));
    await first.init(501);
    expect([first.status, gateway.calls]).toEqual(['ready', [{ method: 'activity', id: 501 }]]);
  });

  it('pushes view_item once the activity has loaded (price per person, in euros)', async () => {
    const { presenter, analytics, gateway } = build();
    gateway.detail = () => failed(httpFailure(503));
    presenter.routeEntered(route(), '');
    await settle();
    expect(analytics.events).toEqual([]);
    gateway.detail = async (id) => right(activityDetail({ id }));
    presenter.retryRequested();
    await settle();
    expect(analytics.events).toHaveLength(1);
    expect(analytics.events[0]).toMatchObject({ event: 'view_item', ecommerce: { currency: 'EUR', items: [{ item_id: '501', item_category: 'activity' }] } });
  });

  it('loads the activity by the id at the end of its path and shows it in the language and currency', async () => {
    const { presenter, gateway } = build();
    presenter.routeEntered(route(), '');
    expect(presenter.status).toBe('loading');
    await settle();
    expect(gateway.calls).toEqual([{ method: 'activity', id: 501 }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.activity?.title).toBe('Sunset cruise in Marseille');
    expect(presenter.pricePerPerson).toBe('€45');
    expect(presenter.total).toBe('€45');
    expect(presenter.duration).toBe('2.5');
    expect(presenter.rating).toBe('4.2');
    expect(presenter.skipperLanguages).toEqual(['English', 'French']);
    expect([presenter.experienceKey, presenter.activityTypeKey, presenter.cancellationKey]).toEqual(['funBoat', 'sunsetCruise', 'flexible']);
    // Offered slots only, in the day's order; 1 to the capacity; today to a year ahead.
    expect(presenter.timeOptions).toEqual(['afternoon', 'evening']);
    expect(presenter.timeOfDay).toBeNull();
    expect(presenter.peopleOptions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([presenter.today, presenter.lastDate]).toEqual(['2025-06-15', '2026-06-15']);
  });

  it('the price for the people is price × people in the tenant’s currency', async () => {
    const { presenter } = await ready({ language: 'fr', settings: { currency: { code: 'USD', rate: 1.1, symbol: '$', minorUnits: 2 } } });
    // 45 € × 3 = 135 € = 148.50 $
    expect(presenter.total?.replace(/\s/g, ' ')).toBe('148,50 $US');
    presenter.numberOfPeopleChanged(9);
    expect(presenter.total).toBeNull();
    expect(presenter.visibleValidation.numberOfPeople).toEqual({ key: 'activity:validation.people', values: { max: 8 } });
  });

  it('takes the search’s date, slot and number of people from the query, within what the activity allows', async () => {
    const { presenter } = build();
    presenter.routeEntered(route(), '?startDate=2025-07-01&timesOfTheDay=afternoon&numberOfPeople=12');
    await settle();
    expect([presenter.date, presenter.timeOfDay, presenter.numberOfPeople]).toEqual(['2025-07-01', 'afternoon', 8]);
    expect(presenter.bookingRequest).toEqual({ date: '2025-07-01', timeOfDay: 'afternoon', numberOfPeople: 8 });
  });

  it('a single offered slot is chosen; a past date in the query is dropped', async () => {
    const { presenter, gateway } = build();
    gateway.detail = async (id) => ({ _tag: 'Right', right: activityDetail({ id, timesOfDay: ['morning'] }) });
    presenter.routeEntered(route(), '?startDate=2025-01-01&timesOfTheDay=evening');
    await settle();
    expect([presenter.date, presenter.timeOfDay, presenter.numberOfPeople]).toEqual(['', 'morning', 1]);
  });

  it('a path without an id, a 404 or a 400 is not found; other failures offer a retry', async () => {
    const first = build();
    first.presenter.routeEntered(route('0'), '');
    expect(first.presenter.status).toBe('notFound');
    expect(first.gateway.calls).toEqual([]);
    for (const status of [404, 400]) {
      const { presenter, gateway } = build();
      gateway.detail = () => failed(httpFailure(status));
      presenter.routeEntered(route(), '');
      await settle();
      expect(presenter.status).toBe('notFound');
    }
    const { presenter, gateway } = build();
    gateway.detail = () => failed(httpFailure(503));
    presenter.routeEntered(route(), '');
    await settle();
    expect([presenter.status, presenter.errorKey]).toEqual(['error', 'common:errors.server']);
    gateway.detail = async (id) => ({ _tag: 'Right', right: activityDetail({ id }) });
    presenter.retryRequested();
    await settle();
    expect(presenter.status).toBe('ready');
    expect(gateway.callsOf('activity')).toHaveLength(2);
  });

  it('a stale answer does not replace a newer one', async () => {
    const { presenter, gateway } = build();
    const slow = deferred<Awaited<ReturnType<FakeActivityGateway['detail']>>>();
    gateway.detail = () => slow.promise;
    void presenter.init(1);
    gateway.detail = async (id) => ({ _tag: 'Right', right: activityDetail({ id, title: 'Newer' }) });
    await presenter.init(2);
    slow.resolve({ _tag: 'Right', right: activityDetail({ id: 1, title: 'Older' }) });
    await settle();
    expect(presenter.activity?.title).toBe('Newer');
  });

  it('problems show once a field changed, all of them once Book is pressed; Book then asks nothing', async () => {
    const { presenter, authenticator, gateway } = build();
    presenter.routeEntered(route(), '');
    await settle();
    expect(presenter.visibleValidation).toEqual({ date: null, timeOfDay: null, numberOfPeople: null });
    presenter.dateChanged('2025-06-14');
    expect(presenter.visibleValidation.date?.key).toBe('activity:validation.dateInPast');
    expect(presenter.visibleValidation.timeOfDay).toBeNull();
    presenter.dateChanged('2026-06-16');
    expect(presenter.visibleValidation.date?.key).toBe('activity:validation.dateTooFar');
    await presenter.bookClicked();
    expect(presenter.visibleValidation.timeOfDay?.key).toBe('activity:validation.timeOfDayRequired');
    expect(authenticator.triggers).toEqual([]);
    expect(gateway.callsOf('requestBooking')).toEqual([]);
    presenter.dateChanged('');
    expect(presenter.visibleValidation.date?.key).toBe('activity:validation.dateRequired');
  });

  it('Book with an aborted sign-in does nothing', async () => {
    const { presenter, gateway, navigator, authenticator } = await ready({ auth: { kind: 'aborted' } });
    await presenter.bookClicked();
    expect(authenticator.triggers).toEqual(['book']);
    expect(gateway.callsOf('requestBooking')).toEqual([]);
    expect(navigator.history).toEqual([]);
    expect([presenter.isBooking, presenter.bookingErrorKey]).toEqual([false, null]);
  });

  it('Book after sign-in sends the request and goes to ps/{hash} in the current language; it cannot be pressed twice', async () => {
    const { presenter, gateway, navigator } = await ready({ auth: { kind: 'success', authToken: 't' }, language: 'de' });
    const first = presenter.bookClicked();
    expect(presenter.isBooking).toBe(true);
    const second = presenter.bookClicked();
    await Promise.all([first, second]);
    expect(gateway.callsOf('requestBooking')).toEqual([
      { method: 'requestBooking', id: 501, request: { date: '2025-07-14', timeOfDay: 'evening', numberOfPeople: 3 } },
    ]);
    expect(navigator.history).toEqual(['/de/ps/act-hash']);
    // Leaving for the payment session: the button stays busy.
    await presenter.bookClicked();
    expect(gateway.callsOf('requestBooking')).toHaveLength(1);
    expect(presenter.isBooking).toBe(true);
  });

  it('booking failures: 409 not available, 400 invalid, 401 sign in, 404 gone, network retry, 5xx server', async () => {
    const cases: [ApiFailure, string][] = [
      [httpFailure(409), 'activity:errors.unavailable'],
      [httpFailure(400), 'activity:errors.invalid'],
      [httpFailure(401), 'activity:errors.signInRequired'],
      [httpFailure(404), 'activity:errors.gone'],
      [{ kind: 'network', path: '/activities/501/booking-request', message: 'offline' }, 'activity:errors.network'],
      [httpFailure(500), 'common:errors.server'],
    ];
    for (const [failure, key] of cases) {
      const { presenter, gateway, navigator } = await ready();
      gateway.booking = () => failed(failure);
      await presenter.bookClicked();
      expect(presenter.bookingErrorKey).toBe(key);
      expect(presenter.isBooking).toBe(false);
      expect(navigator.history).toEqual([]);
    }
    // A change clears the message; pressing again retries.
    const { presenter, gateway } = await ready();
    gateway.booking = () => failed({ kind: 'network', path: '/x', message: 'offline' });
    await presenter.bookClicked();
    presenter.timeOfDaySelected('afternoon');
    expect(presenter.bookingErrorKey).toBeNull();
    gateway.booking = async () => ({ _tag: 'Right', right: { hash: 'h2' } });
    await presenter.bookClicked();
    expect(gateway.callsOf('requestBooking')).toHaveLength(2);
  });
});
