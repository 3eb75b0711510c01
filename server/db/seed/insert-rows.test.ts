import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database';
import { insertRows } from './insert-rows';

describe('insertRows', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('stores every kind of value as a parameterised insert would, in order, in several statements', async () => {
    const names = { en: 'Saint-Tropez', fr: 'Saint-Tropez', el: 'Σαιν Τροπέ', quote: `it's "quoted" \\ back` };
    const places = Array.from({ length: 7 }, (_, i) => ({
      id: 100 + i, slug: `place-${i}`, kind: 'city', country_code: 'FR', names, search_text: `place ${i}`,
      latitude: 43.27 + i / 3, longitude: 6.64 - i / 7, parent_id: null, population: 4000 + i, popularity: i,
    }));
    await insertRows(handle.db, 'places', places, 3);
    const stored = await handle.db.selectFrom('places').selectAll().where('id', '>=', 100).orderBy('id').execute();
    expect(stored.map((p) => ({ ...p, names: typeof p.names === 'string' ? JSON.parse(p.names) : p.names }))).toEqual(places);

    const created = new Date('2025-03-04T05:06:07.089Z');
    await insertRows(handle.db, 'users', [{
      id: 500, email: 'rows@example.test', first_name: 'Zoë', last_name: 'O’Neil', phone_country: null, phone_number: null,
      password_hash: null, roles: ['tenant', 'owner'], is_pro: true, is_super_owner: false, currency_code: 'EUR', language: 'fr',
      avatar_url: null, created_at: created,
    }]);
    const user = await handle.db.selectFrom('users').selectAll().where('id', '=', 500).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Zoë', last_name: 'O’Neil', roles: ['tenant', 'owner'], is_pro: true, phone_number: null });
    expect(new Date(user.created_at).toISOString()).toBe(created.toISOString());
  });

  it('refuses a row without a value for a column (it would be NULL, not the default)', async () => {
    await expect(insertRows(handle.db, 'favorites', [{ user_id: 500, product_id: 1 }, { user_id: 500, product_id: undefined }])).rejects.toThrow(/product_id/);
  });
});
