import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { left, right } from 'fp-ts/lib/Either';
import { BOOKING_ID, FakeAfterBookingGateway, FakeConversationGateway, VisitorAuthenticator, bookingSummary, networkFailure } from '../../../tests/fakes/account';
import { FakeAuthenticator, FakeClock, FakeSearchGateway, deferred, fakeSettings, httpFailure, settle } from '../../../tests/fakes/search';
import type { FavoriteResponse, ProductSummary } from '../../contract/search';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import type { AccountSection } from '../../domain/routing/route';
import type { ApiFailure } from '../shared/api-failure';
import { AccountPresenter } from './account-presenter';

const build = (auth: AuthenticationOutcome = { kind: 'alreadySignedIn' }, visitor = false) => {
  const gateway = new FakeAfterBookingGateway();
  const conversations = new FakeConversationGateway();
  const favorites = new FakeSearchGateway();
  const authenticator = visitor ? new VisitorAuthenticator(auth) : new FakeAuthenticator(auth);
  const presenter = new AccountPresenter(gateway, conversations, favorites, fakeSettings(), new FakeClock(), authenticator);
  return { presenter, gateway, conversations, favorites, authenticator };
};

const enter = (presenter: AccountPresenter, section: AccountSection) => presenter.routeEntered({ screen: 'account', section });

const ids = (products: readonly ProductSummary[]) => products.map((p) => p.id);

describe('AccountPresenter: sections', () => {
  it('root: loads the bookings and the unread count; loading until both are in', async () => {
    const { presenter, gateway, conversations } = build();
    const entered = enter(presenter, 'root');
    expect(presenter.section).toBe('root');
    expect(presenter.status).toBe('loading');
    await entered;
    expect(presenter.status).toBe('ready');
    expect(gateway.calls.map((c) => c.method)).toEqual(['bookings']);
    expect(conversations.calls.map((c) => c.method)).toEqual(['unreadCount']);
    expect(presenter.unreadMessages).toBe(3);
    expect(presenter.upcoming.map((c) => c.id)).toEqual([BOOKING_ID]);
  });

  it('bookings: upcoming and past cards (links, texts, actions); no unread count asked', async () => {
    const { presenter, gateway, conversations } = build();
    gateway.server.bookings = {
      upcoming: [bookingSummary({ amountDue: 65_000, balancePaymentDate: '2025-07-11', actions: { payBalance: true, addInsurance: false, message: true, modify: false, cancel: true, review: false } })],
      past: [bookingSummary({ id: 12, reference: 'SW-000012', status: 'confirmed', startDate: '2024-08-01', endDate: '2024-08-01', conversation: null, actions: { payBalance: false, addInsurance: false, message: true, modify: false, cancel: false, review: true } })],
    };
    await enter(presenter, 'bookings');
    expect(presenter.section).toBe('bookings');
    expect(conversations.calls).toEqual([]);
    expect(presenter.upcoming).toEqual([
      {
        id: BOOKING_ID,
        reference: 'SW-004711',
        productName: 'Bavaria Cruiser 46',
        image: '/media/boats/101/1.svg',
        productHref: '/boat-rental/marseille/sailboat/bavaria-cruiser-46-101',
        dates: 'Aug 10, 2025 – Aug 13, 2025',
        harbour: 'Vieux-Port',
        statusKey: 'account:status.confirmed',
        status: 'confirmed',
        myRole: 'tenant',
        paid: '€300',
        due: '€650',
        dueDate: 'Jul 11, 2025',
        detailHref: '/booking/4711/detail',
        actions: [
          { name: 'payBalance', href: '/balance-payment/4711' },
          { name: 'message', href: '/account/chat/c0ffee12/booking-4711' },
          { name: 'cancel', href: '/booking/4711/detail#cancel' },
        ],
      },
    ]);
    // No conversation yet: no message link even when allowed.
    expect(presenter.past[0]).toMatchObject({ dates: 'Aug 1, 2024', due: null, dueDate: null, actions: [{ name: 'review', href: '/booking/12/detail#review' }] });
  });

  it('favourites: loads the saved boats as favourite cards; no booking call', async () => {
    const { presenter, gateway } = build();
    await enter(presenter, 'favourites');
    expect(presenter.status).toBe('ready');
    expect(gateway.calls.map((c) => c.method)).toEqual(['favourites']);
    expect(ids(presenter.favourites)).toEqual([101, 102, 103]);
    expect(presenter.favouriteCards.map((c) => c.id)).toEqual([101, 102, 103]);
    expect(presenter.favouriteCards.every((c) => c.isFavorite)).toBe(true);
  });

  it('profile: a signed-in user is ready at once, nothing loaded', async () => {
    const { presenter, gateway, authenticator } = build();
    await enter(presenter, 'profile');
    expect(presenter.status).toBe('ready');
    expect(gateway.calls).toEqual([]);
    expect(authenticator.triggers).toEqual([]);
  });

  it('profile: a visitor is asked to sign in (menu); aborted → signInRequired, signed in → ready', async () => {
    const aborted = build({ kind: 'aborted' });
    await enter(aborted.presenter, 'profile');
    expect(aborted.authenticator.triggers).toEqual(['menu']);
    expect(aborted.presenter.status).toBe('signInRequired');

    const visitor = build({ kind: 'success', authToken: 'tok' }, true);
    await enter(visitor.presenter, 'profile');
    expect(visitor.authenticator.triggers).toEqual(['menu']);
    expect(visitor.presenter.status).toBe('ready');
  });

  it('saved searches: the section loads its own list; a visitor is asked to sign in first', async () => {
    const { presenter, gateway } = build();
    await enter(presenter, 'saved-searches');
    expect(presenter.status).toBe('ready');
    expect(gateway.calls).toEqual([]);

    const aborted = build({ kind: 'aborted' });
    await enter(aborted.presenter, 'saved-searches');
    expect(aborted.authenticator.triggers).toEqual(['menu']);
    expect(aborted.presenter.status).toBe('signInRequired');
  });

  it('any other route is the root section', async () => {
    const { presenter } = build();
    await presenter.routeEntered({ screen: 'home' });
    expect(presenter.section).toBe('root');
  });
});

