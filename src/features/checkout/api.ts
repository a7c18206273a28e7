import { apiGet, apiPost } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import { CHECKOUT_PATHS } from '../../api/checkoutEndpoints';
import type { FoodOrderType, QuantityChange, SaveOrderRequest } from '../../api/contract';
import { isCouponList, isDeliveryOffer, isOrder } from '../../api/shapes';
import type { DishLine } from '../../rules/lineKey';

const asOrder = { auth: true, guard: isOrder } as const;

/** A retried saveOrder must not make two drafts: the key is kept for one cart + destination. */
export const saveOrder = (body: SaveOrderRequest, idempotencyKey: string) => apiPost(PATHS.saveOrder, body, { ...asOrder, idempotencyKey });

/** One more or one fewer of a draft's line: the dish, and its choices (the same dish may have other lines). */
export const changeQuantity = (orderRefId: string, { itemId, choiceIds = [] }: DishLine, type: QuantityChange) =>
  apiPost(CHECKOUT_PATHS.updateOrderItemQuantity(orderRefId, itemId, type), { choiceIds }, asOrder);

export const setInstruction = (orderRefId: string, { itemId, choiceIds = [] }: DishLine, instruction: string) =>
  apiPost(CHECKOUT_PATHS.updateInstruction, { orderRefId, itemId, choiceIds, instruction }, asOrder);

/** Issue 35: the order's one cooking instruction ('' takes it off). */
export const setOrderInstruction = (orderRefId: string, cookingInstruction: string) =>
  apiPost(CHECKOUT_PATHS.updateOrderInstruction, { orderRefId, cookingInstruction }, asOrder);

export const listCoupons = (orderType: FoodOrderType, restaurantRecordId: number | undefined) =>
  apiGet(PATHS.couponList(orderType, restaurantRecordId ?? 'ALL'), { auth: true, guard: isCouponList });

export const applyCoupon = (orderRefId: string, couponCode: string) => apiPost(CHECKOUT_PATHS.applyCoupon, { orderRefId, couponCode }, asOrder);
export const applyBestCoupon = (orderRefId: string, replacing: string | undefined) => apiPost(CHECKOUT_PATHS.applyBestCoupon, { orderRefId, replacing }, asOrder);
export const removeCoupon = (orderRefId: string) => apiPost(CHECKOUT_PATHS.removeCoupon(orderRefId), {}, asOrder);
export const fetchDeliveryOffer = (orderRefId: string) => apiGet(CHECKOUT_PATHS.deliveryOffer(orderRefId), { auth: true, guard: isDeliveryOffer });
export const putPointsTowards = (orderRefId: string, use: boolean) => apiPost(CHECKOUT_PATHS.usePoints, { orderRefId, usePoints: use }, asOrder);
export const setTip = (orderRefId: string, tipAmount: number) => apiPost(PATHS.payTip, { orderRefId, tipAmount }, asOrder);
