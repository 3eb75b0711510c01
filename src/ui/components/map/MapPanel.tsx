import { lazy, Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AppConfiguration } from '../../../contract/configuration';
import type { SearchPresenter } from '../../../application/search/search-presenter';
import { TOKENS } from '../../../application/tokens';
import { parseBounds } from '../../../domain/search/map-bounds';
import { useService } from '../../app/container-context';
import type { MapPoint } from './ResultsMap';

// MapLibre is large: its own chunk, fetched only when a map is shown (never in the first screen's JS).
const ResultsMap = lazy(() => import('./ResultsMap'));

/** Brings a boat's card into view and marks it (the map's selection). */
const revealCard = (id: number): void => {
  document.getElementById(`product-${id}-title`)?.closest('article')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
};

/** The shown map: "search as I move the map" and the map itself, its markers the results' prices. */
export const MapPanel = observer(({ presenter }: { presenter: SearchPresenter }) => {
  const { t } = useTranslation('search');
  const configuration = useService<Pick<AppConfiguration, 'mapStyleUrl'>>(TOKENS.Configuration);
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
  );
});
