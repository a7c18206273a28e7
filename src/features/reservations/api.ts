import { apiGet, request } from '../../api/client';
import type { ApiResult } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { Reservation, SaveReservationRequest } from '../../api/contract';
import { isStringList } from '../../api/shapes';

/** The occasions rarely change: one successful load serves the whole session; a failed one is tried again. */
let occasions: Promise<string[]> | null = null;

export function fetchOccasions(): Promise<string[]> {
  occasions ??= apiGet(PATHS.tableReservationOccasionList, { guard: isStringList }).catch((error: unknown) => {
    occasions = null;
    throw error;
  });
  return occasions;
}

/** The key comes from the caller: one per booking attempt, so a retry after a lost answer cannot book twice. */
export function saveReservation(body: SaveReservationRequest, idempotencyKey: string): Promise<ApiResult<Reservation>> {
  return request<Reservation>('POST', PATHS.saveReservation, body, { auth: true, idempotencyKey });
}
