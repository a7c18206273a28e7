import { LOCATION_TIMEOUT_MS } from '../../config/constants';
import { MSG } from '../../config/messages';
import type { Coordinates } from '../../lib/geo';

/** How to turn location back on, shown beside 'location permission is disabled' (SPEC 8). */
export const ENABLE_LOCATION_HELP =
  "To turn it on, tap the icon beside the web address (or open your browser's Site settings), allow Location for this site, then try again.";

/** Why the device gave no position, in SPEC 8's words; `disabled` when the customer (or the browser) refused it. */
export class LocationError extends Error {
  override name = 'LocationError';
  constructor(
    message: string,
    readonly disabled: boolean,
  ) {
    super(message);
  }
}

/** The reason for a failed position request, as SPEC 8 words it. */
export function locationProblemOf(error: Pick<GeolocationPositionError, 'code' | 'PERMISSION_DENIED'>): string {
  return error.code === error.PERMISSION_DENIED ? MSG.locationDisabled : MSG.allowLocation;
}

/**
 * The device's position for an action that needs it ('Use my location'), fresh rather than cached. Rejects with
 * a LocationError: no Geolocation API, permission refused, or no fix in time ('Please allow location').
 */
export function devicePosition(device: { readonly geolocation?: Geolocation } = navigator): Promise<Coordinates> {
  const { geolocation } = device;
  if (!geolocation) return Promise.reject(new LocationError(MSG.geolocationUnsupported, false));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new LocationError(locationProblemOf(error), error.code === error.PERMISSION_DENIED)),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000, enableHighAccuracy: true },
    );
  });
}
