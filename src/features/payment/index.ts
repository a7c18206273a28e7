export { PaymentScreen } from './PaymentScreen';
export { pendingOrderRefAtom } from './pendingOrder';
export type { PaymentNavigationState } from './navigationState';
