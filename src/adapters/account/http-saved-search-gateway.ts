import * as t from 'io-ts';
import { SavedSearch, SavedSearchList } from '../../contract/saved-searches';
import type { SavedSearchGateway } from '../../application/account/saved-search-gateway';
import type { SavedSearchKind } from '../../domain/search/saved-search';
import type { HttpClient } from '../http/http-client';

/** The saved-search calls over /api/v6 (failures as ApiFailure, never thrown). */
export class HttpSavedSearchGateway implements SavedSearchGateway {
  constructor(private readonly http: HttpClient) {}

  list() {
    return this.http.get('/account/saved-searches', SavedSearchList);
  }

  save(query: string, kind: SavedSearchKind) {
    return this.http.send('POST', '/account/saved-searches', SavedSearch, { query, kind });
  }

  remove(id: number) {
    return this.http.send('DELETE', `/account/saved-searches/${encodeURIComponent(String(id))}`, t.null);
  }
}
