import { lazy, Suspense, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AppConfiguration } from '../../../contract/configuration';
import type { SearchPresenter } from '../../../application/search/search-presenter';
import { TOKENS } from '../../../application/tokens';
import { parseBounds } from '../../../domain/search/map-bounds';
import { useService } from '../../app/container-context';
import { useHydrated } from '../../app/use-hydrated';
import { useWideViewport } from './use-wide-viewport';
import type { MapPoint } from './ResultsMap';

// MapLibre is large: its own chunk, fetched only when a map is shown (never in the first screen's JS).
const ResultsMap = lazy(() => import('./ResultsMap'));

/** Brings a boat's card into view and marks it (the map's selection). */
const revealCard = (id: number): void => {
  document.getElementById(`product-${id}-title`)?.closest('article')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
};

/**
 * The search page's map (issue [10]): beside the results on a wide screen once hydrated, behind a "Map" toggle on
 * phones. The map and the cards share the hovered and selected boat through the presenter.
 */
export const SearchMapPane = observer(({ presenter }: { presenter: SearchPresenter }) => {
  const { t } = useTranslation('search');
  const hydrated = useHydrated();
  const wide = useWideViewport();
  const [open, setOpen] = useState(false);
  const configuration = useService<Pick<AppConfiguration, 'mapStyleUrl'>>(TOKENS.Configuration);
  const shown = hydrated && (wide || open);
  const markers = presenter.mapMarkers;
  // Same markers, same points: hovering must not rebuild the map's buttons.
  const points: MapPoint[] = useMemo(
    () =>
      markers.map((marker) => ({
        id: marker.id,
        latitude: marker.latitude,
        longitude: marker.longitude,
        text: marker.price,
        name: t('search:map.marker', { title: marker.title, price: marker.price }),
      })),
    [markers, t],
  );
  return (
    <div className={`map-pane${open ? ' is-open' : ''}`}>
      <button type="button" className="button map-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('search:map.hide') : t('search:map.show')}
      </button>
      {shown && (
        <div className="map-panel">
          <label className="map-move-search">
            <input
              type="checkbox"
              checked={presenter.searchAsMapMoves}
              onChange={(event) => presenter.searchAsMapMovesToggled(event.target.checked)}
            />{' '}
            {t('search:map.searchAsMove')}
          </label>
          <Suspense fallback={<div className="results-map" />}>
            <ResultsMap
              points={points}
              label={t('search:map.label')}
              clusterName={(count) => t('search:map.cluster', { count, formattedCount: String(count) })}
              unavailableText={t('search:map.unavailable')}
              styleUrl={configuration.mapStyleUrl}
              hoveredId={presenter.hoveredProductId}
              selectedId={presenter.selectedProductId}
              onHover={(id) => presenter.productHovered(id)}
              onSelect={(id) => {
                presenter.productSelected(id);
                revealCard(id);
              }}
              onMoveEnd={(bounds) => presenter.mapMoved(bounds)}
              initialBounds={presenter.filters.bounds === undefined ? undefined : parseBounds(presenter.filters.bounds)}
              fitToPoints={!presenter.searchAsMapMoves && presenter.filters.bounds === undefined}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
});
