/**
 * An outlet's pin (issue 36): a Leaflet map of the tiles the diner's maps use (MAP_TILE_URL; the console's policy lets
 * their host in, vite.admin.config.ts). Clicking the map or dragging the pin sets latitude and longitude, which the
 * number fields beside it show and also set. Without tiles (no network) the fields still work.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import L from 'leaflet';
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { MAP_TILE_URL } from '../features/orders/mapMarkers';

/** Where a new outlet's map opens: the chain's home, Chandigarh tricity. */
export const MAP_START = { latitude: 30.7333, longitude: 76.7794 };
/** Close enough to put the pin on the right building. */
const ZOOM = 15;
/** Six decimals: about 10 cm, more than a pin needs and no float noise in the fields. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

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

export function OutletMap({ readOnly }: { readOnly: boolean }) {
  const { setValue } = useFormContext();
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] }) as [number | null, number | null];
  const pinned = typeof latitude === 'number' && typeof longitude === 'number';
  const pick = (lat: number, lng: number) => {
    if (readOnly) return;
    setValue('latitude', rounded(lat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', rounded(lng), { shouldDirty: true, shouldValidate: true });
  };
  const markerEvents: LeafletEventHandlerFnMap = useMemo(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        pick(lat, lng);
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readOnly],
  );
  const start = pinned ? { latitude, longitude } : MAP_START;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {readOnly ? 'Where diners find the outlet.' : 'Click the map where the entrance is, or drag the pin. Diners are sent here.'}
      </Typography>
      <Box
        data-testid="outlet-map"
        role="application"
        aria-label="Map: click to set the outlet’s pin"
        sx={{ height: 300, borderRadius: 1, overflow: 'hidden', border: '1px solid', borderColor: 'divider', '& .outlet-pin': { background: 'none', border: 0 } }}
      >
        <MapContainer center={[start.latitude, start.longitude]} zoom={ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
          <TileLayer url={MAP_TILE_URL} attribution="© OpenStreetMap contributors" />
          {pinned && <Marker position={[latitude, longitude]} icon={PIN_ICON} title="Outlet pin" alt="Outlet pin" draggable={!readOnly} eventHandlers={markerEvents} />}
          {pinned && <FollowPin latitude={latitude} longitude={longitude} />}
          <ClickToPin onPick={pick} />
        </MapContainer>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, mt: 1 }}>
        <NumberInput source="latitude" label="Latitude" step={0.000001} readOnly={readOnly} />
        <NumberInput source="longitude" label="Longitude" step={0.000001} readOnly={readOnly} />
      </Box>
    </Box>
  );
}
