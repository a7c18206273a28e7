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
} as const;

/** How a diner splits the table's bill: their own dishes, an equal share, or all that is left. */
export const TABLE_SHARE_KINDS = ['ITEMS', 'EQUAL', 'REST'] as const;
/** How a part is paid: from the wallet at once, or through the provider's page. */
export const TABLE_SHARE_MODES = ['WALLET', 'ONLINE', 'CARD'] as const;
