import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import type { PresenterFactory } from '../../../application/search/presenter-factory';
import { SEARCH_TOKENS } from '../../../application/search/search-tokens';
import { useService } from '../../app/container-context';
import { useLanguageReady } from './use-language-ready';

/** A page presenter that loads from the route (and query) its page was entered with. */
export interface EnteredPage {
  routeEntered(route: Route, search: string): unknown;
}

/**
 * Loads the page once its language is set. The screen is mounted per path: its first route and query load it (re-renders
 * build new route objects; later query changes are the presenter's own). A presenter that came loaded with a
 * server-rendered page (issue [8]) is not entered again.
 */
export const usePageEntered = (presenter: EnteredPage, route: Route): void => {
  const search = useSearch();
  const factory = useService<PresenterFactory>(SEARCH_TOKENS.PresenterFactory);
  const [initialRoute] = useState(route);
  const [initialSearch] = useState(search);
  const languageReady = useLanguageReady();
  useEffect(() => {
    if (languageReady && !factory.isPrepared(presenter)) void presenter.routeEntered(initialRoute, initialSearch);
  }, [presenter, initialRoute, initialSearch, languageReady, factory]);
};
