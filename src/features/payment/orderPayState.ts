import type { Order } from '../../api/contract';

// Apart from paymentModes (and its words): the start-up code that follows placed orders needs only these.

/** An order the customer may still pay for here. */
export const awaitsPayment = (order: Pick<Order, 'status'>): boolean => order.status === 'DRAFT' || order.status === 'PAYMENT_PENDING';

/** A dine-in bill left open at the table and paid at the end (SPEC 7, completePostPaidOrder). */
export const isPostPaidBill = (order: Pick<Order, 'orderType' | 'paymentStatus'>): boolean =>
  order.orderType === 'DineIn' && order.paymentStatus === 'POSTPAID';
