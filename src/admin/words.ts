/** A server's code as words in the console: 'OUT_FOR_DELIVERY' → 'Out for delivery'; null → '—'. */
export const words = (code: string | null) => (code ? code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ') : '—');

/** How a payment was made, as head office reads it. */
const MODES: Record<string, string> = {
  WALLET: 'Wallet',
  UPI: 'UPI',
  CARD: 'Card',
  ONLINE: 'Online',
  WALLET_APP: 'Wallet app',
  CASH: 'Cash',
  CASH_ON_DELIVERY: 'Cash on delivery',
  PAY_AT_STORE: 'Cash at the store',
  LOYALTY_POINTS: 'Points',
};
export const modeName = (mode: string | null) => (mode ? (MODES[mode] ?? words(mode)) : '—');

/** A dish's line as support chooses what to give back: how many were ordered and how many are left to give back. */
export const dishesLeftText = (quantity: number, left: number) =>
  left >= quantity ? `${quantity} ordered` : left <= 0 ? `${quantity} ordered · all given back` : `${quantity} ordered · ${left} left to give back`;
