import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SearchPresenter } from '../../../application/search/search-presenter';
import { useHydrated } from '../../app/use-hydrated';
import { useWideViewport } from './use-wide-viewport';

// The panel and its map load when shown (after hydration on a wide screen, on the toggle on a phone).
const MapPanel = lazy(() => import('./MapPanel').then((m) => ({ default: m.MapPanel })));

/**
 * The search page's map (issue [10]): beside the results on a wide screen once hydrated, behind a "Map" toggle on
 * phones. The map and the cards share the hovered and selected boat or activity through the presenter.
 */
export const SearchMapPane = observer(({ presenter }: { presenter: SearchPresenter }) => {
  const { t } = useTranslation('search');
  const hydrated = useHydrated();
  const wide = useWideViewport();
  const [open, setOpen] = useState(false);
  const shown = hydrated && (wide || open);
  return (
    <div className={`map-pane${open ? ' is-open' : ''}`}>
      <button type="button" className="button map-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('search:map.hide') : t('search:map.show')}
      </button>
      {shown && (
        <Suspense fallback={<div className="map-panel" />}>
          <MapPanel presenter={presenter} />
        </Suspense>
      )}
    </div>
  );
});
