import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { HttpLandingGateway } from './http-landing-gateway';
import { fakeFetch, httpClient, landingResponse, queryOf } from '../../../tests/fakes/search';

describe('HttpLandingGateway', () => {
  it('GET /landing with customization and _page; 404 is an http failure', async () => {
    const { fetch, requests } = fakeFetch({ 'GET /api/v6/landing': { body: landingResponse() } });
    const gateway = new HttpLandingGateway(httpClient(fetch));
    expect(isRight(await gateway.landing('boat-rental/marseille', 2))).toBe(true);
    expect(queryOf(requests[0]!.url)).toEqual([['customization', 'boat-rental/marseille'], ['_page', '2'], ['_locale', 'fr']]);
    await gateway.landing('x', undefined);
    expect(queryOf(requests[1]!.url)).toEqual([['customization', 'x'], ['_locale', 'fr']]);
    const missing = await new HttpLandingGateway(httpClient(fakeFetch({}).fetch)).landing('nowhere', undefined);
    expect(isLeft(missing) && missing.left).toMatchObject({ kind: 'http', status: 404 });
  });
});
