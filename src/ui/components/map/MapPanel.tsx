import { lazy, Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AppConfiguration } from '../../../contract/configuration';
import type { SearchPresenter } from '../../../application/search/search-presenter';
import { TOKENS } from '../../../application/tokens';
import type { SearchKind } from '../../../domain/routing/route';
import { parseBounds } from '../../../domain/search/map-bounds';
import { useService } from '../../app/container-context';
import type { MapPoint } from './ResultsMap';

// MapLibre is large: its own chunk, fetched only when a map is shown (never in the first screen's JS).
const ResultsMap = lazy(() => import('./ResultsMap'));

/** Brings a result's card into view (the map's selection): a boat's or an activity's, by its title's id. */
const revealCard = (kind: SearchKind, id: number): void => {
  document
    .getElementById(`${kind === 'activity' ? 'activity' : 'product'}-${id}-title`)
    ?.closest('article')
    ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
};

/** The shown map: "search as I move the map" and the map itself, its markers the results' prices. */
export const MapPanel = observer(({ presenter }: { presenter: SearchPresenter }) => {
  const { t } = useTranslation('search');
  const configuration = useService<Pick<AppConfiguration, 'mapStyleUrl'>>(TOKENS.Configuration);
  const markers = presenter.mapMarkers;
  const kind = presenter.kind;
  const activities = kind === 'activity';
  // Same markers, same points: hovering must not rebuild the map's buttons.
  const points: MapPoint[] = useMemo(
    () =>
      markers.map((marker) => ({
        id: marker.id,
        latitude: marker.latitude,
        longitude: marker.longitude,
        text: marker.price,
        name: t(activities ? 'search:map.activityMarker' : 'search:map.marker', { title: marker.title, price: marker.price }),
      })),
    [markers, activities, t],
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
          clusterName={(count) => t(activities ? 'search:map.activityCluster' : 'search:map.cluster', { count, formattedCount: String(count) })}
          unavailableText={t('search:map.unavailable')}
          styleUrl={configuration.mapStyleUrl}
          hoveredId={presenter.hoveredProductId}
          selectedId={presenter.selectedProductId}
          onHover={(id) => presenter.productHovered(id)}
          onSelect={(id) => {
            presenter.productSelected(id);
            revealCard(kind, id);
          }}
          onMoveEnd={(bounds) => presenter.mapMoved(bounds)}
          initialBounds={presenter.filters.bounds === undefined ? undefined : parseBounds(presenter.filters.bounds)}
          fitToPoints={!presenter.searchAsMapMoves && presenter.filters.bounds === undefined}
        />
      </Suspense>
    </div>
  );
});
