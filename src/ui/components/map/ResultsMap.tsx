import { useEffect, useRef, useState } from 'react';
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import Supercluster from 'supercluster';
import type { MapBounds } from '../../../domain/search/map-bounds';
import { offlineStyle } from './offline-style';

// The worker is served from our origin as a module (the CSP allows no blob: worker).
setWorkerUrl(workerUrl);

export interface MapPoint {
  readonly id: number;
  readonly latitude: number;
  readonly longitude: number;
  /** What the marker shows (the price per day). */
  readonly text: string;
  /** The marker button's accessible name (title and price). */
  readonly name: string;
}

export interface ResultsMapProps {
  readonly points: readonly MapPoint[];
  /** The map's accessible name. */
  readonly label: string;
  /** A cluster button's accessible name. */
  readonly clusterName: (count: number) => string;
  /** Shown instead when the browser cannot draw the map (no WebGL). */
  readonly unavailableText: string;
  /** MAP_STYLE_URL; the shipped coastlines otherwise. */
  readonly styleUrl?: string | undefined;
  readonly hoveredId?: number | null;
  readonly selectedId?: number | null;
  readonly onHover?: (id: number | null) => void;
  readonly onSelect?: (id: number) => void;
  /** The user moved the map (drag, wheel, keys, zoom buttons, a cluster): its visible box. */
  readonly onMoveEnd?: (bounds: MapBounds) => void;
  /** The view to start with (the search's bounds); otherwise the points. */
  readonly initialBounds?: MapBounds | undefined;
  /** Whether new points move the view to show them all (off while the map itself drives the search). */
  readonly fitToPoints?: boolean;
  /** False: a static map (the product's harbour), only its zoom buttons work. */
  readonly interactive?: boolean;
  readonly maxZoom?: number;
  readonly className?: string;
}

type MarkerProps = { readonly id: number; readonly text: string; readonly name: string };

const PROGRAMMATIC = { programmatic: true };

const pointsBounds = (points: readonly MapPoint[]): LngLatBounds | undefined => {
  if (points.length === 0) return undefined;
  const bounds = new LngLatBounds();
  for (const point of points) bounds.extend([point.longitude, point.latitude]);
  return bounds;
};

const viewBounds = (map: MapLibreMap): MapBounds => {
  const bounds = map.getBounds();
  return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() };
};

/**
 * The WebGL map of results (issue [10]), loaded only when shown (React.lazy): MapLibre with the configured style or
 * the offline coastlines, one button per boat showing its price, clustered (supercluster) when they crowd.
 * The results list stays the primary way through the results; the map mirrors it.
 */
