/**
 * What every map of the app draws with, without Leaflet itself: the tile settings and the markers' options.
 * Kept apart from Leaflet so two lazily loaded maps can share it without pulling Leaflet into a shared chunk.
 */
import { useRef } from 'react';
import type { LeafletEventHandlerFnMap } from 'leaflet';
import { DEFAULT_MAP_TILE_URL } from '../../config/csp';

/** The tile template every map of the app uses (the CSP's img-src is built from the same setting). */
export const MAP_TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || DEFAULT_MAP_TILE_URL;

/**
 * A TileLayer's events that tell whether the map has no tiles at all (no network, a blocked host): some missing
 * tiles at the edge are normal, a map where none has loaded is not a map.
 */
export function useTileFailure(onFailedChange: (failed: boolean) => void): LeafletEventHandlerFnMap {
  const loaded = useRef(0);
  return {
    tileload: () => {
      loaded.current += 1;
      onFailedChange(false);
    },
    tileerror: () => {
      if (loaded.current === 0) onFailedChange(true);
    },
  };
}

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

/** A round marker with its glyph, for L.divIcon; its label is real text for screen readers. */
export function markerOptions(kind: MarkerKind, label: string) {
  return {
    className: `map-marker map-marker--${kind}`,
    html: `<span role="img" aria-label="${escapeHtml(label)}">${GLYPHS[kind]}</span>`,
    // 44 px: the address's pin is dragged by a thumb (issue 35).
    iconSize: [44, 44] as [number, number],
    iconAnchor: [22, 22] as [number, number],
  };
}