describe('AccountPresenter: overview', () => {
  const trips = () => [
    // A booking of the caller's own boat is not a trip.
    bookingSummary({ id: 1, myRole: 'owner', status: 'confirmed', amountDue: 99_000 }),
    // Neither is a cancelled one.
    bookingSummary({ id: 2, status: 'cancelled', amountDue: 99_000 }),
    bookingSummary({ id: 3, status: 'awaitingOwner', amountDue: 0 }),
    bookingSummary({ id: 4, status: 'confirmed', amountDue: 65_000, actions: { payBalance: true, addInsurance: true, message: true, modify: true, cancel: true, review: false } }),
    bookingSummary({ id: 5, status: 'paid', amountDue: 20_000, actions: { payBalance: false, addInsurance: true, message: true, modify: true, cancel: true, review: false } }),
  ];

  it('the next trip, the balances due in total with the first one’s payment link, and the unread messages', async () => {
    const { presenter, gateway, conversations } = build();
    gateway.server.bookings = { upcoming: trips(), past: [bookingSummary({ id: 9, amountDue: 50_000 })] };
    conversations.server.unreadTotal = 7;
    await enter(presenter, 'root');
    const overview = presenter.overview;
    expect(overview.nextTrip?.id).toBe(3);
    expect(overview.balanceDue).toEqual({ amount: '€850', href: '/balance-payment/4', count: 2 });
    expect(overview.unreadMessages).toBe(7);
  });

  it('the first balance due without a pay action links to its booking page', async () => {
    const { presenter, gateway } = build();
    gateway.server.bookings = { upcoming: trips().slice(4), past: [] };
    await enter(presenter, 'root');
    expect(presenter.overview.balanceDue).toEqual({ amount: '€200', href: '/booking/5/detail', count: 1 });
  });

  it('nothing booked: no next trip, no balance', async () => {
    const { presenter, gateway, conversations } = build();
    gateway.server.bookings = { upcoming: [], past: [] };
    conversations.server.unreadTotal = 0;
    await enter(presenter, 'root');
    expect(presenter.overview).toEqual({ nextTrip: null, balanceDue: null, unreadMessages: 0 });
  });

  it('an unread count failure still shows the account (no badge)', async () => {
    const { presenter, conversations } = build();
    conversations.failNext('unreadCount', networkFailure());
    await enter(presenter, 'root');
    expect(presenter.status).toBe('ready');
    expect(presenter.unreadMessages).toBe(0);
  });
});

