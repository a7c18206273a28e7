/** The console's limits for an outlet's tables and keys (issue 36): read by the forms and by the server's schemas. */
export const TABLE_NAME_MAX = 20;
export const KEY_LABEL_MAX = 40;
