import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpCurrencyGateway } from '../../src/adapters/currency/http-currency-gateway';
import { startTestServer, type TestServer } from './harness';

/** The client adapter against the real server and database. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('HttpCurrencyGateway against the server', () => {
  it('loads a currency rate', async () => {
    const http = new HttpClient({ baseUrl: `${t.url}/api/v6`, fetch, locale: () => 'de' });
    const result = await new HttpCurrencyGateway(http).getCurrency('CHF');
    expect(isRight(result) && result.right).toMatchObject({ code: 'CHF', symbol: expect.any(String) });
  });

  it('gives a tagged failure for an unknown currency', async () => {
    const http = new HttpClient({ baseUrl: `${t.url}/api/v6`, fetch, locale: () => 'de' });
    const result = await new HttpCurrencyGateway(http).getCurrency('ZZZ');
    expect(isLeft(result) && result.left).toMatchObject({ kind: 'http', status: 404 });
  });
});
