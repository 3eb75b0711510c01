import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { HttpClient } from '../http/http-client';
import { HttpConsentGateway } from './http-consent-gateway';

const client = (answer: () => Response, seen: { url?: string; init?: RequestInit }) =>
  new HttpClient({
    baseUrl: '/api/v6',
    locale: () => 'fr',
    cookies: () => 'XSRF-TOKEN=tok',
    fetch: async (input, init) => {
      seen.url = String(input);
      seen.init = init ?? {};
      return answer();
    },
  });

describe('HttpConsentGateway', () => {
  it('posts the answer with the anti-forgery header and decodes the receipt', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const gateway = new HttpConsentGateway(client(() => new Response(JSON.stringify({ recorded: true }), { status: 201 }), seen));
    const result = await gateway.record({ event: 'consent.given', consent: { analytics: true, marketing: false }, version: 1 });
    expect(isRight(result)).toBe(true);
    expect(seen.url).toBe('/api/v6/metrics/didomi?_locale=fr');
    expect(seen.init?.method).toBe('POST');
    expect((seen.init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok');
    expect(JSON.parse(String(seen.init?.body))).toEqual({ event: 'consent.given', consent: { analytics: true, marketing: false }, version: 1 });
  });

  it('a malformed answer is a decode failure, not a crash', async () => {
    const gateway = new HttpConsentGateway(client(() => new Response(JSON.stringify({ ok: 1 }), { status: 201 }), {}));
    const result = await gateway.record({ event: 'consent.changed', consent: { analytics: false, marketing: false } });
    expect(isLeft(result) && result.left.kind).toBe('decode');
  });
});
