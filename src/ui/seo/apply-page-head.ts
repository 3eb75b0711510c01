import { PAGE_HEAD_ATTRIBUTE, headElements } from '../../domain/seo/head-html';
import { buildPageHead, type PageHeadParts } from '../../domain/seo/page-head';

/**
 * Builds the page's head and replaces the previous page's head elements in the document (the title and description
 * are updated in place). Loaded when the browser first applies a head, not with the first screen.
 */
export const applyPageHead = (parts: PageHeadParts): void => {
  const head = buildPageHead(parts);
  for (const stale of Array.from(document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`))) stale.remove();
  for (const element of headElements(head)) {
    if (element.tag === 'title') {
      document.title = element.text;
      continue;
    }
    if (element.tag === 'meta' && element.attributes.name === 'description') {
      let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = element.attributes.content ?? '';
      continue;
    }
    const node = document.createElement(element.tag);
    for (const [name, value] of Object.entries(element.attributes)) node.setAttribute(name, value);
    if (element.tag === 'script') node.textContent = element.text;
    document.head.appendChild(node);
  }
};
