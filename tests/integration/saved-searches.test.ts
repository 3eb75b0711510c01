import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedSearch, SavedSearchList } from '../../src/contract/saved-searches';
import { ApiErrorBody } from '../../src/contract/common';
import { SAVED_SEARCHES_MAX } from '../../src/domain/search/saved-search';
import { isRight } from 'fp-ts/lib/Either';
import { ApiClient, signedInClient, startTestServer, type TestServer } from './harness';

/** "Save this search": the signed-in user's saved searches, canonical, once each, capped, each for its owner only. */
let t: TestServer;
const db = () => t.server.database.db;
const PATH = '/api/v6/account/saved-searches';

const newUser = async (email: string): Promise<{ id: number; client: ApiClient }> => {
  const { id } = await db()
    .insertInto('users')
    .values({ email, first_name: 'Sam', last_name: 'Saver', roles: ['tenant'], phone_country: null, phone_number: null, password_hash: null, avatar_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, client: await signedInClient(t, id) };
};

const isError = (body: unknown, error: string) => isRight(ApiErrorBody.decode(body)) && (body as ApiErrorBody).error === error;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('/account/saved-searches', () => {
  it('answers 401 to a visitor, for every call', async () => {
    const visitor = new ApiClient(t.url);
    const list = await visitor.get(PATH);
    expect(list.status).toBe(401);
    expect(isError(list.body, 'authentication_required')).toBe(true);
    expect((await visitor.post(PATH, { query: 'address=Nice' })).status).toBe(401);
    expect((await visitor.delete(`${PATH}/1`)).status).toBe(401);
  });

  it('saves a search canonical, once: the same search again answers the saved one; lists newest first', async () => {
    const { client } = await newUser('sam.save@example.test');
    expect((await client.get<SavedSearchList>(PATH)).body).toEqual({ savedSearches: [] });

    const first = await client.post<SavedSearch>(PATH, { query: '?page=3&utm_source=x&numberOfPeople=4&address=Marseille%2C%20France&types=Sailboat' });
    expect(first.status).toBe(201);
    expect(isRight(SavedSearch.decode(first.body))).toBe(true);
    expect(first.body).toMatchObject({ kind: 'boat', label: 'Marseille, France', query: 'address=Marseille%2C+France&numberOfPeople=4&types=Sailboat' });

    // The same search written differently is the same saved search.
    const again = await client.post<SavedSearch>(PATH, { query: 'types=Sailboat&address=Marseille,+France&numberOfPeople=4' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);

    // The same query for activities is another search.
    const activity = await client.post<SavedSearch>(PATH, { query: 'address=Nice', kind: 'activity' });
    expect(activity.status).toBe(201);
    expect(activity.body).toMatchObject({ kind: 'activity', label: 'Nice', query: 'address=Nice' });

    const list = await client.get<SavedSearchList>(PATH);
    expect(list.status).toBe(200);
    expect(isRight(SavedSearchList.decode(list.body))).toBe(true);
    expect(list.body.savedSearches.map((s) => s.id)).toEqual([activity.body.id, first.body.id]);
  });

  it('deletes the user’s own saved search; another user’s is not found (404) and stays', async () => {
    const owner = await newUser('sam.owner@example.test');
    const other = await newUser('sam.other@example.test');
    const saved = await owner.client.post<SavedSearch>(PATH, { query: 'address=Cannes&numberOfPeople=2' });
    expect(saved.status).toBe(201);

    const refused = await other.client.delete(`${PATH}/${saved.body.id}`);
    expect(refused.status).toBe(404);
    expect(isError(refused.body, 'not_found')).toBe(true);
    expect((await other.client.get<SavedSearchList>(PATH)).body.savedSearches).toEqual([]);
    expect((await owner.client.get<SavedSearchList>(PATH)).body.savedSearches).toHaveLength(1);

    expect((await owner.client.delete(`${PATH}/not-an-id`)).status).toBe(404);
    expect((await owner.client.delete(`${PATH}/${saved.body.id}`)).status).toBe(204);
    expect((await owner.client.delete(`${PATH}/${saved.body.id}`)).status).toBe(404);
    expect((await owner.client.get<SavedSearchList>(PATH)).body.savedSearches).toEqual([]);
  });

  it('refuses bad input with 400 and the usual error body', async () => {
    const { client } = await newUser('sam.bad@example.test');
    const cases: unknown[] = [{}, { query: 42 }, { query: 'address=Nice', kind: 'boats' }, { query: 'x'.repeat(4001) }];
    for (const body of cases) {
      const answer = await client.post(PATH, body);
      expect(answer.status).toBe(400);
      expect(isError(answer.body, 'bad_request')).toBe(true);
    }
    const notJson = await client.request('POST', PATH, { rawBody: '{', headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    // Nothing known to search (unknown parameters, values out of bounds, only a page): nothing to save.
    for (const query of ['', 'foo=bar', 'page=2', 'numberOfPeople=99']) {
      const answer = await client.post<ApiErrorBody>(PATH, { query });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('saved_search_empty');
    }
    expect((await client.get<SavedSearchList>(PATH)).body.savedSearches).toEqual([]);
  });

  it('keeps at most SAVED_SEARCHES_MAX per user, with a clear refusal (409)', async () => {
    const { id, client } = await newUser('sam.many@example.test');
    await db()
      .insertInto('saved_searches')
      .values(Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({ user_id: id, query: `distance=${i + 1}&numberOfPeople=${(i % 20) + 1}`, label: '' })))
      .execute();
    const refused = await client.post<ApiErrorBody>(PATH, { query: 'address=Porto' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('saved_searches_limit');
    expect(refused.body.message).toMatch(String(SAVED_SEARCHES_MAX));
    // A search already saved is still answered.
    expect((await client.post(PATH, { query: 'distance=1&numberOfPeople=1' })).status).toBe(200);
    expect((await client.get<SavedSearchList>(PATH)).body.savedSearches).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('are part of the data export, and erased with the account', async () => {
    const { id, client } = await newUser('sam.export@example.test');
    expect((await client.post(PATH, { query: 'address=Bastia' })).status).toBe(201);
    const exported = await client.get<{ savedSearches: Array<{ query: string }> }>('/api/v6/account/export');
    expect(exported.body.savedSearches.map((s) => s.query)).toEqual(['address=Bastia']);
    expect((await client.post('/api/v6/account/delete', { email: 'sam.export@example.test' })).status).toBe(204);
    expect(await db().selectFrom('saved_searches').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });

  it('refuses a call without the anti-forgery token (403)', async () => {
    const { client } = await newUser('sam.xsrf@example.test');
    expect((await client.post(PATH, { query: 'address=Nice' }, { xsrf: false })).status).toBe(403);
  });
});
