import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { SavedSearchKind } from '../../domain/search/saved-search';
import type { Authenticator } from '../auth/authenticator';
import { SAVED_SEARCH_TOKENS, type SavedSearchGateway } from '../account/saved-search-gateway';
import { errorCodeOf } from '../account/signed-in';
import { failureMessageKey } from '../shared/api-failure';
import { TOKENS } from '../tokens';

/** What the "Save this search" button shows: nothing to save, ready, on its way, saved, or refused. */
export type SaveSearchState = 'hidden' | 'idle' | 'saving' | 'saved' | 'error';

/**
 * The search page's "Save this search" (loaded on the button's first use, or once the page is idle for a signed-in
 * user, so the search page's first screen does not carry it). Saving needs a signed-in user: a visitor goes through
 * the sign-in funnel first (like a favourite); an aborted sign-in saves nothing. A search already saved shows saved.
 */
@injectable()
export class SaveSearchPresenter {
  /** The search as it would be stored: the canonical query string (domain/search/saved-search.ts). */
  query = '';
  kind: SavedSearchKind = 'boat';
  /** The user's saved searches as `kind?query`, once known (signed in). */
  savedKeys: ReadonlySet<string> | null = null;
  saving = false;
  errorKey: string | null = null;

  constructor(
    @inject(SAVED_SEARCH_TOKENS.SavedSearchGateway) private readonly gateway: SavedSearchGateway,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      query: observable,
      kind: observable,
      savedKeys: observableRef,
      saving: observable,
      errorKey: observable,
      state: computed,
      searchChanged: action,
      saveClicked: action,
    });
  }

  get state(): SaveSearchState {
    if (this.query === '') return 'hidden';
    if (this.saving) return 'saving';
    if (this.savedKeys?.has(keyOf(this.kind, this.query))) return 'saved';
    return this.errorKey !== null ? 'error' : 'idle';
  }

  /** The page's search changed (its canonical query): the button follows it. */
  searchChanged(query: string, kind: SavedSearchKind): void {
    if (query === this.query && kind === this.kind) return;
    this.query = query;
    this.kind = kind;
    this.errorKey = null;
  }

  /** For a signed-in user, which searches are saved already (once per page visit; a failure just leaves it unknown). */
  async savedSearchesWanted(): Promise<void> {
    if (this.savedKeys !== null || !this.authenticator.isSignedIn) return;
    const list = await this.gateway.list();
    if (isLeft(list)) return;
    runInAction(() => {
      const known = new Set(list.right.savedSearches.map((s) => keyOf(s.kind, s.query)));
      this.savedKeys = this.savedKeys === null ? known : new Set([...known, ...this.savedKeys]);
    });
  }

  async saveClicked(): Promise<void> {
    const state = this.state;
    if (state === 'hidden' || state === 'saving' || state === 'saved') return;
    const { query, kind } = this;
    this.errorKey = null;
    const outcome = await this.authenticator.authenticate('searchFavorite');
    if (outcome.kind === 'aborted') return;
    runInAction(() => (this.saving = true));
    const saved = await this.gateway.save(query, kind);
    runInAction(() => {
      this.saving = false;
      if (isLeft(saved)) {
        this.errorKey = errorCodeOf(saved.left) === 'saved_searches_limit' ? 'search:saveSearch.limit' : failureMessageKey(saved.left);
        return;
      }
      // The server's canonical text is the one the page has too (same codec); both are kept, whichever the page shows.
      this.savedKeys = new Set([...(this.savedKeys ?? []), keyOf(kind, query), keyOf(saved.right.kind, saved.right.query)]);
    });
  }
}

const keyOf = (kind: SavedSearchKind, query: string): string => `${kind}?${query}`;
