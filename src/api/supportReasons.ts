/**
 * Support's money back (issue 47): why it went back, as the diner reads it, and where it may go. Plain values the
 * console and the app import; the request schemas are in ./contract/support.ts.
 */

/** Why support gave money back, as the diner reads it (their order, in English or Hindi). */
export const SUPPORT_REASONS = ['LATE', 'COLD', 'MISSING', 'WRONG', 'QUALITY', 'SPILLED', 'GOODWILL'] as const;
export type SupportReason = (typeof SUPPORT_REASONS)[number];

/** Where support's money back goes: the wallet at once, or the source through the provider (5 to 7 working days). */
export const SUPPORT_BACK_TO = ['WALLET', 'SOURCE'] as const;

/** Why support corrected a diner's wallet or points, as the diner reads it in their history. */
export const CORRECTION_REASONS = ['DOUBLE_CHARGE', 'MISSED_CREDIT', 'WRONG_CREDIT', 'GOODWILL'] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];

/** Support corrects up to this much (rupees, and points) at once; above it, only the owner. */
export const SUPPORT_CORRECTION_MAX = 1_000;
