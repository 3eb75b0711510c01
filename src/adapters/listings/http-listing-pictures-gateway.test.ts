import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { listingPicture, pictureFile } from '../../../tests/fakes/listing-pictures';
import { HttpClient } from '../http/http-client';
import { HttpListingPicturesGateway } from './http-listing-pictures-gateway';
import { lazyListingPicturesGateway } from './lazy-listing-pictures-gateway';

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A fetch that records what is sent (a file body as it is) and answers from a table. */
const recordingFetch = (answers: Record<string, { status?: number; body?: unknown }>) => {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, headers: { ...(init?.headers as Record<string, string>) }, body: init?.body });
    const answer = answers[`${method} ${url.split('?')[0]}`];
    if (!answer) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
    return new Response(answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
};
const client = (fetch: typeof globalThis.fetch) => new HttpClient({ baseUrl: '/api/v6', fetch, locale: () => 'de', cookies: () => 'XSRF-TOKEN=tok' });
const path = '/api/v6/account/listings/8/pictures';

describe('HttpListingPicturesGateway', () => {
  it('uploads the file itself with its own type, the session’s anti-forgery header and the language', async () => {
    const { fetch, sent } = recordingFetch({ [`POST ${path}`]: { status: 201, body: listingPicture(100, 4) } });
    const gateway = new HttpListingPicturesGateway(client(fetch));
    const file = pictureFile('deck.png', { type: 'image/png' });
    const uploaded = await gateway.upload(8, file);
    expect(uploaded).toEqual({ _tag: 'Right', right: listingPicture(100, 4) });
    expect(sent[0]).toMatchObject({ method: 'POST', url: `${path}?_locale=de` });
    expect(sent[0]?.body).toBe(file);
    expect(sent[0]?.headers).toMatchObject({ 'Content-Type': 'image/png', 'X-XSRF-TOKEN': 'tok', Accept: 'application/json' });
    // A file the browser could not type goes as plain bytes; the server decides from the content.
    await gateway.upload(8, new Blob([new Uint8Array([1, 2])]));
    expect(sent[1]?.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('lists, reorders (JSON) and deletes over /api/v6, decoding answers with the contract', async () => {
    const list = { pictures: [listingPicture(2, 1), listingPicture(1, 2)] };
    const { fetch, sent } = recordingFetch({
      [`GET ${path}`]: { body: list },
      [`PUT ${path}/order`]: { body: list },
      [`DELETE ${path}/2`]: { status: 204 },
    });
    const gateway = new HttpListingPicturesGateway(client(fetch));
    expect(await gateway.pictures(8)).toEqual({ _tag: 'Right', right: list });
    expect(await gateway.reorder(8, [2, 1])).toEqual({ _tag: 'Right', right: list });
    expect(await gateway.remove(8, 2)).toEqual({ _tag: 'Right', right: null });
    expect(sent.map((r) => [r.method, r.url.split('?')[0], r.body, r.headers['Content-Type']])).toEqual([
      ['GET', path, undefined, undefined],
      ['PUT', `${path}/order`, JSON.stringify({ ids: [2, 1] }), 'application/json'],
      ['DELETE', `${path}/2`, undefined, undefined],
    ]);
  });

  it('refusals come back as http failures with their body; a malformed answer is a decode failure', async () => {
    const { fetch } = recordingFetch({
      [`POST ${path}`]: { status: 422, body: { error: 'picture_too_small', message: 'Too small', details: ['file: listing-pictures.errors.tooSmall'] } },
      [`GET ${path}`]: { body: { pictures: [{ id: 'one', url: 3 }] } },
    });
    const gateway = new HttpListingPicturesGateway(client(fetch));
    const refused = await gateway.upload(8, pictureFile('small.jpg'));
    expect(isLeft(refused) && refused.left).toMatchObject({ kind: 'http', status: 422, body: { error: 'picture_too_small' } });
    const malformed = await gateway.pictures(8);
    expect(isLeft(malformed) && malformed.left.kind).toBe('decode');
    const unknown = await gateway.pictures(9);
    expect(isLeft(unknown) && unknown.left).toMatchObject({ kind: 'http', status: 404 });
  });

  it('the lazy gateway loads the implementation on its first call; a failed load is a network failure, tried again', async () => {
    const { fetch } = recordingFetch({ [`GET ${path}`]: { body: { pictures: [] } } });
    let loads = 0;
    const lazy = lazyListingPicturesGateway(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return new HttpListingPicturesGateway(client(fetch));
    });
    const failed = await lazy.pictures(8);
    expect(isLeft(failed) && failed.left).toMatchObject({ kind: 'network', path: 'pictures', message: 'chunk failed' });
    expect(isRight(await lazy.pictures(8))).toBe(true);
    expect(isRight(await lazy.pictures(8))).toBe(true);
    expect(loads).toBe(2);
  });
});
