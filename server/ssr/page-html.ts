import { criticalCss, markupNames } from './critical-css';

/** Where index.html receives the configuration (and, for a server-rendered page, the answers it was built from). */
export const CONFIG_PLACEHOLDER = '<!--seaway-configuration-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON inside a <script> element: '<' escaped so no content can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageParts {
  readonly language: string;
  /** The data scripts (configuration, transferred answers), already escaped. */
  readonly scripts: string;
  /** The page's own head elements (title, description, canonical…): they replace the template's defaults. */
  readonly head?: string;
  /** The server-rendered app, inside #root. */
  readonly body?: string;
  /** Stylesheets written into the page instead of linked, by their href (see `inlineStylesheets`). */
  readonly stylesheets?: ReadonlyMap<string, string>;
  /** The response's CSP nonce, for inlined styles. */
  readonly nonce?: string;
}

/** The build's stylesheet links in index.html: `<link rel="stylesheet" … href="/assets/….css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The stylesheets index.html links to, by href. */
export const linkedStylesheets = (template: string): string[] => [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);

/**
 * A server-rendered page carries its stylesheet (issue [8]): the first paint then needs the HTML alone, instead of
 * waiting for a second request that competes with the scripts for a slow phone's bandwidth. It carries only the rules
 * its markup can use (critical-css.ts); the browser links the whole stylesheet (`data-href`) before it hydrates. A
 * style text that could close its element stays linked.
 */
const inlineStylesheets = (html: string, stylesheets: ReadonlyMap<string, string>, nonce: string | undefined): string => {
  const names = markupNames(html);
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = stylesheets.get(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style${nonce === undefined ? '' : ` nonce="${nonce}"`} data-href="${href}">${criticalCss(css, names)}</style>`;
  });
};

/**
 * index.html made into the page (issue [8]): its language, its head, its data and, when rendered on the server, its
 * markup. Replacement functions, not strings: a `$&` in the content must stay as it is.
 */
export const pageHtml = (template: string, parts: PageParts): string => {
  let html = template.replace('<html lang="en">', () => `<html lang="${parts.language}">`);
  const head = parts.head;
  if (head !== undefined && head !== '') {
    html = html.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  }
  html = html.replace(CONFIG_PLACEHOLDER, () => `${head ?? ''}${parts.scripts}`);
  if (parts.body !== undefined) html = html.replace(ROOT_ELEMENT, () => `<div id="root">${parts.body}</div>`);
  if (parts.stylesheets !== undefined) html = inlineStylesheets(html, parts.stylesheets, parts.nonce);
  return html;
};
