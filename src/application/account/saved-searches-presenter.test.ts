import { describe, expect, it } from 'vitest';
import { SavedSearchesPresenter } from './saved-searches-presenter';
import { FakeAuthenticator, FakeClock, fakeSettings } from '../../../tests/fakes/search';
import { networkFailure, refusal } from '../../../tests/fakes/account';
import { FakeSavedSearchGateway, savedSearch } from '../../../tests/fakes/saved-searches';

const build = (gateway: FakeSavedSearchGateway, authenticator = new FakeAuthenticator(), language: 'en' | 'fr' = 'en') =>
  new SavedSearchesPresenter(gateway, authenticator, fakeSettings({ language }), new FakeClock(Date.parse('2026-06-01T09:00:00Z')));

describe('SavedSearchesPresenter', () => {
  it('loads the list into rows: place, dates and people, linking back to the search', async () => {
    const gateway = new FakeSavedSearchGateway([
      savedSearch({ id: 2, query: 'numberOfPeople=3', label: '', kind: 'activity' }),
      savedSearch({ id: 1 }),
    ]);
    const presenter = build(gateway);
    expect(presenter.status).toBe('loading');
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.rows).toEqual([
      { id: 2, place: null, dates: null, people: 3, kind: 'activity', href: '/experiences/search?numberOfPeople=3' },
      {
        id: 1,
        place: 'Nice',
        dates: expect.stringMatching(/Jul/),
        people: 2,
        kind: 'boat',
        href: '/boat-rental/search?address=Nice&numberOfPeople=2&startDate=2026-07-04&endDate=2026-07-11',
      },
    ]);
  });

  it('links in the page’s language', async () => {
    const presenter = build(new FakeSavedSearchGateway([savedSearch()]), new FakeAuthenticator(), 'fr');
    await presenter.load();
    expect(presenter.rows[0]!.href).toMatch(/^\/fr\/[^?]+\?address=Nice/);
  });

  it('is empty when nothing is saved', async () => {
    const presenter = build(new FakeSavedSearchGateway());
    await presenter.load();
    expect(presenter.status).toBe('empty');
    expect(presenter.rows).toEqual([]);
  });

  it('asks a visitor to sign in; closing the funnel is signInRequired, signing in loads the list', async () => {
    const gateway = new FakeSavedSearchGateway([savedSearch()]);
    gateway.failures.list = [refusal(401, 'authentication_required')];
    const aborted = new FakeAuthenticator({ kind: 'aborted' });
    const presenter = build(gateway, aborted);
    await presenter.load();
    expect(presenter.status).toBe('signInRequired');
    expect(presenter.errorKey).toBeNull();
    expect(aborted.triggers).toEqual(['menu']);

    gateway.failures.list = [refusal(401, 'authentication_required')];
    const signingIn = new FakeAuthenticator({ kind: 'success', authToken: 't' });
    const again = build(gateway, signingIn);
    await again.load();
    expect(again.status).toBe('ready');
    expect(gateway.calls.filter((c) => c === 'list')).toHaveLength(3);
  });

  it('shows an error when the list cannot load, and loads again on retry', async () => {
    const gateway = new FakeSavedSearchGateway([savedSearch()]);
    gateway.failures.list = [networkFailure()];
    const presenter = build(gateway);
    await presenter.load();
    expect(presenter.status).toBe('error');
    expect(presenter.errorKey).toBe('common:errors.network');
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.errorKey).toBeNull();
  });

  it('deletes a row at once; the last one leaves the empty state', async () => {
    const gateway = new FakeSavedSearchGateway([savedSearch({ id: 2, query: 'address=Cannes', label: 'Cannes' }), savedSearch({ id: 1 })]);
    const presenter = build(gateway);
    await presenter.load();
    let open!: () => void;
    gateway.gate = new Promise((resolve) => (open = resolve));
    const deleting = presenter.deleteClicked(2);
    expect(presenter.rows.map((r) => r.id)).toEqual([1]);
    open();
    await deleting;
    gateway.gate = undefined;
    expect(gateway.searches.map((s) => s.id)).toEqual([1]);
    await presenter.deleteClicked(1);
    expect(presenter.status).toBe('empty');
    expect(gateway.searches).toEqual([]);
  });

  it('puts a row back where it was when the deletion fails; one already gone stays gone', async () => {
    const gateway = new FakeSavedSearchGateway([savedSearch({ id: 3, query: 'address=Cannes' }), savedSearch({ id: 2, query: 'address=Antibes' }), savedSearch({ id: 1 })]);
    const presenter = build(gateway);
    await presenter.load();
    gateway.failures.remove = [networkFailure()];
    await presenter.deleteClicked(2);
    expect(presenter.rows.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(presenter.errorKey).toBe('account:savedSearches.deleteError');
    expect(presenter.status).toBe('ready');

    gateway.failures.remove = [refusal(404, 'not_found')];
    await presenter.deleteClicked(3);
    expect(presenter.rows.map((r) => r.id)).toEqual([2, 1]);
    expect(presenter.errorKey).toBeNull();
    await presenter.deleteClicked(99);
    expect(presenter.rows.map((r) => r.id)).toEqual([2, 1]);
  });
});
