import { describe, expect, it } from 'vitest';
import { parsePath } from '../routing/route';
import { PAGE_HEAD_ATTRIBUTE, headElements, renderHeadHtml, scriptSafeJson } from './head-html';
import { buildPageHead } from './page-head';

const head = buildPageHead({
  origin: 'https://www.seaway.test',
  ...parsePath('/fr/location-bateau/marseille'),
  search: '',
  brand: 'Seaway',
  tagline: 'Location',
  title: 'Bateaux "à" <Marseille> & co',
  description: "L'été </script><script>alert(1)</script>",
  image: '/media/1.webp',
  structuredData: [{ kind: 'itemList', items: [{ name: '</script><!-- x', url: '/a' }] }],
});

describe('renderHeadHtml', () => {
  const html = renderHeadHtml(head, { nonce: 'n0"nce' });

  it('writes the title, description, canonical, 14 alternates, social cards and one JSON-LD script', () => {
    expect(html).toContain('<title>Bateaux &quot;à&quot; &lt;Marseille&gt; &amp; co · Seaway</title>');
    expect(html).toContain('<meta name="description" content="L&#39;été &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).toContain(`<link rel="canonical" href="https://www.seaway.test/fr/location-bateau/marseille" ${PAGE_HEAD_ATTRIBUTE}>`);
    expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(14);
    expect(html).toContain('<link rel="alternate" hreflang="de" href="https://www.seaway.test/de/boot-mieten/marseille"');
    expect(html).toContain('<meta property="og:image" content="https://www.seaway.test/media/1.webp"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html.match(/<script /g)).toHaveLength(1);
    expect(html).toContain('<script type="application/ld+json" data-page-head nonce="n0&quot;nce">');
    expect(html).not.toContain('robots');
  });

  it('keeps every value inside its element: the JSON-LD has no "<" and still reads back', () => {
    const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toMatch(/[<>&]/);
    expect(JSON.parse(script)).toEqual(head.jsonLd);
    expect(scriptSafeJson({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}');
  });

  it('writes noindex and nothing public for a page not to index', () => {
    const notFound = renderHeadHtml(buildPageHead({ ...head, origin: 'https://s', route: { screen: 'notFound' }, language: 'en', search: '', brand: 'Seaway', tagline: 't', title: 'Page not found', description: 'Gone' }));
    expect(notFound).toBe('<title>Page not found · Seaway</title>\n<meta name="description" content="Gone">\n<meta name="robots" content="noindex" data-page-head>');
  });

  it('marks every element but the title and description as the page head\'s own', () => {
    const owned = headElements(head).filter((e) => e.tag !== 'title' && !(e.tag === 'meta' && e.attributes.name === 'description'));
    for (const element of owned) expect(element.tag !== 'title' && PAGE_HEAD_ATTRIBUTE in element.attributes).toBe(true);
  });
});
