import type { Navigator } from '../../application/routing/navigator';

/**
 * A page rendered on the server (issue [8]) has no history: it stays on the requested URL. A presenter's
 * normalising replace (the search's query) is done again by the browser once it hydrates.
 */
export class StaticNavigator implements Navigator {
  constructor(
    readonly path: string,
    readonly search: string,
  ) {}

  navigate(): void {
    // Nothing to move: the server answers the URL it was asked for.
  }
}
