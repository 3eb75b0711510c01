import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { HttpClient } from './http-client';

interface Recorded {
  url: string;
  init: RequestInit;
}

const fakeFetch = (respond: (url: string, init: RequestInit) => Response | Promise<Response>) => {
  const calls: Recorded[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond(String(input), init ?? {});
  }) as typeof fetch;
  return { calls, fetchFn };
};

const Item = t.type({ id: t.number });
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const client = (fetchFn: typeof fetch, token?: string) =>
  new HttpClient({ baseUrl: '/api/v6', fetch: fetchFn, locale: () => 'fr', token: () => token, cookies: () => 'a=1; XSRF-TOKEN=tok%2B1; b=2' });

describe('HttpClient', () => {
  it('adds _locale to every request and decodes the response', async () => {
    const { calls, fetchFn } = fakeFetch(() => json({ id: 7 }));
    const result = await client(fetchFn).get('/things/7', Item, { page: 2, flag: true, skip: undefined });
    expect(result).toEqual({ _tag: 'Right', right: { id: 7 } });
    expect(calls[0]?.url).toBe('/api/v6/things/7?page=2&flag=1&_locale=fr');
  });

  it('sends the anti-forgery header on non-GET requests to relative URLs only', async () => {
    const { calls, fetchFn } = fakeFetch(() => json({ id: 1 }));
    const http = client(fetchFn, 'secret-token');
    await http.send('POST', '/things', Item, { a: 1 });
    await http.get('/things/1', Item);
    const postHeaders = calls[0]?.init.headers as Record<string, string>;
    expect(postHeaders['X-XSRF-TOKEN']).toBe('tok+1');
    expect(postHeaders.Authorization).toBe('Bearer secret-token');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect((calls[1]?.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
    await http.send('POST', 'https://elsewhere.example/x', Item);
    expect((calls[2]?.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('returns an http failure with status, body and lower-cased headers', async () => {
    const { fetchFn } = fakeFetch(() => json({ error: 'two_factor_required' }, 401, { 'X-Two-Factor-Challenge': 'sms' }));
    const result = await client(fetchFn).send('POST', '/auth/register', Item, {});
    expect(isLeft(result) && result.left).toMatchObject({
      kind: 'http',
      status: 401,
      body: { error: 'two_factor_required' },
      headers: { 'x-two-factor-challenge': 'sms' },
    });
  });

  it('returns a decode failure for a malformed payload, never throws', async () => {
    const { fetchFn } = fakeFetch(() => json({ id: 'seven' }));
    const result = await client(fetchFn).get('/things/7', Item);
    expect(isLeft(result) && result.left.kind).toBe('decode');
    const { fetchFn: notJson } = fakeFetch(() => new Response('<html>', { status: 200 }));
    const result2 = await client(notJson).get('/things/7', Item);
    expect(isLeft(result2) && result2.left.kind).toBe('decode');
  });

  it('returns a network failure when fetch rejects', async () => {
    const { fetchFn } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const failures: string[] = [];
    const http = new HttpClient({ baseUrl: '/api/v6', fetch: fetchFn, locale: () => 'en', onFailure: (f) => failures.push(f.kind) });
    const result = await http.get('/health', Item);
    expect(isLeft(result) && result.left).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(failures).toEqual(['network']);
  });

  it('keeps a non-JSON error body as text', async () => {
    const { fetchFn } = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    const result = await client(fetchFn).get('/x', Item);
    expect(isLeft(result) && result.left).toMatchObject({ kind: 'http', status: 502, body: 'Bad gateway' });
    const { fetchFn: ok } = fakeFetch(() => json({ id: 1 }));
    expect(isRight(await client(ok).get('/x', Item))).toBe(true);
  });
});
