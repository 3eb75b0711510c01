import type { LanguageCode } from '../../domain/i18n/languages';
import { trackedPage } from '../../domain/consent/tracked-page';
import type { Analytics } from './analytics';

/** Told of each landing query, to keep the visit's click id. */
export interface ClickIdCapture {
  landed(search: string): void;
}

/**
 * `page_view` on every route change (issue [7]), the path without its secrets; a change of query alone (filters,
 * dates) is the same page. The landing query's click id is captured first.
 */
export class PageViews {
  private lastPath: string | undefined;

  constructor(
    private readonly analytics: Analytics,
    private readonly clickIds: ClickIdCapture,
    private readonly defaultLanguage: LanguageCode,
  ) {}

  routeEntered(path: string, search: string): void {
    this.clickIds.landed(search);
    if (path === this.lastPath) return;
    this.lastPath = path;
    const page = trackedPage(path, search, { defaultLanguage: this.defaultLanguage });
    this.analytics.push({ event: 'page_view', pagePath: page.pagePath, pageScreen: page.screen, language: page.language });
  }
}
