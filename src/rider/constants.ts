/** The rider API's and page's runtime values (issue 37), shared by the server and the rider page (src/rider). */
export const RIDER_API_BASE_PATH = '/v1/rider';

/** Where the server serves the rider page (built into dist/rider by vite.rider.config.ts). */
export const RIDER_PATH = '/rider';

/** India's bounding box: a position outside it is a bad fix, or not a rider of ours. */
export const INDIA_BOUNDS = { south: 6.5, north: 37.5, west: 68, east: 97.5 } as const;

/** A position every 10 s or every 50 m, whichever comes first. */
export const POSITION_EVERY_MS = 10_000;
export const POSITION_EVERY_METRES = 50;
/** Issue 44: the server takes at most one position a second for an order; the page sends no faster. */
export const POSITION_GAP_MS = 1_000;
