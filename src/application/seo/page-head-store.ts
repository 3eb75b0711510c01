import type { PageHeadParts } from '../../domain/seo/page-head';

/**
 * The current page's head as the page describes it, one store per container (issue [8]). On the server the page sets
 * it while rendering and the server builds it into the HTML afterwards; in the browser it only carries the origin (the
 * head goes straight to the document). The origin makes the head's URLs absolute: the window's in the browser, the
 * configured public URL on the server. The parts, not the built head, so that the builders stay out of the first
 * screen's JavaScript (the browser loads them when it first applies a head).
 */
export class PageHeadStore {
  private parts: PageHeadParts | undefined = undefined;

  constructor(readonly origin: string) {}

  get current(): PageHeadParts | undefined {
    return this.parts;
  }

  set(parts: PageHeadParts): void {
    this.parts = parts;
  }
}
