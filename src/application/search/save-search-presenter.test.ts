import { describe, expect, it } from 'vitest';
import { SaveSearchPresenter } from './save-search-presenter';
import { FakeAuthenticator } from '../../../tests/fakes/search';
import { networkFailure, refusal } from '../../../tests/fakes/account';
import { FakeSavedSearchGateway, savedSearch } from '../../../tests/fakes/saved-searches';

const QUERY = 'address=Nice&numberOfPeople=2';

describe('SaveSearchPresenter', () => {
  it('is hidden with nothing to save, idle once the page searches something', () => {
    const presenter = new SaveSearchPresenter(new FakeSavedSearchGateway(), new FakeAuthenticator());
    expect(presenter.state).toBe('hidden');
    presenter.searchChanged(QUERY, 'boat');
    expect(presenter.state).toBe('idle');
    presenter.searchChanged('', 'boat');
    expect(presenter.state).toBe('hidden');
  });

  it('saves for a signed-in user: saving, then saved; another search is not saved', async () => {
    const gateway = new FakeSavedSearchGateway();
    const authenticator = new FakeAuthenticator();
    const presenter = new SaveSearchPresenter(gateway, authenticator);
    presenter.searchChanged(QUERY, 'boat');
    let open!: () => void;
    gateway.gate = new Promise((resolve) => (open = resolve));
    const saving = presenter.saveClicked();
    await Promise.resolve();
    await Promise.resolve();
    expect(presenter.state).toBe('saving');
    open();
    await saving;
    expect(presenter.state).toBe('saved');
    expect(gateway.searches.map((s) => [s.kind, s.query])).toEqual([['boat', QUERY]]);
    expect(authenticator.triggers).toEqual(['searchFavorite']);
    // Saved stays saved: a second click calls nothing.
    await presenter.saveClicked();
    expect(gateway.calls.filter((c) => c === 'save')).toHaveLength(1);
    presenter.searchChanged(QUERY, 'activity');
    expect(presenter.state).toBe('idle');
    presenter.searchChanged(QUERY, 'boat');
    expect(presenter.state).toBe('saved');
  });

  it('a visitor goes through sign-in first; closing it saves nothing', async () => {
    const gateway = new FakeSavedSearchGateway();
    const presenter = new SaveSearchPresenter(gateway, new FakeAuthenticator({ kind: 'aborted' }));
    presenter.searchChanged(QUERY, 'boat');
    await presenter.savedSearchesWanted();
    await presenter.saveClicked();
    expect(presenter.state).toBe('idle');
    expect(gateway.calls).toEqual([]);
  });

  it('shows saved for a search the signed-in user saved before', async () => {
    const gateway = new FakeSavedSearchGateway([savedSearch({ query: QUERY })]);
    const presenter = new SaveSearchPresenter(gateway, new FakeAuthenticator());
    presenter.searchChanged(QUERY, 'boat');
    await presenter.savedSearchesWanted();
    expect(presenter.state).toBe('saved');
    await presenter.savedSearchesWanted();
    expect(gateway.calls).toEqual(['list']);
  });

  it('a failed list leaves the button usable', async () => {
    const gateway = new FakeSavedSearchGateway([savedSearch({ query: QUERY })]);
    gateway.failures.list = [networkFailure()];
    const presenter = new SaveSearchPresenter(gateway, new FakeAuthenticator());
    presenter.searchChanged(QUERY, 'boat');
    await presenter.savedSearchesWanted();
    expect(presenter.state).toBe('idle');
    await presenter.saveClicked();
    expect(presenter.state).toBe('saved');
  });

  it('a refused save is an error (the cap has its own message); trying again works', async () => {
    const gateway = new FakeSavedSearchGateway();
    gateway.failures.save = [refusal(409, 'saved_searches_limit'), networkFailure()];
    const presenter = new SaveSearchPresenter(gateway, new FakeAuthenticator());
    presenter.searchChanged(QUERY, 'boat');
    await presenter.saveClicked();
    expect(presenter.state).toBe('error');
    expect(presenter.errorKey).toBe('search:saveSearch.limit');
    await presenter.saveClicked();
    expect(presenter.errorKey).toBe('common:errors.network');
    presenter.searchChanged('address=Cannes', 'boat');
    expect(presenter.state).toBe('idle');
    await presenter.saveClicked();
    expect(presenter.state).toBe('saved');
  });
});
