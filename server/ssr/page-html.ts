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
}

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
  return html;
};
