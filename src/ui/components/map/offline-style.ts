import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The map's style when no MAP_STYLE_URL is configured (issue [10]): Natural Earth's land polygons at 1:50m, shipped
 * with the app (world-atlas), drawn as a fill on a sea-coloured background. No tiles, no fonts, no network: the
 * default install shows a usable map offline. Loaded only with the map (its own chunk).
 */
export const offlineStyle = async (): Promise<StyleSpecification> => {
  const topology = (await import('world-atlas/land-50m.json')).default as unknown as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  return {
    version: 8,
    sources: { land: { type: 'geojson', data: land, maxzoom: 8, tolerance: 0.2 } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#a8d5e8' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1e8', 'fill-outline-color': '#7aa7b8' } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#6b9bb0', 'line-width': 1 } },
    ],
  };
};
