/** TOP_UP: money paid through the provider goes into the wallet, once per payment (the ledger reference). */
import { payerOf, type PaymentPurposeHandler } from './purpose';
import { creditWallet } from '../wallet';

export const topUpPurpose: PaymentPurposeHandler = {
  walletKind: 'TOP_UP',
  async describe() {
    return ['For', 'Wallet top-up'];
  },
  async succeeded(tx, txn, deps) {
    return creditWallet(tx, { userId: payerOf(txn), amountPaise: txn.amountPaise, kind: 'TOP_UP', reference: txn.id, now: deps.now() });
  },
  // Nothing was held for a top-up.
  async failed() {},
  async order() {
    return null;
  },
};
