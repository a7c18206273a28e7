/**
 * The Leaflet map under an outlet's pin (outletMap.tsx loads it when the outlet form opens, so Leaflet is not in the
 * console's first script): the tiles the diner's maps use, the pin, a click or a drag to move it.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import L from 'leaflet';
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { MAP_TILE_URL } from '../features/orders/mapMarkers';

/** Close enough to put the pin on the right building. */
const ZOOM = 15;

const PIN_ICON = L.divIcon({
  className: 'outlet-pin',
  html: '<svg viewBox="0 0 24 32" width="30" height="40" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#b8862b" stroke="#1c1a17" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#1c1a17"/></svg>',
  iconSize: [30, 40],
  iconAnchor: [15, 40],
});

function FollowPin({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    // Typed coordinates move the view; a click or drag is already where the user looks, so this only pans.
    if (!map.getBounds().contains([latitude, longitude])) map.panTo([latitude, longitude]);
  }, [map, latitude, longitude]);
  return null;
}

function ClickToPin({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

interface PinMapProps {
  start: { latitude: number; longitude: number };
  /** The pin, when the outlet has one. */
  pin: { latitude: number; longitude: number } | null;
  readOnly: boolean;
  onPick: (latitude: number, longitude: number) => void;
}

export default function PinMap({ start, pin, readOnly, onPick }: PinMapProps) {
  const markerEvents: LeafletEventHandlerFnMap = useMemo(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onPick(lat, lng);
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readOnly],
  );
  return (
    <MapContainer center={[start.latitude, start.longitude]} zoom={ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
      <TileLayer url={MAP_TILE_URL} attribution="© OpenStreetMap contributors" />
      {pin && <Marker position={[pin.latitude, pin.longitude]} icon={PIN_ICON} title="Outlet pin" alt="Outlet pin" draggable={!readOnly} eventHandlers={markerEvents} />}
      {pin && <FollowPin latitude={pin.latitude} longitude={pin.longitude} />}
      <ClickToPin onPick={onPick} />
    </MapContainer>
  );
}