const ResultsMap = (props: ResultsMapProps) => {
  const { points, label, styleUrl, interactive = true, maxZoom = 12 } = props;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef<Marker[]>([]);
  const elementsRef = useRef(new Map<number, HTMLButtonElement>());
  const indexRef = useRef<Supercluster<MarkerProps> | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  const renderMarkers = (): void => {
    const map = mapRef.current;
    const index = indexRef.current;
    if (map === null || index === null) return;
    for (const marker of markersRef.current) marker.remove();
    markersRef.current = [];
    elementsRef.current.clear();
    const bounds = map.getBounds();
    const clusters = index.getClusters([bounds.getWest() - 1, bounds.getSouth() - 1, bounds.getEast() + 1, bounds.getNorth() + 1], Math.round(map.getZoom()));
    const { hoveredId, selectedId, clusterName } = propsRef.current;
    for (const cluster of clusters) {
      const [longitude, latitude] = cluster.geometry.coordinates as [number, number];
      const button = document.createElement('button');
      button.type = 'button';
      if ('cluster' in cluster.properties && cluster.properties.cluster) {
        const { cluster_id: clusterId, point_count: count } = cluster.properties;
        button.className = 'map-marker map-cluster';
        button.textContent = String(count);
        button.setAttribute('aria-label', clusterName(count));
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          map.easeTo({ center: [longitude, latitude], zoom: Math.min(index.getClusterExpansionZoom(clusterId), maxZoom + 2) });
        });
      } else {
        const { id, text, name } = cluster.properties as MarkerProps;
        button.className = 'map-marker';
        // The name as content, not aria-label: a form field's label ("People") must not match boat titles.
        const hidden = document.createElement('span');
        hidden.className = 'visually-hidden';
        hidden.textContent = name;
        const shown = document.createElement('span');
        shown.setAttribute('aria-hidden', 'true');
        shown.textContent = text;
        button.append(hidden, shown);
        button.dataset.productId = String(id);
        button.classList.toggle('is-hovered', hoveredId === id);
        button.classList.toggle('is-selected', selectedId === id);
        button.setAttribute('aria-pressed', String(selectedId === id));
        button.addEventListener('mouseenter', () => propsRef.current.onHover?.(id));
        button.addEventListener('mouseleave', () => propsRef.current.onHover?.(null));
        button.addEventListener('focus', () => propsRef.current.onHover?.(id));
        button.addEventListener('blur', () => propsRef.current.onHover?.(null));
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          propsRef.current.onSelect?.(id);
        });
        elementsRef.current.set(id, button);
      }
      markersRef.current.push(new Marker({ element: button }).setLngLat([longitude, latitude]).addTo(map));
    }
  };

  // The map itself: created once per style.
  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    let cancelled = false;
    let map: MapLibreMap | null = null;
    const create = async (): Promise<void> => {
      const style: string | StyleSpecification = styleUrl ?? (await offlineStyle());
      if (cancelled) return;
      const { initialBounds } = propsRef.current;
      const start = initialBounds
        ? new LngLatBounds([initialBounds.west, initialBounds.south], [initialBounds.east, initialBounds.north])
        : pointsBounds(propsRef.current.points);
      map = new MapLibreMap({
        container,
        style,
        interactive,
        attributionControl: styleUrl === undefined ? false : { compact: true },
        ...(start ? { bounds: start, fitBoundsOptions: { padding: 40, maxZoom } } : { center: [5.4, 43.3], zoom: 4 }),
      });
      map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
      mapRef.current = map;
      map.on('moveend', (event) => {
        renderMarkers();
        if (!(event as { programmatic?: boolean }).programmatic && map !== null) propsRef.current.onMoveEnd?.(viewBounds(map));
      });
      map.on('error', (event) => {
        if (/webgl/i.test(String(event.error?.message))) setFailed(true);
      });
      map.once('load', () => {
        if (!cancelled) setReady(true);
      });
    };
    create().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      for (const marker of markersRef.current) marker.remove();
      markersRef.current = [];
      map?.remove();
      mapRef.current = null;
    };
    // renderMarkers reads the latest props through propsRef: the map is made once per style
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, interactive, maxZoom]);

  // New points: a new index, and the view follows them unless the map drives the search.
  useEffect(() => {
    const index = new Supercluster<MarkerProps>({ radius: 48, maxZoom: 16 });
    index.load(
      points.map((point) => ({
        type: 'Feature' as const,
        properties: { id: point.id, text: point.text, name: point.name },
        geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      })),
    );
    indexRef.current = index;
    const map = mapRef.current;
    if (map === null || !ready) return;
    const bounds = pointsBounds(points);
    if (propsRef.current.fitToPoints !== false && bounds !== undefined) {
      map.fitBounds(bounds, { padding: 40, maxZoom, animate: false }, PROGRAMMATIC);
    }
    renderMarkers();
    // renderMarkers reads the latest props through propsRef
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, ready, maxZoom]);

  // Hover and selection: only the classes change, the buttons stay (focus and pointer keep their target).
  useEffect(() => {
    for (const [id, button] of elementsRef.current) {
      button.classList.toggle('is-hovered', props.hoveredId === id);
      button.classList.toggle('is-selected', props.selectedId === id);
      button.setAttribute('aria-pressed', String(props.selectedId === id));
    }
  }, [props.hoveredId, props.selectedId]);

  return (
    <div className={`results-map ${props.className ?? ''}`} role="region" aria-label={label}>
      <div ref={containerRef} className="results-map-canvas" data-ready={ready ? 'true' : 'false'} />
      {failed && <p className="results-map-unavailable">{props.unavailableText}</p>}
    </div>
  );
};

export default ResultsMap;
