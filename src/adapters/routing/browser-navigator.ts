import type { Navigator } from '../../application/routing/navigator';

/** History API navigation; wouter listens to pushState/replaceState and popstate. */
export class BrowserNavigator implements Navigator {
  get path(): string {
    return window.location.pathname;
  }
  get search(): string {
    return window.location.search;
  }
  navigate(to: string, options: { replace?: boolean } = {}): void {
    if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
  }
}
