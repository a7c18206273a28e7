/**
 * The UPI id typed for an order, kept in this tab while the provider's page has it: a declined payment comes
 * back to a new page load, and the customer should not have to type the id again. Per order and per tab
 * (sessionStorage), so it never outlives the tab nor follows another customer's order.
 */
const keyFor = (orderRefId: string) => `upi-id:${orderRefId}`;

export function recallUpiId(orderRefId: string): string {
  try {
    return sessionStorage.getItem(keyFor(orderRefId)) ?? '';
  } catch {
    return ''; // storage refused (private mode, policy): the customer types it again
  }
}

export function rememberUpiId(orderRefId: string, upiId: string): void {
  try {
    sessionStorage.setItem(keyFor(orderRefId), upiId);
  } catch {
    // Only a convenience: without storage the id is typed again after a decline.
  }
}
