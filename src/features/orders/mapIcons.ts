import L from 'leaflet';

export type MarkerKind = 'outlet' | 'destination' | 'rider';

/**
 * Drawn as inline SVG, not emoji: an emoji needs a font the phone may lack (it shows as an empty box), and
 * looks different on every platform. 24-unit strokes in the marker's text colour.
 */
const svg = (paths: string) =>
  `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;

const GLYPHS: Record<MarkerKind, string> = {
  // Fork and knife: the outlet.
  outlet: svg('<path d="M7 3v8M4.5 3v5a2.5 2.5 0 0 0 5 0V3M7 11v10M17 21V3c-2 1.5-3 4-3 7v3h3"/>'),
  // A pin: where the order goes.
  destination: svg('<path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>'),
  // A scooter: the rider.
  rider: svg('<circle cx="6" cy="17" r="2.5"/><circle cx="18" cy="17" r="2.5"/><path d="M8.5 17h7M15 6h2.5l2 8.5M4 13h7l2-4h3"/>'),
};

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
