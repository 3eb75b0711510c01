import type { PageHead } from './page-head';

/**
 * The page head as elements: one list feeds both the server's HTML (renderHeadHtml) and the browser's DOM updates,
 * so the two cannot drift apart. Every element but the title and the description carries `data-page-head`, so the
 * browser replaces the previous page's elements instead of adding to them.
 */
export type HeadElement =
  | { readonly tag: 'title'; readonly text: string }
  | { readonly tag: 'meta'; readonly attributes: Readonly<Record<string, string>> }
  | { readonly tag: 'link'; readonly attributes: Readonly<Record<string, string>> }
  | { readonly tag: 'script'; readonly attributes: Readonly<Record<string, string>>; readonly text: string };

/** Marks the elements a page head owns (all but the title and the description, which every page has once). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
const OWNED = { [PAGE_HEAD_ATTRIBUTE]: '' };

const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({
  tag: 'meta',
  attributes: { [key]: name, content, ...OWNED },
});

/**
 * JSON for a `<script>` element's text: `<`, `>` and `&` as \u escapes (still the same JSON), so no value can close
 * the element or open a comment; U+2028 and U+2029 escaped too for older parsers.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const headElements = (head: PageHead): readonly HeadElement[] => {
  const elements: HeadElement[] = [
    { tag: 'title', text: head.title },
    { tag: 'meta', attributes: { name: 'description', content: head.description } },
  ];
  if (head.noindex) elements.push(meta('name', 'robots', 'noindex'));
  if (head.canonical !== undefined) elements.push({ tag: 'link', attributes: { rel: 'canonical', href: head.canonical, ...OWNED } });
  for (const alternate of head.alternates) {
    elements.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href, ...OWNED } });
  }
  const og = head.openGraph;
  if (og !== undefined) {
    elements.push(
      meta('property', 'og:type', og.type),
      meta('property', 'og:site_name', og.siteName),
      meta('property', 'og:title', og.title),
      meta('property', 'og:description', og.description),
      meta('property', 'og:url', og.url),
      meta('property', 'og:locale', og.locale),
      ...og.localeAlternates.map((locale) => meta('property', 'og:locale:alternate', locale)),
    );
    if (og.image !== undefined) {
      elements.push(meta('property', 'og:image', og.image));
      if (og.imageAlt !== undefined) elements.push(meta('property', 'og:image:alt', og.imageAlt));
    }
  }
  const twitter = head.twitter;
  if (twitter !== undefined) {
    elements.push(
      meta('name', 'twitter:card', twitter.card),
      meta('name', 'twitter:title', twitter.title),
      meta('name', 'twitter:description', twitter.description),
    );
    if (twitter.image !== undefined) {
      elements.push(meta('name', 'twitter:image', twitter.image));
      if (twitter.imageAlt !== undefined) elements.push(meta('name', 'twitter:image:alt', twitter.imageAlt));
    }
  }
  if (head.jsonLd !== undefined) {
    elements.push({ tag: 'script', attributes: { type: 'application/ld+json', ...OWNED }, text: scriptSafeJson(head.jsonLd) });
  }
  return elements;
};

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or a double-quoted attribute value that can hold anything without ending early. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const attributesHtml = (attributes: Readonly<Record<string, string>>): string =>
  Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');

/**
 * The head's HTML for the server to put inside `<head>` (issue [8]): every value escaped; the JSON-LD script gets the
 * Content-Security-Policy nonce when given.
 */
export const renderHeadHtml = (head: PageHead, options: { readonly nonce?: string } = {}): string =>
  headElements(head)
    .map((element) => {
      switch (element.tag) {
        case 'title':
          return `<title>${escapeHtml(element.text)}</title>`;
        case 'meta':
        case 'link':
          return `<${element.tag}${attributesHtml(element.attributes)}>`;
        case 'script': {
          const attributes = options.nonce === undefined ? element.attributes : { ...element.attributes, nonce: options.nonce };
          return `<script${attributesHtml(attributes)}>${element.text}</script>`;
        }
      }
    })
    .join('\n');
