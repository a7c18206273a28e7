import { LOCATION_TIMEOUT_MS } from '../../config/constants';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import type { Coordinates } from '../../rules/geo';
import { m } from './messages';

/** Why the device gave no position (SPEC 8): no Geolocation API, permission refused, or no fix in time. */
export type LocationProblem = 'unsupported' | 'disabled' | 'unavailable';

const PROBLEM_TEXT = { unsupported: SPEC.geolocationUnsupported, disabled: SPEC.locationDisabled, unavailable: SPEC.allowLocation } as const;

/** A problem in SPEC 8's words, in the app's language. */
export const locationProblemText = (problem: LocationProblem): string => t(PROBLEM_TEXT[problem]);

/** How to turn location back on, shown beside 'location permission is disabled' (SPEC 8). */
export const enableLocationHelp = (): string => t(m.enableHelp);

/** 'location permission is disabled. To turn it on, …': the refusal and the way out, in one message. */
export const disabledLocationHelp = (): string => t(m.problemWithHelp, { problem: locationProblemText('disabled'), help: enableLocationHelp() });

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

/** The reason for a failed position request. */
export function locationProblemOf(error: Pick<GeolocationPositionError, 'code' | 'PERMISSION_DENIED'>): LocationProblem {
  return error.code === error.PERMISSION_DENIED ? 'disabled' : 'unavailable';
}

/**
 * The device's position for an action that needs it ('Use my location'), fresh rather than cached. Rejects with
 * a LocationError: no Geolocation API, permission refused, or no fix in time ('Please allow location').
 */
export function devicePosition(device: { readonly geolocation?: Geolocation } = navigator): Promise<Coordinates> {
  const { geolocation } = device;
  if (!geolocation) return Promise.reject(new LocationError(locationProblemText('unsupported'), false));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => {
        const problem = locationProblemOf(error);
        reject(new LocationError(locationProblemText(problem), problem === 'disabled'));
      },
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000, enableHighAccuracy: true },
    );
  });
}
