import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { criticalCss, markupNames } from './critical-css';

const names = (html: string) => markupNames(html);

describe('markupNames', () => {
  it('reads the classes and ids of the markup, entities decoded (text is escaped as React writes it)', () => {
    const found = names('<div class="card  card-media" id="main"><p class="a&amp;b">x class=&quot;not-an-attribute&quot;</p></div>');
    expect([...found.classes].sort()).toEqual(['a&b', 'card', 'card-media']);
    expect([...found.ids]).toEqual(['main']);
  });
});

describe('criticalCss', () => {
  const page = names('<main id="main" class="page"><article class="card is-new"><img class="card-media"></article></main>');

  it('keeps the rules the markup can use, in their order, and drops the others', () => {
    const css = ':root{--blue:#0b5cad}*{box-sizing:border-box}.card{padding:8px}.modal{position:fixed}.card .card-media{width:100%}#main{flex:1}#other{flex:2}';
    expect(criticalCss(css, page)).toBe(':root{--blue:#0b5cad}*{box-sizing:border-box}.card{padding:8px}.card .card-media{width:100%}#main{flex:1}');
  });

  it('keeps a rule when one of its selectors can match, and needs nothing inside brackets or parentheses', () => {
    const css = '.modal,.card{margin:0}.card:not(.is-old){color:red}[class*="card-"]{x:y}.card:is(.absent,.other){z:1}a[href^=".modal"]{u:v}.absent:hover{w:1}';
    expect(criticalCss(css, page)).toBe('.modal,.card{margin:0}.card:not(.is-old){color:red}[class*="card-"]{x:y}.card:is(.absent,.other){z:1}a[href^=".modal"]{u:v}');
  });

  it('filters the rules inside @media and @supports, drops an emptied block, keeps other at-rules whole', () => {
    const css =
      '@media (min-width:720px){.card{display:grid}.modal{inset:0}}@media print{.modal{display:none}}@supports (display:grid){.page{display:grid}}@keyframes fade{0%{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(criticalCss(css, page)).toBe('@media (min-width:720px){.card{display:grid}}@supports (display:grid){.page{display:grid}}@keyframes fade{0%{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}');
  });

  it('is not fooled by braces in strings, and reads escaped class names', () => {
    const css = '.card:after{content:"}{"}.md\\:wide{width:50%}.modal{content:"{"}';
    expect(criticalCss(css, names('<div class="card md:wide"></div>'))).toBe('.card:after{content:"}{"}.md\\:wide{width:50%}');
  });

  const className = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'card', 'page');
  const selector = fc.array(className, { minLength: 0, maxLength: 3 }).map((classes) => (classes.length === 0 ? 'p' : classes.map((c) => `.${c}`).join(' ')));
  const rule = fc.record({ selectors: fc.array(selector, { minLength: 1, maxLength: 3 }), media: fc.boolean(), value: fc.nat(99) });

  it('keeps exactly the rules whose classes are all in the markup, in order; filtering again changes nothing (property)', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 30 }), fc.uniqueArray(className), (rules, present) => {
        const text = (r: (typeof rules)[number]) => `${r.selectors.join(',')}{z-index:${r.value}}`;
        const css = rules.map((r) => (r.media ? `@media (min-width:1px){${text(r)}}` : text(r))).join('');
        const markup = names(`<div class="${present.join(' ')}"></div>`);
        const matches = (s: string) => s === 'p' || s.split(' ').every((c) => (present as string[]).includes(c.slice(1)));
        const expected = rules
          .filter((r) => r.selectors.some(matches))
          .map((r) => (r.media ? `@media (min-width:1px){${text(r)}}` : text(r)))
          .join('');
        const kept = criticalCss(css, markup);
        expect(kept).toBe(expected);
        expect(criticalCss(kept, markup)).toBe(kept);
      }),
    );
  });
});
