import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeBackOfficeBookingsGateway, searchResult, staffRefusal } from '../../../tests/fakes/backoffice';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { BackOfficeSearchPresenter } from './back-office-search-presenter';

const build = () => {
  const gateway = new FakeBackOfficeBookingsGateway();
  const presenter = new BackOfficeSearchPresenter(gateway, fakeSettings(), new FakeAuthenticator());
  return { gateway, presenter };
};

describe('BackOfficeSearchPresenter', () => {
  it('searches what was typed (trimmed) and shows the bookings found', async () => {
    const { gateway, presenter } = build();
    presenter.queryChanged('  42 ');
    await presenter.searchSubmitted();
    expect(gateway.callsOf('search')).toEqual([{ method: 'search', args: ['42'] }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.bookings).toEqual([
      { id: 42, reference: 'SW-000042', statusKey: 'backoffice:status.paid', dates: 'Jul 10, 2026 – Jul 12, 2026', productName: 'Lagoon 42', tenantEmail: 'tenant@demo.seaway.test', roleKey: 'backoffice:search.role.tenant' },
    ]);
    expect(presenter.isEmpty).toBe(false);
  });

  it('lists users with their bookings and boats, and says when nothing was found', async () => {
    const { gateway, presenter } = build();
    gateway.searchAnswer = searchResult({
      bookings: [],
      users: [{ id: 1, email: 'tenant@demo.seaway.test', firstName: 'Tessa', lastName: 'Marin', roles: ['tenant'], flagged: true, bookings: searchResult().bookings }],
      boats: [{ id: 208, name: 'Lagoon 42', status: 'published', ownerEmail: 'owner@demo.seaway.test' }],
    });
    presenter.queryChanged('tenant@');
    await presenter.searchSubmitted();
    expect(presenter.users).toMatchObject([{ id: 1, name: 'Tessa Marin', flagged: true, bookings: [{ id: 42 }] }]);
    expect(presenter.boats).toEqual([{ id: 208, name: 'Lagoon 42', statusKey: 'backoffice:search.boatStatus.published', ownerEmail: 'owner@demo.seaway.test' }]);
    gateway.searchAnswer = searchResult({ bookings: [], users: [], boats: [] });
    await presenter.searchSubmitted();
    expect(presenter.isEmpty).toBe(true);
  });

  it('refuses an empty or too long query before sending, and keeps the text when the server fails', async () => {
    const { gateway, presenter } = build();
    presenter.queryChanged('   ');
    await presenter.searchSubmitted();
    presenter.queryChanged('a'.repeat(101));
    await presenter.searchSubmitted();
    expect(gateway.callsOf('search')).toEqual([]);
    expect(presenter.queryProblem).toBe('backoffice:search.queryInvalid');
    presenter.queryChanged('tessa');
    expect(presenter.queryProblem).toBeNull();
    gateway.failNext('search', staffRefusal(403, 'forbidden'));
    await presenter.searchSubmitted();
    expect(presenter.status).toBe('error');
    expect(presenter.errorKey).toBe('backoffice:errors.staffOnly');
    expect(presenter.query).toBe('tessa');
  });

  it('shows only the latest search when an older answer comes late', async () => {
    const { gateway, presenter } = build();
    const release = gateway.hold('search');
    presenter.queryChanged('first');
    const first = presenter.searchSubmitted();
    presenter.queryChanged('second');
    await presenter.searchSubmitted();
    release();
    await first;
    expect(presenter.result?.query).toBe('second');
  });
});
