import type { PageHead } from '../../domain/seo/page-head';

/**
 * The current page's head, one store per container (issue [8]). On the server the page sets it while rendering and
 * the server writes it into the HTML afterwards; in the browser it only carries the origin (the head goes straight to
 * the document). The origin makes the head's URLs absolute: the window's in the browser, the configured public URL
 * on the server.
 */
export class PageHeadStore {
  private head: PageHead | undefined = undefined;

  constructor(readonly origin: string) {}

  get current(): PageHead | undefined {
    return this.head;
  }

  set(head: PageHead): void {
    this.head = head;
  }
}
