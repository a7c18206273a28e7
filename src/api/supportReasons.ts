/**
 * Support's money back (issue 47): why it went back, as the diner reads it, and where it may go. Plain values the
 * console and the app import; the request schemas are in ./contract/support.ts.
 */

/** Why support gave money back, as the diner reads it (their order, in English or Hindi). */
export const SUPPORT_REASONS = ['LATE', 'COLD', 'MISSING', 'WRONG', 'QUALITY', 'SPILLED', 'GOODWILL'] as const;
export type SupportReason = (typeof SUPPORT_REASONS)[number];

/** Where support's money back goes: the wallet at once, or the source through the provider (5 to 7 working days). */
export const SUPPORT_BACK_TO = ['WALLET', 'SOURCE'] as const;
