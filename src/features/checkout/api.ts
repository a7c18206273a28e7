import { apiGet, apiPost } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type {
  Coupon,
  DeliveryOffer,
  FoodOrderType,
  Order,
  QuantityChange,
  SaveAddressRequest,
  SaveOrderRequest,
  SavedAddress,
} from '../../api/contract';

const auth = { auth: true } as const;

/** A retried saveOrder must not make two drafts: the key is kept for one cart + destination. */
export const saveOrder = (body: SaveOrderRequest, idempotencyKey: string) =>
  apiPost<Order>(PATHS.saveOrder, body, { auth: true, idempotencyKey });

export const changeQuantity = (orderRefId: string, itemId: number, type: QuantityChange) =>
  apiPost<Order>(PATHS.updateOrderItemQuantity(orderRefId, itemId, type), {}, auth);

export const setInstruction = (orderRefId: string, itemId: number, instruction: string) =>
  apiPost<Order>(PATHS.updateInstruction, { orderRefId, itemId, instruction }, auth);

export const listCoupons = (orderType: FoodOrderType, restaurantRecordId: number | undefined) =>
  apiGet<Coupon[]>(PATHS.couponList(orderType, restaurantRecordId ?? 'ALL'), auth);

export const applyCoupon = (orderRefId: string, couponCode: string) => apiPost<Order>(PATHS.applyCoupon, { orderRefId, couponCode }, auth);
export const removeCoupon = (orderRefId: string) => apiPost<Order>(PATHS.removeCoupon(orderRefId), {}, auth);
export const fetchDeliveryOffer = (orderRefId: string) => apiGet<DeliveryOffer>(PATHS.deliveryOffer(orderRefId), auth);
export const setTip = (orderRefId: string, tipAmount: number) => apiPost<Order>(PATHS.payTip, { orderRefId, tipAmount }, auth);

export const listAddresses = () => apiGet<SavedAddress[]>(PATHS.addressList, auth);
export const saveAddress = (address: SaveAddressRequest) => apiPost<SavedAddress>(PATHS.saveAddress, address, { auth: true, idempotencyKey: true });
