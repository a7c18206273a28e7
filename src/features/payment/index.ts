export { PaymentScreen } from './PaymentScreen';
export { pendingOrderRefAtom } from './pendingOrder';
