import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { useLanguageReady } from './use-language-ready';

/** A page presenter that loads from the route (and query) its page was entered with. */
export interface EnteredPage {
  routeEntered(route: Route, search: string): unknown;
}

/**
 * Loads the page once its language is set. The screen is mounted per path: its first route and query load it (re-renders
 * build new route objects; later query changes are the presenter's own).
 */
export const usePageEntered = (presenter: EnteredPage, route: Route): void => {
  const search = useSearch();
  const [initialRoute] = useState(route);
  const [initialSearch] = useState(search);
  const languageReady = useLanguageReady();
  useEffect(() => {
    if (languageReady) void presenter.routeEntered(initialRoute, initialSearch);
  }, [presenter, initialRoute, initialSearch, languageReady]);
};
