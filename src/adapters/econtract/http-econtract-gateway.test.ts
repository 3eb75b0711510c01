import { describe, expect, it } from 'vitest';
import { isLeft } from 'fp-ts/lib/Either';
import { HttpClient } from '../http/http-client';
import { completeData, econtractView } from '../../../tests/fakes/econtract';
import { HttpEcontractGateway } from './http-econtract-gateway';

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A fetch answering per "METHOD path", keeping each request as sent (a photo's body stays a Blob). */
const server = (answers: Record<string, { status?: number; body: unknown }>) => {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body });
    const answer = answers[`${init?.method ?? 'GET'} ${url.split('?')[0]}`];
    if (!answer) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { gateway: new HttpEcontractGateway(new HttpClient({ baseUrl: '/api/v6', fetch, locale: () => 'fr', cookies: () => 'XSRF-TOKEN=tok' })), sent };
};

describe('HttpEcontractGateway', () => {
  it('reads the contract and saves the whole draft with the anti-forgery token', async () => {
    const { gateway, sent } = server({
      'GET /api/v6/bookings/4711/econtract/in': { body: econtractView() },
      'PUT /api/v6/bookings/4711/econtract/in': { body: econtractView() },
    });
    expect(await gateway.contract('4711', 'in')).toEqual({ _tag: 'Right', right: econtractView() });
    await gateway.save('4711', 'in', completeData());
    expect(sent[1]).toMatchObject({ method: 'PUT', headers: { 'X-XSRF-TOKEN': 'tok', 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ data: completeData() });
    expect(sent[0]!.url).toContain('_locale=fr');
  });

  it('sends a photo as the body itself, with its own type', async () => {
    const { gateway, sent } = server({ 'POST /api/v6/bookings/4711/econtract/out/photos': { status: 201, body: { id: 9, url: '/api/v6/econtract/photos/9?exp=1&sig=x' } } });
    const photo = new Blob([new Uint8Array(16)], { type: 'image/jpeg' });
    expect(await gateway.uploadPhoto('4711', 'out', photo)).toEqual({ _tag: 'Right', right: { id: 9, url: '/api/v6/econtract/photos/9?exp=1&sig=x' } });
    expect(sent[0]!.body).toBe(photo);
    expect(sent[0]!.headers).toMatchObject({ 'Content-Type': 'image/jpeg', 'X-XSRF-TOKEN': 'tok' });
  });

  it('asks for a code and confirms; refusals are http failures, malformed answers decode failures', async () => {
    const { gateway, sent } = server({
      'POST /api/v6/bookings/4711/econtract/in/confirm/code': { status: 202, body: { sentTo: '+33 ••••••• 78' } },
      'POST /api/v6/bookings/4711/econtract/in/confirm': { status: 400, body: { error: 'wrong_password' } },
      'GET /api/v6/bookings/4711/econtract': { body: { bookingId: 4711, myRole: 'owner', in: { status: 'draft' } } },
    });
    expect(await gateway.sendCode('4711', 'in', 'tenant')).toEqual({ _tag: 'Right', right: { sentTo: '+33 ••••••• 78' } });
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ party: 'tenant' });
    const refused = await gateway.confirm('4711', 'in', { party: 'tenant', password: 'x' });
    expect(isLeft(refused) && refused.left).toMatchObject({ kind: 'http', status: 400, body: { error: 'wrong_password' } });
    const overview = await gateway.overview('4711');
    expect(isLeft(overview) && overview.left.kind).toBe('decode');
  });
});
