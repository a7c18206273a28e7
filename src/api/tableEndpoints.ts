/**
 * The paths of one table, many phones (issue 23). Kept out of ./endpoints, which every first view loads, so that
 * only the table's lazy chunks and the server carry them.
 */
export const TABLE_PATHS = {
  joinTable: '/joinTable',
  tableSession: (sessionId: string) => `/tableSession/${sessionId}`,
  tableLine: (sessionId: string) => `/tableSession/${sessionId}/line`,
  sendTableRound: (sessionId: string) => `/tableSession/${sessionId}/sendRound`,
  payTableShare: (sessionId: string) => `/tableSession/${sessionId}/pay`,
  /** Issue 34: where a phone stands (in, waiting, declined), typing the join code, and letting a newcomer in. */
  tableEntry: (sessionId: string) => `/tableSession/${sessionId}/entry`,
  tableJoinCode: (sessionId: string) => `/tableSession/${sessionId}/joinCode`,
  tableAdmit: (sessionId: string) => `/tableSession/${sessionId}/admit`,
  /** Issue 35: a newcomer who stops waiting takes the request back. */
  tableWithdraw: (sessionId: string) => `/tableSession/${sessionId}/withdraw`,
} as const;

/** Issue 34: at most this many diners at one table's session, and this many waiting to be let in. */
export const MAX_TABLE_DINERS = 12;
export const MAX_TABLE_WAITING = 6;
/** The name a diner gives the table: a first name, letters (any script), spaces, dots, apostrophes, dashes. */
export const DINER_NAME_MAX = 20;
export const DINER_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/** How a diner splits the table's bill: their own dishes, an equal share, or all that is left. */
export const TABLE_SHARE_KINDS = ['ITEMS', 'EQUAL', 'REST'] as const;
/** How a part is paid: from the wallet at once, through the provider's page, or in cash to the staff. */
export const TABLE_SHARE_MODES = ['WALLET', 'ONLINE', 'CARD', 'CASH'] as const;
