/**
 * The coupons' calls: a form's values made into the contract's fields (an empty number is no limit or no cap, no
 * order type ticked is every order type, 'Every outlet' is null, empty Hindi is none), a new coupon POSTed whole, and
 * a save PATCHing only what changed with the version it was read at (a stale one is the server's 409).
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { AdminCoupon, CouponFields, FoodOrderType } from '../api/contract';
import { adminCall } from './api';
import { changesOf, hindiOf, numberOrNull } from './offerForms';

const FIELDS: (keyof CouponFields)[] = ['title', 'description', 'translations', 'discountType', 'discountValue', 'maxDiscount', 'minOrderAmount', 'orderTypes', 'outletId', 'validFrom', 'validTo', 'maxUsesPerCustomer', 'maxUsesTotal', 'listed'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function couponFieldsOf(values: Record<string, unknown>): CouponFields {
  const orderTypes = Array.isArray(values.orderTypes) ? (values.orderTypes as FoodOrderType[]) : [];
  return {
    title: text(values.title),
    description: text(values.description),
    translations: hindiOf(values.translations as CouponFields['translations']),
    discountType: values.discountType === 'PERCENT' ? 'PERCENT' : 'FLAT',
    discountValue: numberOrNull(values.discountValue) ?? 0,
    maxDiscount: numberOrNull(values.maxDiscount),
    minOrderAmount: numberOrNull(values.minOrderAmount) ?? 0,
    orderTypes: orderTypes.length === 0 ? null : orderTypes,
    outletId: numberOrNull(values.outletId),
    validFrom: numberOrNull(values.validFrom) ?? 0,
    validTo: numberOrNull(values.validTo) ?? 0,
    maxUsesPerCustomer: numberOrNull(values.maxUsesPerCustomer),
    maxUsesTotal: numberOrNull(values.maxUsesTotal),
    listed: values.listed !== false,
  };
}

export async function createCoupon(values: Record<string, unknown>): Promise<AdminCoupon> {
  return (await adminCall<AdminCoupon>('POST', '/coupons', { code: text(values.code), ...couponFieldsOf(values) })).data;
}

export async function updateCoupon(id: Identifier, values: Record<string, unknown>, previousData: RaRecord): Promise<AdminCoupon> {
  const before = previousData as AdminCoupon;
  const changes = changesOf(FIELDS, couponFieldsOf(before as unknown as Record<string, unknown>), couponFieldsOf(values));
  return (await adminCall<AdminCoupon>('PATCH', `/coupons/${encodeURIComponent(String(id))}`, { version: before.version, ...changes })).data;
}
