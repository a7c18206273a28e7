/** How often a phone at the table asks what the others did: a dish added on one phone shows on the others within this. */
export const TABLE_POLL_MS = 3_000;
