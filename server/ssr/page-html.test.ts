import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONFIG_PLACEHOLDER, linkedStylesheets, pageHtml, scriptJson } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default" />
    <title>Seaway · Default</title>
    <link rel="stylesheet" crossorigin href="/assets/index-Ab1.css">
    ${CONFIG_PLACEHOLDER}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  it('makes the shell: language and data scripts, the template head kept, #root empty', () => {
    const html = pageHtml(TEMPLATE, { language: 'fr', scripts: '<script type="application/json" id="c">{}</script>' });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Seaway · Default</title>');
    expect(html).toContain('<script type="application/json" id="c">{}</script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('makes a rendered page: its own head replaces the default title and description, its markup fills #root', () => {
    const html = pageHtml(TEMPLATE, { language: 'de', scripts: '', head: '<title>Boot</title><meta name="description" content="Mieten">', body: '<h1>Boot $& $1</h1>' });
    expect(html).not.toContain('Default');
    expect(html).toContain('<title>Boot</title>');
    expect(html).toContain('<div id="root"><h1>Boot $& $1</h1></div>');
  });

  it('writes a rendered page\'s stylesheet into it with the nonce, unless its text could close the element', () => {
    expect(linkedStylesheets(TEMPLATE)).toEqual(['/assets/index-Ab1.css']);
    const inlined = pageHtml(TEMPLATE, { language: 'en', scripts: '', body: '<h1>Boat</h1>', stylesheets: new Map([['/assets/index-Ab1.css', 'h1{color:red}']]), nonce: 'n0nce' });
    expect(inlined).toContain('<style nonce="n0nce" data-href="/assets/index-Ab1.css">h1{color:red}</style>');
    expect(inlined).not.toContain('<link rel="stylesheet"');
    const kept = pageHtml(TEMPLATE, { language: 'en', scripts: '', stylesheets: new Map([['/assets/index-Ab1.css', 'a{content:"</style>"}']]) });
    expect(kept).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Ab1.css">');
    expect(pageHtml(TEMPLATE, { language: 'en', scripts: '' })).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Ab1.css">');
  });

  it('scriptJson never lets content close its script element (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptJson(value);
        expect(text.toLowerCase()).not.toContain('</script');
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
