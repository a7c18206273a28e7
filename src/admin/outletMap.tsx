/**
 * An outlet's pin (issue 36): a Leaflet map of the tiles the diner's maps use (MAP_TILE_URL; the console's policy lets
 * their host in, vite.admin.config.ts). Clicking the map or dragging the pin sets latitude and longitude, which the
 * number fields beside it show and also set. Without tiles (no network) the fields still work.
 */
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput } from 'react-admin';
import { Box, Typography } from '@mui/material';

const PinMap = lazy(() => import('./outletPinMap'));

/** Where a new outlet's map opens: the chain's home, Chandigarh tricity. */
export const MAP_START = { latitude: 30.7333, longitude: 76.7794 };
/** Six decimals: about 10 cm, more than a pin needs and no float noise in the fields. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export function OutletMap({ readOnly }: { readOnly: boolean }) {
  const { setValue } = useFormContext();
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] }) as [number | null, number | null];
  const pin = typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
  const pick = (lat: number, lng: number) => {
    if (readOnly) return;
    setValue('latitude', rounded(lat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', rounded(lng), { shouldDirty: true, shouldValidate: true });
  };
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
        {/* The fields below work while the map loads, and without it. */}
        <Suspense fallback={null}>
          <PinMap start={pin ?? MAP_START} pin={pin} readOnly={readOnly} onPick={pick} />
        </Suspense>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, mt: 1 }}>
        <NumberInput source="latitude" label="Latitude" step={0.000001} readOnly={readOnly} />
        <NumberInput source="longitude" label="Longitude" step={0.000001} readOnly={readOnly} />
      </Box>
    </Box>
  );
}
