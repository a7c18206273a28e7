/**
 * Path parameters, checked with the contract's own field schemas where it has them (a path segment is the
 * same value a body would carry), so a malformed id is a 400 naming it rather than a confusing 404.
 */
import { z } from 'zod';
import {
  QUANTITY_CHANGES,
  applyCouponRequest,
  orderTypeSchema,
  qrCodeParam,
  tableSessionIdParam,
  saveOrderRequest,
} from '../../src/api/contract';
import { ApiError } from './envelope';
import { parseWith } from './validate';

export const restaurantUuidParam = (value: string | undefined): string =>
  parseWith(saveOrderRequest.shape.restaurantUuid, value);

export const orderRefParam = (value: string | undefined): string => parseWith(applyCouponRequest.shape.orderRefId, value);

export const tableSessionParam = (value: string | undefined): string => parseWith(tableSessionIdParam, value);

export const tableCodeParam = (value: string | undefined): string => parseWith(qrCodeParam, value).toUpperCase();

export const orderTypeParam = (value: string | undefined) => parseWith(orderTypeSchema, value);

export const itemIdParam = (value: string | undefined): number =>
  parseWith(z.string().regex(/^[1-9]\d{0,8}$/, 'itemId must be a positive whole number').transform(Number), value);

export const quantityChangeParam = (value: string | undefined) =>
  parseWith(z.enum(QUANTITY_CHANGES, { error: `type must be ${QUANTITY_CHANGES.join(' or ')}` }), value);

/** Payment transaction ids are 128 random bits in base64url: exactly 22 characters. */
export const TXN_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const txnIdParam = (value: string | undefined): string =>
  parseWith(z.string().regex(TXN_ID_PATTERN, 'paymentTransactionRefId is not valid'), value);

/** The largest PostgreSQL integer: a larger id names no row, and must not reach the database (it would fail there). */
const MAX_ROW_ID = 2_147_483_647;

/** A row's id in a path: anything but one of ours names no such record, so it is a 404 with `notFound`. */
export function rowIdParam(value: string | undefined, notFound: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : 0;
  if (id < 1 || id > MAX_ROW_ID) throw new ApiError(404, notFound);
  return id;
}
