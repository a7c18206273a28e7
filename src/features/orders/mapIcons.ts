import L from 'leaflet';

export type MarkerKind = 'outlet' | 'destination' | 'rider';

const GLYPHS: Record<MarkerKind, string> = { outlet: '🍽', destination: '📍', rider: '🛵' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
  const icon = L.divIcon({
    className: `map-marker map-marker--${kind}`,
    html: `<span role="img" aria-label="${escapeHtml(label)}">${GLYPHS[kind]}</span>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });
  cache.set(key, icon);
  return icon;
}
