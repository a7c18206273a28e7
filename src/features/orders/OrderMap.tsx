/**
 * The tracking map. Loaded lazily (with Leaflet and its CSS) by TrackOrderScreen only, so no other screen pays
 * for it. Tiles may fail to load (no network, blocked host): the container, the markers and the attribution
 * still render, and the rest of the screen never depends on the map.
 */
import 'leaflet/dist/leaflet.css';
import './orderMap.css';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import L from 'leaflet';
import type { LatLngTuple } from 'leaflet';
import { SPEC } from '../../config/messages';
import { MAP_ZOOM } from '../../config/constants';
import { mapCredit, MapControls } from './MapControls';
import { MAP_TILE_URL, markerIcon, useTileFailure } from './mapIcons';
import type { MarkerKind } from './mapIcons';
import { t } from '../../i18n';
import { m } from './messages';

export interface MapPoint {
  kind: MarkerKind;
  label: string;
  latitude: number;
  longitude: number;
}

/** Keeps every marker in view as the rider moves (MapContainer's own props only apply once). */
function FitToPoints({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    const first = points[0];
    if (!first) return;
    if (points.length === 1) map.setView(first, MAP_ZOOM);
    // Clear of the zoom buttons and the 'Unable to load Map' pill at the top, and of the card over the map's foot.
    else map.fitBounds(L.latLngBounds(points), { paddingTopLeft: [64, 64], paddingBottomRight: [48, 56], maxZoom: MAP_ZOOM });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the points' value; the array is new each render
  }, [map, key]);
  return null;
}

export default function OrderMap({ points }: { points: MapPoint[] }) {
  const positions = useMemo(() => points.map((p): LatLngTuple => [p.latitude, p.longitude]), [points]);
  // Without tiles the markers still show where the rider is against the outlet and the address; the map says why
  // it is blank rather than looking broken.
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileEvents = useTileFailure(setTilesFailed);
  const first = positions[0];
  if (!first) return null;
  return (
    <div className="order-map" role="region" aria-label={t(m.orderMap)} data-testid="order-map">
      {tilesFailed && (
        <p className="order-map__notice" role="status">
          {t(SPEC.unableToLoadMap)}
        </p>
      )}
      {/* No zoom animation: the map goes the moment the order is delivered, and Leaflet 1.9 ends a zoom animation
          250 ms later on a removed map (a TypeError on '_leaflet_pos'): a refit as the rider moves would race it. */}
      <MapContainer
        center={first}
        zoom={MAP_ZOOM}
        className="order-map__canvas"
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={false}
        zoomAnimation={false}
      >
        <TileLayer url={MAP_TILE_URL} attribution={mapCredit()} eventHandlers={tileEvents} />
        {points.map((point) => (
          <Marker
            key={point.kind}
            position={[point.latitude, point.longitude]}
            icon={markerIcon(point.kind, point.label)}
            title={point.label}
            alt={point.label}
            keyboard={false}
          />
        ))}
        <FitToPoints points={positions} />
        <MapControls />
      </MapContainer>
    </div>
  );
}