describe('AccountPresenter: load failures', () => {
  it('a 401 opens the sign-in funnel (menu) and, once signed in, loads again', async () => {
    const { presenter, gateway, authenticator } = build({ kind: 'success', authToken: 'tok' });
    gateway.failNext('bookings', httpFailure(401, '/account/bookings'));
    await enter(presenter, 'bookings');
    expect(authenticator.triggers).toEqual(['menu']);
    expect(gateway.callsOf('bookings')).toHaveLength(2);
    expect(presenter.status).toBe('ready');
    expect(presenter.upcoming).toHaveLength(1);
  });

  it('a 401 on the favourites: the same, then the favourites show', async () => {
    const { presenter, gateway, authenticator } = build({ kind: 'success', authToken: 'tok' });
    gateway.failNext('favourites', httpFailure(401, '/account/favourites'));
    await enter(presenter, 'favourites');
    expect(authenticator.triggers).toEqual(['menu']);
    expect(presenter.status).toBe('ready');
    expect(ids(presenter.favourites)).toEqual([101, 102, 103]);
  });

  it('sign-in aborted: signInRequired, no error message, no second call', async () => {
    const { presenter, gateway } = build({ kind: 'aborted' });
    gateway.failNext('bookings', httpFailure(401, '/account/bookings'));
    await enter(presenter, 'root');
    expect(presenter.status).toBe('signInRequired');
    expect(presenter.errorKey).toBeNull();
    expect(gateway.callsOf('bookings')).toHaveLength(1);
    expect(presenter.bookings).toBeNull();
  });

  it('404 → notFound; 500 → error with the message key; loading again clears the error', async () => {
    const { presenter, gateway } = build();
    gateway.failNext('bookings', httpFailure(404, '/account/bookings'));
    await enter(presenter, 'bookings');
    expect(presenter.status).toBe('notFound');
    expect(presenter.errorKey).toBe('common:errors.notFound');

    gateway.failNext('favourites', httpFailure(500, '/account/favourites'));
    await enter(presenter, 'favourites');
    expect(presenter.status).toBe('error');
    expect(presenter.errorKey).toBe('common:errors.server');

    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.errorKey).toBeNull();
  });
});

describe('AccountPresenter: favouriteRemoved', () => {
  /** Each removal waits for the test to answer it. */
  const heldRemovals = (favorites: FakeSearchGateway) => {
    const pending = new Map<number, ReturnType<typeof deferred<FavoriteResponse | ApiFailure>>>();
    favorites.favorite = async (id) => {
      const answer = deferred<FavoriteResponse | ApiFailure>();
      pending.set(id, answer);
      const value = await answer.promise;
      return 'kind' in value ? left(value) : right(value);
    };
    return {
      succeed: (id: number) => pending.get(id)?.resolve({ productId: id, isFavorite: false }),
      fail: (id: number) => pending.get(id)?.resolve(httpFailure(500, `/favorites/${id}`)),
    };
  };

  it('removes the boat at once, asks the server, and keeps it removed', async () => {
    const { presenter, favorites } = build();
    await enter(presenter, 'favourites');
    const removals = heldRemovals(favorites);
    const removed = presenter.favouriteRemoved(102);
    await settle();
    expect(ids(presenter.favourites)).toEqual([101, 103]);
    removals.succeed(102);
    await removed;
    expect(ids(presenter.favourites)).toEqual([101, 103]);
    expect(favorites.callsOf('removeFavorite')).toEqual([{ method: 'removeFavorite', id: 102 }]);
    expect(presenter.errorKey).toBeNull();
  });

  it('a refused removal puts the boat back where it was and shows the error', async () => {
    const { presenter, favorites } = build();
    await enter(presenter, 'favourites');
    favorites.favorite = async () => left(httpFailure(500, '/favorites/102'));
    await presenter.favouriteRemoved(102);
    expect(ids(presenter.favourites)).toEqual([101, 102, 103]);
    expect(presenter.errorKey).toBe('common:errors.server');
  });

  it('a visitor who closes the sign-in keeps the list and nothing is sent', async () => {
    const { presenter, favorites, authenticator } = build();
    await enter(presenter, 'favourites');
    authenticator.outcome = { kind: 'aborted' };
    await presenter.favouriteRemoved(102);
    expect(authenticator.triggers).toEqual(['favorite']);
    expect(ids(presenter.favourites)).toEqual([101, 102, 103]);
    expect(favorites.callsOf('removeFavorite')).toEqual([]);
  });

  it('two removals answered in reverse order: both stay removed', async () => {
    const { presenter, favorites } = build();
    await enter(presenter, 'favourites');
    const removals = heldRemovals(favorites);
    const first = presenter.favouriteRemoved(101);
    const second = presenter.favouriteRemoved(102);
    await settle();
    expect(ids(presenter.favourites)).toEqual([103]);
    removals.succeed(102);
    await second;
    removals.succeed(101);
    await first;
    expect(ids(presenter.favourites)).toEqual([103]);
  });

  it('one of two removals refused: only that boat comes back, in its place', async () => {
    const { presenter, favorites } = build();
    await enter(presenter, 'favourites');
    const removals = heldRemovals(favorites);
    const first = presenter.favouriteRemoved(101);
    const second = presenter.favouriteRemoved(102);
    await settle();
    removals.succeed(102);
    await second;
    removals.fail(101);
    await first;
    expect(ids(presenter.favourites)).toEqual([101, 103]);
    expect(presenter.errorKey).toBe('common:errors.server');
  });
});
