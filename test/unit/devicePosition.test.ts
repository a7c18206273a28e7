/** SPEC 8's location messages for an action that needs the device's position ('Use my location'). */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/config/messages';
import { devicePosition, LocationError } from '../../src/features/location/devicePosition';

const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** A Geolocation that answers once, with a position or an error code. */
function geolocation(answer: { latitude: number; longitude: number } | { code: number }): Geolocation {
  return {
    getCurrentPosition: (success, failure) => {
      if ('code' in answer) {
        failure?.({ code: answer.code, message: '', PERMISSION_DENIED, POSITION_UNAVAILABLE: 2, TIMEOUT } as GeolocationPositionError);
      } else {
        success({ coords: { ...answer, accuracy: 10 }, timestamp: 0 } as GeolocationPosition);
      }
    },
  } as Geolocation;
}

describe('devicePosition', () => {
  it("resolves to the device's coordinates", async () => {
    await expect(devicePosition({ geolocation: geolocation({ latitude: 30.74, longitude: 76.78 }) })).resolves.toEqual({ latitude: 30.74, longitude: 76.78 });
  });

  it("says 'Geolocation is not supported by your browser' without the API", async () => {
    const failure = await devicePosition({}).catch((error: unknown) => error);
    expect(failure).toEqual(new LocationError(MSG.geolocationUnsupported, false));
  });

  it("says 'location permission is disabled' when the permission is refused, and marks it as disabled", async () => {
    const failure = await devicePosition({ geolocation: geolocation({ code: PERMISSION_DENIED }) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LocationError);
    expect(failure).toMatchObject({ message: MSG.locationDisabled, disabled: true });
  });

  it("asks 'Please allow location' when no position came in time", async () => {
    const failure = await devicePosition({ geolocation: geolocation({ code: TIMEOUT }) }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: MSG.allowLocation, disabled: false });
  });
});
