import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageArb, routeArb } from '../../../tests/arbitraries/routing';
import { renderHeadHtml } from './head-html';
import { buildPageHead } from './page-head';

/** Text meant to break out: quotes, brackets, closing tags, comments, entities, line separators, any Unicode. */
const hostile = fc.oneof(
  fc.string({ maxLength: 60, unit: 'binary' }),
  fc
    .array(fc.constantFrom('"', "'", '<', '>', '&', '</title>', '</script>', '<!--', '-->', '<script>', '&quot;', '\u2028', ' ', 'x', '/', '=', '\\'), { maxLength: 20 })
    .map((parts) => parts.join('')),
);

const decode = (text: string): string =>
  text.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[name] ?? '');

/** Reads the head back with the grammar it is written in; throws if anything is out of place. */
const parseHead = (html: string) => {
  const element = /(?:^|\n)(?:<(title)>([^<]*)<\/title>|<(meta|link)((?: [a-z:-]+(?:="[^"]*")?)*)>|<(script)((?: [a-z:-]+(?:="[^"]*")?)*)>([^<]*)<\/script>)/y;
  const elements = [];
  while (element.lastIndex < html.length) {
    const match = element.exec(html);
    if (match === null) throw new Error(`unexpected markup at ${element.lastIndex}: ${html.slice(element.lastIndex, element.lastIndex + 80)}`);
    const attributes = Object.fromEntries([...(match[4] ?? match[6] ?? '').matchAll(/ ([a-z:-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], decode(m[2] ?? '')]));
    elements.push({ tag: match[1] ?? match[3] ?? match[5], attributes, text: match[2] !== undefined ? decode(match[2]) : match[7] });
  }
  return elements;
};

describe('renderHeadHtml (properties)', () => {
  it('no title, description, picture or list name ever leaves its attribute or element', () => {
    fc.assert(
      fc.property(languageArb.chain((language) => routeArb(language).map((route) => ({ language, route }))), hostile, hostile, hostile, hostile, ({ language, route }, title, description, image, nonce) => {
        const head = buildPageHead({
          origin: 'https://www.seaway.test',
          route,
          language,
          search: '',
          brand: 'Seaway',
          tagline: 'Boats',
          title,
          description,
          image,
          structuredData: [{ kind: 'itemList', items: [{ name: title, url: `/${image}` }] }],
        });
        const elements = parseHead(renderHeadHtml(head, { nonce }));
        expect(elements[0]).toEqual({ tag: 'title', attributes: {}, text: head.title });
        expect(elements[1]?.attributes).toEqual({ name: 'description', content: head.description });
        const scripts = elements.filter((e) => e.tag === 'script');
        expect(scripts.length).toBe(head.jsonLd === undefined ? 0 : 1);
        if (head.jsonLd !== undefined) {
          expect(JSON.parse(scripts[0]?.text ?? '')).toEqual(head.jsonLd);
          expect(scripts[0]?.attributes.nonce).toBe(nonce);
        }
        const ogTitle = elements.find((e) => e.attributes.property === 'og:title');
        if (head.openGraph !== undefined) expect(ogTitle?.attributes.content).toBe(head.openGraph.title);
      }),
    );
  });
});
