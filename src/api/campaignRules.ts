/** Campaigns' rules the console and the server share (issue 46): runtime values, free of zod. */
export const CAMPAIGN_LIMITS = { titleMax: 65, bodyMax: 240, targetMax: 200, maxDays: 365 } as const;
export const CAMPAIGN_KINDS = ['OFFER', 'EVENT'] as const;
export const CAMPAIGN_SEGMENT_TYPES = ['everyone', 'city', 'outlet', 'dish', 'lapsed', 'device'] as const;
export const CAMPAIGN_STATES = ['DRAFT', 'SCHEDULED', 'SENDING', 'SENT'] as const;
/** The chain's cap per diner: at most this many campaigns in any 24 hours (a rolling window); the rest are dropped and counted. */
export const CAMPAIGN_CAP_PER_DAY = 2;
