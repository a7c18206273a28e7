/**
 * The paths only checkout uses to change a draft order (quantities, instructions, coupons, loyalty points). Kept out
 * of ./endpoints, which every first view loads, so that they ride with checkout's own chunk.
 */
import type { QuantityChange } from './endpoints';

export const CHECKOUT_PATHS = {
  updateOrderItemQuantity: (orderRefId: string, itemId: number, type: QuantityChange) => `/updateOrderItemQuantity/${orderRefId}/${itemId}/${type}`,
  updateInstruction: '/updateInstructionOnOrderItem',
  /** Issue 35: the order's one cooking instruction. */
  updateOrderInstruction: '/updateOrderCookingInstruction',
  applyCoupon: '/applyCoupon',
  applyBestCoupon: '/applyBestCoupon',
  removeCoupon: (orderRefId: string) => `/removeCoupon/${orderRefId}`,
  deliveryOffer: (orderRefId: string) => `/getDeliveryOffer/${orderRefId}`,
  usePoints: '/useLoyaltyPoints',
} as const;

/** Issue 35: the longest cooking instruction for a whole order; the checkout's field stops there too. */
export const ORDER_INSTRUCTION_MAX = 250;
