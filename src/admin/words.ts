/** A server's code as words in the console: 'OUT_FOR_DELIVERY' → 'Out for delivery'; null → '—'. */
export const words = (code: string | null) => (code ? code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ') : '—');
