import { left, right, type Either } from 'fp-ts/lib/Either';
import type { SavedSearch, SavedSearchList } from '../../src/contract/saved-searches';
import type { SavedSearchGateway } from '../../src/application/account/saved-search-gateway';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import type { SavedSearchKind } from '../../src/domain/search/saved-search';

export const savedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 1,
  query: 'address=Nice&numberOfPeople=2&startDate=2026-07-04&endDate=2026-07-11',
  kind: 'boat',
  label: 'Nice',
  createdAt: '2026-06-01T09:00:00.000Z',
  ...overrides,
});

/**
 * An in-memory saved-search gateway: saves like the server (the same query and kind once), answers `failure` (or a
 * scripted failure per call) instead when set; `calls` records what was asked.
 */
export class FakeSavedSearchGateway implements SavedSearchGateway {
  readonly calls: string[] = [];
  /** Answered by the next calls of that name instead of their result, then forgotten. */
  readonly failures: Partial<Record<'list' | 'save' | 'remove', ApiFailure[]>> = {};
  /** When set, each call waits for it (to look at the states in between). */
  gate: Promise<void> | undefined;
  private nextId: number;

  constructor(public searches: SavedSearch[] = []) {
    this.nextId = Math.max(0, ...searches.map((s) => s.id)) + 1;
  }

  private async answer<T>(name: 'list' | 'save' | 'remove', result: () => T): Promise<Either<ApiFailure, T>> {
    this.calls.push(name);
    if (this.gate) await this.gate;
    const failure = this.failures[name]?.shift();
    return failure ? left(failure) : right(result());
  }

  list() {
    return this.answer('list', (): SavedSearchList => ({ savedSearches: [...this.searches] }));
  }

  save(query: string, kind: SavedSearchKind) {
    return this.answer('save', () => {
      const existing = this.searches.find((s) => s.query === query && s.kind === kind);
      if (existing) return existing;
      const created = savedSearch({ id: this.nextId++, query, kind, label: '' });
      this.searches = [created, ...this.searches];
      return created;
    });
  }

  remove(id: number) {
    return this.answer('remove', () => {
      this.searches = this.searches.filter((s) => s.id !== id);
      return null;
    });
  }
}
