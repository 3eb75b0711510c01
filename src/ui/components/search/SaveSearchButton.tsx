import { useEffect, useRef, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SearchKind } from '../../../domain/routing/route';
import type { SearchFilters } from '../../../domain/search/search-filters';
import { savedSearchQueryOf } from '../../../domain/search/saved-search';
import type { Authenticator } from '../../../application/auth/authenticator';
import type { PresenterFactory } from '../../../application/search/presenter-factory';
import type { SaveSearchPresenter } from '../../../application/search/save-search-presenter';
import { SEARCH_TOKENS } from '../../../application/search/search-tokens';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';

/** How long after the page settles a signed-in user's saved searches are asked for (the button then shows "saved"). */
const CHECK_DELAY_MS = 1200;

type Loaded = { readonly presenter: SaveSearchPresenter; readonly Status: ComponentType<{ presenter: SaveSearchPresenter }> };

/**
 * "Save this search": the button is part of the search page's first screen; its presenter, gateway and what it says
 * once used are not: they load on the first click, or a little after the page settled for a signed-in user (to show a
 * search already saved). The button stays the same element throughout, so the keyboard focus stays on it.
 */
export const SaveSearchButton = observer(({ filters, kind }: { filters: SearchFilters; kind: SearchKind }) => {
  const { t } = useTranslation('search');
  const factory = useService<PresenterFactory>(SEARCH_TOKENS.PresenterFactory);
  const authenticator = useService<Authenticator>(TOKENS.Authenticator);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = useRef<Promise<Loaded> | null>(null);
  const query = savedSearchQueryOf(filters);
  const current = useRef({ query, kind });
  current.current = { query, kind };

  const load = (): Promise<Loaded> =>
    (loading.current ??= import('./SaveSearchStatus').then(({ default: Status, SaveSearchPresenter: type }) => {
      const presenter = factory.create(type);
      presenter.searchChanged(current.current.query, current.current.kind);
      const done = { presenter, Status };
      setLoaded(done);
      return done;
    }));

  useEffect(() => {
    loaded?.presenter.searchChanged(query, kind);
  }, [loaded, query, kind]);

  useEffect(() => {
    if (!authenticator.isSignedIn) return;
    const timer = setTimeout(() => void load().then(({ presenter }) => presenter.savedSearchesWanted()), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (query === '') return null;
  const saved = loaded?.presenter.state === 'saved';
  return (
    <div className="save-search">
      <button type="button" className="button save-search-button" aria-pressed={saved} onClick={() => void load().then(({ presenter }) => presenter.saveClicked())}>
        <span aria-hidden="true">{saved ? '★' : '☆'}</span> {t('search:saveSearch.save')}
      </button>
      <span role="status" className="save-search-status">
        {loaded && <loaded.Status presenter={loaded.presenter} />}
      </span>
    </div>
  );
});
