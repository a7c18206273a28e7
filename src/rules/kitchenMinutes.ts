/**
 * The kitchen's time for an order, by type, from acceptance to the counter or the table (server/orders/progress).
 * A delivery's is the kitchen's part only (cooking and packing): the ride to the door comes on top of it, by the
 * distance (deliveryTime.ts), so a far address is promised, and scheduled, later than a near one. A module of its
 * own: the outlet cards say 'Ready in 20 min' without loading the slot rules (orderSlots.ts).
 */
export const PREPARATION_MINUTES = { HomeDelivery: 20, TakeAway: 20, DineIn: 25 } as const;
