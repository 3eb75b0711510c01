import * as t from 'io-ts';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rejectUnsafeQueryAndPath, unsafeBodyText, unsafeJsonText, unsafeQueryText, validateBody } from './validate';

describe('the text rule at the edge', () => {
  it('refuses every C0 control and DEL in query text, and accepts any other Unicode', () => {
    for (let code = 0; code < 0x20; code += 1) expect(unsafeQueryText(`a${String.fromCharCode(code)}b`)).toBeDefined();
    expect(unsafeQueryText('a\u007fb')).toBeDefined();
    for (const ok of ['', 'Marseille', 'Saint-Tropez (83)', 'Κέρκυρα', '東京', 'é', '🚤 boat', '\u00a0\u0085\u200b']) {
      expect(unsafeQueryText(ok)).toBeUndefined();
    }
  });

  it('accepts tab, line feed and carriage return in body text only', () => {
    expect(unsafeBodyText('line\r\nline\tend')).toBeUndefined();
    expect(unsafeQueryText('line\nline')).toBeDefined();
    expect(unsafeBodyText('nul\u0000')).toBe('control characters are not allowed');
    expect(unsafeBodyText('bell\u0007')).toBeDefined();
  });

  it('refuses lone surrogates and keeps surrogate pairs', () => {
    expect(unsafeBodyText('a\ud800b')).toBe('invalid Unicode text');
    expect(unsafeBodyText('a\udc00')).toBe('invalid Unicode text');
    expect(unsafeQueryText('\ud83d')).toBeDefined();
    expect(unsafeBodyText('\ud83d\udea4')).toBeUndefined();
  });

  it('finds a bad string anywhere in a JSON body, in values and keys, naming only a safe top-level key', () => {
    expect(unsafeJsonText({ email: 'a@b.co', password: 'x' })).toBeUndefined();
    expect(unsafeJsonText({ phoneGroup: { country: 'FR', number: '06\u0000' } })).toBe('phoneGroup: control characters are not allowed');
    expect(unsafeJsonText([1, true, null, ['ok', ['\u0001']]])).toBe('body: control characters are not allowed');
    expect(unsafeJsonText({ 'bad\u0000key': 1 })).toBe('body: control characters are not allowed');
    expect(unsafeJsonText({ ['x'.repeat(100)]: '\u0002' })).toBe('body: control characters are not allowed');
    expect(unsafeJsonText(JSON.parse('{"a":{"__proto__":{"admin":true}}}'))).toBe('a: this key is not allowed');
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const depth = 200_000;
    const deep: unknown = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(unsafeJsonText(deep)).toBe('body: control characters are not allowed');
  });
});

describe('rejectUnsafeQueryAndPath and validateBody', () => {
  const app = new Hono()
    .use('*', rejectUnsafeQueryAndPath)
    .get('/items/:name', (c) => c.json({ name: c.req.param('name'), q: c.req.query('q') ?? null }))
    .post('/items', async (c) => {
      const body = await validateBody(c, t.type({ name: t.string }));
      return body.ok ? c.json(body.value) : body.response;
    });

  it('answers 400 JSON to a control character in a query value, a query key or a path segment', async () => {
    for (const path of ['/items/a?q=%00', '/items/a?q=%0A', '/items/a?%01=x', '/items/a%00b', '/items/%1F']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'bad_request' });
    }
  });

  it('lets ordinary and malformed percent-encoding through to the route', async () => {
    expect(await (await app.request('/items/Saint%20Trop%C3%A9z?q=a+b%2Bc')).json()).toEqual({ name: 'Saint Tropéz', q: 'a b+c' });
    expect((await app.request('/items/%E0%A4%A?q=%ZZ')).status).toBe(200);
  });

  it('answers 400 to a body string with a control character or a lone surrogate, 200 to multi-line text', async () => {
    const post = (raw: string) => app.request('/items', { method: 'POST', body: raw, headers: { 'Content-Type': 'application/json' } });
    expect((await post('{"name":"a\\u0000"}')).status).toBe(400);
    expect((await post('{"name":"a\\ud800"}')).status).toBe(400);
    expect((await post('{"name":"a","__proto__":{"x":1}}')).status).toBe(400);
    const ok = await post('{"name":"line 1\\nline 2\\ttab"}');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ name: 'line 1\nline 2\ttab' });
  });
});
