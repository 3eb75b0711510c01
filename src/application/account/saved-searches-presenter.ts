import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { SavedSearch } from '../../contract/saved-searches';
import { formatRoute } from '../../domain/routing/route';
import { savedSearchFilters, savedSearchSummary } from '../../domain/search/saved-search';
import type { Authenticator } from '../auth/authenticator';
import type { Clock } from '../shared/clock';
import { failureMessageKey } from '../shared/api-failure';
import { formatDateRange } from '../search/date-format';
import { filterContextAt, type SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { SAVED_SEARCH_TOKENS, type SavedSearchGateway } from './saved-search-gateway';
import { callSignedIn, loadFailureStatus, type LoadFailureStatus } from './signed-in';

export type SavedSearchesStatus = 'loading' | 'ready' | 'empty' | LoadFailureStatus;

/** One row of the account's list: what to show and where it leads. */
export interface SavedSearchRow {
  readonly id: number;
  /** The place's name; null for a search without one (the view says "anywhere"). */
  readonly place: string | null;
  /** "12 – 19 Jul 2026" in the page's language, or null. */
  readonly dates: string | null;
  readonly people: number | null;
  readonly kind: SavedSearch['kind'];
  /** The search page with the saved query. */
  readonly href: string;
}

/**
 * The account's "Saved searches": the list (newest first), each row linking back to its search, and deletion
 * (removed at once, put back where it was when the server refuses: spec section 8, update failures revert).
 * A visitor goes through the sign-in funnel and comes back to the list.
 */
@injectable()
export class SavedSearchesPresenter {
  status: SavedSearchesStatus = 'loading';
  errorKey: string | null = null;
  searches: readonly SavedSearch[] = [];

  constructor(
    @inject(SAVED_SEARCH_TOKENS.SavedSearchGateway) private readonly gateway: SavedSearchGateway,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      searches: observableRef,
      rows: computed,
      load: action,
      deleteClicked: action,
    });
  }

  get rows(): SavedSearchRow[] {
    const { language, defaultLanguage } = this.settings;
    // Not "today": a saved search whose dates have passed still shows them (the search page then drops them).
    const context = { currentYear: filterContextAt(this.clock).currentYear };
    return this.searches.map((search) => {
      const summary = savedSearchSummary(savedSearchFilters(search.query, context));
      const path = formatRoute({ screen: 'search', kind: search.kind }, language, defaultLanguage);
      return {
        id: search.id,
        place: search.label !== '' ? search.label : (summary.place ?? null),
        dates: summary.startDate === undefined ? null : formatDateRange(summary.startDate, summary.endDate, language, true),
        people: summary.people ?? null,
        kind: search.kind,
        href: `${path}?${search.query}`,
      };
    });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const list = await callSignedIn(this.authenticator, 'menu', () => this.gateway.list());
    runInAction(() => {
      if (isLeft(list)) {
        this.status = loadFailureStatus(list.left);
        this.errorKey = list.left.kind === 'signInAborted' ? null : failureMessageKey(list.left);
        return;
      }
      this.searches = list.right.savedSearches;
      this.status = this.searches.length === 0 ? 'empty' : 'ready';
    });
  }

  /** Deletes a saved search at once; put back where it was when the server refuses. */
  async deleteClicked(id: number): Promise<void> {
    const index = this.searches.findIndex((s) => s.id === id);
    const removed = this.searches[index];
    if (!removed) return;
    this.errorKey = null;
    this.searches = this.searches.filter((s) => s.id !== id);
    if (this.searches.length === 0) this.status = 'empty';
    const answer = await this.gateway.remove(id);
    runInAction(() => {
      // Already gone (deleted elsewhere): what the user wanted.
      if (!isLeft(answer) || (answer.left.kind === 'http' && answer.left.status === 404)) return;
      const without = this.searches.filter((s) => s.id !== id);
      this.searches = [...without.slice(0, index), removed, ...without.slice(index)];
      this.status = 'ready';
      this.errorKey = 'account:savedSearches.deleteError';
    });
  }
}
