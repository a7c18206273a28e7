import type { PaymentResult } from '../../api/contract';
import { updatePaymentRequest } from './api';

const checks = new Map<string, Promise<PaymentResult>>();

/**
 * Asks once per transaction what became of it: StrictMode runs effects twice, and the answer does not change
 * once the provider has decided, so the second caller shares the first call. An answer still pending is asked
 * again next time (Check again, the page following a UPI app): only the provider's decision is kept.
 */
export function checkPayment(txn: string): Promise<PaymentResult> {
  let check = checks.get(txn);
  if (!check) {
    check = updatePaymentRequest(txn);
    checks.set(txn, check);
    // A failed check may be retried by the customer.
    check.then(
      (result) => result.status === 'PENDING' && checks.delete(txn),
      () => checks.delete(txn),
    );
  }
  return check;
}
