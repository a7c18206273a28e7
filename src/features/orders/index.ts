export { TrackOrderScreen } from './TrackOrderScreen';
export { MyOrdersScreen } from './MyOrdersScreen';
export { OrderDetailsScreen } from './OrderDetailsScreen';
export { InvoiceScreen } from './InvoiceScreen';
export { RunningOrderCard } from './RunningOrderCard';
export { BillSummary } from './BillSummary';
export { trackedOrderRefAtom, placedNoticeAtom } from './orderAtoms';
export { fetchOrderDetail } from './api';
export { orderTypeName } from './orderCard';
