/**
 * The map of the address form (SPEC 5 map picker, SPEC 9 zoom 18): a pin the customer drags, or drops with a
 * tap. Loaded lazily with Leaflet by AddressForm only. Tiles may fail (no network, blocked host): the map says
 * so through `onTilesFailed`, and the form, its search and 'Use my location' keep working without it.
 */
import 'leaflet/dist/leaflet.css';
import '../orders/orderMap.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import L from 'leaflet';
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { MAP_ZOOM } from '../../config/constants';
import { t } from '../../i18n';
import type { Coordinates } from '../../rules/geo';
// By path: the tracking map's tile settings and SVG markers, shared rather than copied (and Leaflet-free, so
// sharing them does not put Leaflet in a chunk other screens load).
import { mapCredit, MapControls } from '../orders/MapControls';
import { MAP_TILE_URL, markerOptions, useTileFailure } from '../orders/mapMarkers';
import { m } from './messages';

export interface MapPickerProps {
  /** Where the map opens when there is no pin yet. */
  center: Coordinates;
  pin: Coordinates | null;
  /** Changes when the pin was set from outside the map (a search result, the device): the map goes there. */
  focusKey: number;
  onPick: (point: Coordinates) => void;
  onTilesFailed: (failed: boolean) => void;
}

function PinControls({ pin, focusKey, onPick }: Pick<MapPickerProps, 'pin' | 'focusKey' | 'onPick'>) {
  const map = useMap();
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  useEffect(() => {
    if (pin) map.setView([pin.latitude, pin.longitude], MAP_ZOOM);
    // Only a pin set from outside moves the view; a dragged pin is already where the customer looks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, focusKey]);
  return null;
}

export default function MapPicker({ center, pin, focusKey, onPick, onTilesFailed }: MapPickerProps) {
  const pinLabel = t(m.pinLabel);
  const pinIcon = useMemo(() => L.divIcon(markerOptions('destination', pinLabel)), [pinLabel]);
  const tileEvents = useTileFailure(onTilesFailed);
  const markerEvents: LeafletEventHandlerFnMap = {
    dragend: (event) => {
      const { lat, lng } = (event.target as LeafletMarker).getLatLng();
      onPick({ latitude: lat, longitude: lng });
    },
  };
  const start = pin ?? center;
  return (
    <MapContainer center={[start.latitude, start.longitude]} zoom={MAP_ZOOM} className="address-map__canvas" scrollWheelZoom={false} zoomControl={false} attributionControl={false}>
      <TileLayer url={MAP_TILE_URL} attribution={mapCredit()} eventHandlers={tileEvents} />
      {pin && (
        <Marker
          position={[pin.latitude, pin.longitude]}
          icon={pinIcon}
          title={pinLabel}
          alt={pinLabel}
          draggable
          autoPan
          eventHandlers={markerEvents}
        />
      )}
      <PinControls pin={pin} focusKey={focusKey} onPick={onPick} />
      <MapControls />
    </MapContainer>
  );
}
