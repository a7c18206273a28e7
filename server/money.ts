/** The server keeps money in whole paise (exact integer sums); the contract speaks rupees with 2 decimals. */
export const toRupees = (paise: number): number => paise / 100;
/** Rupees from a client (at most 2 decimals by the contract) to paise, rounding away float noise (0.1 + 0.2). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
