/** ₹ in the Indian grouping, paise only when there are some (₹1,250 but ₹99.50). */
export const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
