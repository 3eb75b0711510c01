import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { idParam, NO_ID } from './id-param';

const app = new Hono()
  .get('/things/:id', (c) => c.json({ id: idParam(c) }))
  .get('/carts/:cartId', (c) => c.json({ id: idParam(c, 'cartId') }));

const idOf = async (path: string): Promise<number> => ((await (await app.request(path)).json()) as { id: number }).id;

describe('idParam', () => {
  it('reads a positive integer of the path, up to the database integer', async () => {
    expect(await idOf('/things/1')).toBe(1);
    expect(await idOf('/things/808')).toBe(808);
    expect(await idOf('/things/2147483647')).toBe(2_147_483_647);
    expect(await idOf('/carts/31')).toBe(31);
  });

  it('answers NO_ID for anything else (then simply not found)', async () => {
    for (const raw of ['0', '007', '-1', '1.5', '1e3', 'abc', '%20', '2147483648', '9999999999', '12345678901']) {
      expect(await idOf(`/things/${raw}`), raw).toBe(NO_ID);
    }
  });
});
