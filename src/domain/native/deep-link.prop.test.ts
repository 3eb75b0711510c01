import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepLinkTarget, rewriteAppHost } from './deep-link';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const hostArb = fc.tuple(fc.constantFrom('', 'app.', 'www.', 'api.', 'apps.'), fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'example', 'fr'))
  .map(([prefix, labels, tld]) => `${prefix}${labels.join('.')}.${tld}`);
const pathArb = fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
const queryArb = fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), { nil: undefined }).map((q) => (q ? `?${q}` : ''));
const urlArb = fc.tuple(fc.constantFrom('http', 'https'), hostArb, pathArb, queryArb).map(([scheme, host, path, query]) => ({ scheme, host, path, query, url: `${scheme}://${host}${path}${query}` }));

describe('deep links (properties)', () => {
  it('never leaves a host starting with app., and rewriting twice is rewriting once', () => {
    fc.assert(
      fc.property(urlArb, ({ url }) => {
        const once = rewriteAppHost(url);
        expect(new URL(once).hostname.startsWith('app.')).toBe(false);
        expect(rewriteAppHost(once)).toBe(once);
      }),
    );
  });

  it('changes only the app. prefix: scheme, the rest of the host, path and query are kept', () => {
    fc.assert(
      fc.property(urlArb, ({ scheme, host, path, query, url }) => {
        const rewritten = new URL(rewriteAppHost(url));
        expect(rewritten.protocol).toBe(`${scheme}:`);
        expect(rewritten.hostname).toBe(host.startsWith('app.') ? `www.${host.slice(4)}` : host);
        expect(`${rewritten.pathname}${rewritten.search}`).toBe(`${path}${query}`);
      }),
    );
  });

  it('a link to this site is followed at its path, whichever of app., www. or none it uses', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 2 }), fc.constantFrom('', 'app.', 'www.'), fc.constantFrom('', 'www.'), pathArb, queryArb, (labels, linkPrefix, sitePrefix, path, query) => {
        const domain = `${labels.join('.')}.example`;
        const target = deepLinkTarget(`https://${linkPrefix}${domain}${path}${query}`, `https://${sitePrefix}${domain}`);
        expect(target).toEqual({ kind: 'inApp', path: `${path}${query}`, pathWithParams: `${path}${query}` });
      }),
    );
  });

  it('never throws, and an in-app path always stays on this site', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), urlArb.map((u) => u.url)), (text) => {
        const target = deepLinkTarget(text, 'https://www.seaway.example');
        if (target.kind === 'inApp') {
          expect(target.path.startsWith('/')).toBe(true);
          expect(target.path.startsWith('//')).toBe(false);
        }
      }),
    );
  });
});
