/** The outlet API's runtime values, shared by the server and the kitchen board (src/outlet/contract.ts has the rest). */
export const OUTLET_API_BASE_PATH = '/v1/outlet-api';

/** Where the server serves the kitchen board (built into dist/outlet by vite.board.config.ts). */
export const BOARD_PATH = '/outlet';

/** The moves, as the last part of POST /orders/:orderRefId/:move; each answers the order as it now stands. */
export const OUTLET_MOVES = ['accept', 'reject', 'preparing', 'ready', 'out-for-delivery', 'rider', 'delivered'] as const;

/** 5 minutes to 3 hours: what a kitchen can honestly promise. */
export const ACCEPT_MINUTES = { min: 5, max: 180 } as const;

/** A pause of 5 minutes to 12 hours. */
export const PAUSE_MINUTES = { min: 5, max: 720 } as const;
