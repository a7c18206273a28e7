import type { HistoryState } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface HistoryState {
    payableUsingGateWay?: number;
    payableUsingWallet?: number;
    previousPath?: string;
    action?: 'Add_Wallet_Balance';
  }
}

/** SPEC 2, /payment-methods: what the screen that sends the customer there passes along in the history state. */
export type PaymentNavigationState = Pick<HistoryState, 'payableUsingGateWay' | 'payableUsingWallet' | 'previousPath' | 'action'>;
