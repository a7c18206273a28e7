import L from 'leaflet';
import { markerOptions, type MarkerKind } from './mapMarkers';

export { MAP_TILE_URL, type MarkerKind, useTileFailure } from './mapMarkers';

const cache = new Map<string, L.DivIcon>();

/**
 * Markers drawn with HTML (divIcon) rather than Leaflet's default PNGs: no image to fetch, so they show even
 * where tiles and images cannot load, and their label is real text for screen readers. Cached so a re-render
 * (every poll) does not swap the marker's element.
 */
export function markerIcon(kind: MarkerKind, label: string): L.DivIcon {
  const key = `${kind}:${label}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const icon = L.divIcon(markerOptions(kind, label));
  cache.set(key, icon);
  return icon;
}
