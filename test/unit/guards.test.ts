/**
 * The client's shape checks: the small combinators, and the contract shapes they build accepting what the
 * reference server answers and refusing the wrong shapes a 200 could carry.
 */
import { describe, expect, it } from 'vitest';
import type { Menu, Order, Restaurant, TableScan, UserProfile } from '../../src/api/contract';
import { arrayOf, either, isNonEmptyString, isNumber, isString, nullable, shape } from '../../src/api/guards';
import {
  isBannerList,
  isCouponList,
  isCredentials,
  isDeliveryOffer,
  isMenu,
  isOrder,
  isRestaurantList,
  isRunningOrder,
  isSavedAddressList,
  isTableScan,
  isUserProfile,
  isWalletBalance,
} from '../../src/api/shapes';
import { isLastPaymentMode, isPaymentRequest } from '../../src/api/paymentShapes';

describe('combinators', () => {
  it('checks primitives strictly', () => {
    expect(isString('')).toBe(true);
    expect(isString(1)).toBe(false);
    expect(isNonEmptyString('')).toBe(false);
    expect(isNumber(0)).toBe(true);
    expect(isNumber('1')).toBe(false);
    expect(isNumber(Number.NaN)).toBe(false);
  });

  it('shape checks the listed fields of a plain object, and only those', () => {
    const isPoint = shape<{ x: number; label: string | null; note: string }>({ x: isNumber, label: nullable(isString) });
    expect(isPoint({ x: 1, label: null })).toBe(true);
    expect(isPoint({ x: 1, label: 'a', extra: true })).toBe(true);
    expect(isPoint({ x: '1', label: null })).toBe(false);
    expect(isPoint({ x: 1 })).toBe(false); // undefined is not null
    expect(isPoint(null)).toBe(false);
    expect(isPoint([1])).toBe(false);
    expect(isPoint('x')).toBe(false);
  });

  it('arrayOf checks every element; either accepts one of two', () => {
    expect(arrayOf(isNumber)([1, 2, 3])).toBe(true);
    expect(arrayOf(isNumber)([])).toBe(true);
    expect(arrayOf(isNumber)([1, '2'])).toBe(false);
    expect(arrayOf(isNumber)({ length: 0 })).toBe(false);
    expect(either(isNumber, isString)('a')).toBe(true);
    expect(either(isNumber, isString)(null)).toBe(false);
  });
});

const restaurant: Restaurant = {
  recordId: 1,
  restaurantUuid: '96dcdcc6-59d1-40d3-b244-d273d2c3e76f',
  title: 'Gold Leaf — Mohali Phase 8',
  area: 'Phase 8',
  address: 'SCO 12, Phase 8, Mohali',
  latitude: 30.7046,
  longitude: 76.7179,
  distanceInMeter: 1200,
  availableInDineIn: true,
  availableInHomeDelivery: true,
  availableInTakeAway: false,
  imageUrl: '/media/outlet.webp',
  openingTime: '11:00',
  closingTime: '23:00',
  phone: '+91 98765 43210',
  email: 'mohali@example.com',
  facilities: ['Parking'],
  deliveryRadiusInMeter: 9000,
};

const order: Order = {
  orderRefId: 'ORD-1',
  orderType: 'HomeDelivery',
  status: 'PLACED',
  paymentStatus: 'PAID',
  paymentMode: 'WALLET',
  restaurantUuid: restaurant.restaurantUuid,
  restaurantName: restaurant.title,
  restaurantLatitude: 30.7,
  restaurantLongitude: 76.7,
  tableNumber: null,
  deliveryAddress: { text: 'Sector 70, Mohali', latitude: 30.73, longitude: 76.67 },
  itemList: [{ itemId: 7, title: 'Paneer Tikka', price: 320, quantity: 2, vegNonVeg: 'VEG', instruction: '', lineTotal: 640 }],
  couponCode: null,
  couponDiscountAmount: 0,
  isDeliveryOfferApplicable: false,
  bill: { restaurantBill: 640, taxesAndCharges: 32, deliveryFee: 30, packingCharges: 0, couponDiscount: 0, tip: 0, loyaltyPoints: 0, grandTotal: 702 },
  pointsOffer: 0,
  orderTotal: 702,
  tipPaidAfter: 0,
  rating: null,
  ratingComment: null,
  ratedAt: null,
  createdAt: 1_700_000_000_000,
  placedAt: 1_700_000_060_000,
  expectedAt: null,
  scheduledFor: null,
  paidAt: 1_700_000_060_000,
  statusHistory: [{ status: 'PLACED', at: 1_700_000_060_000 }],
};

const profile: UserProfile = {
  uuid: 'u-1',
  recordId: 1,
  fullName: '',
  mobile: '9876543210',
  mobileVerified: true,
  email: '',
  emailVerified: false,
  gender: null,
  dateOfBirth: null,
  anniversaryDate: null,
  userImage: '/media/default-user.svg',
  socialLoginFrom: null,
  gstin: null,
};

const menu: Menu = {
  restaurantUuid: restaurant.restaurantUuid,
  categoryList: [{ categoryId: 1, title: 'Starters', subCategories: [{ subCategoryId: 11, title: 'Veg' }] }],
  itemList: [
    {
      itemId: 7,
      categoryId: 1,
      subCategoryId: 11,
      title: 'Paneer Tikka',
      description: 'Char-grilled',
      price: 320,
      vegNonVeg: 'VEG',
      imageUrl: '',
      isAvailable: true,
    },
  ],
};

describe('contract shapes', () => {
  it('accept what the server answers', () => {
    expect(isCredentials({ mobile: '9876543210', secretKey: 's3cret' })).toBe(true);
    expect(isUserProfile(profile)).toBe(true);
    expect(isRestaurantList([restaurant])).toBe(true);
    expect(isMenu(menu)).toBe(true);
    expect(isOrder(order)).toBe(true);
    // An order the worker saved before loyalty points went on bills (issue 23) still opens offline.
    const billBefore: Record<string, unknown> = { ...order.bill };
    delete billBefore.loyaltyPoints;
    const savedBefore: Record<string, unknown> = { ...order, bill: billBefore };
    delete savedBefore.pointsOffer;
    expect(isOrder(savedBefore)).toBe(true);
    expect(isOrder({ ...order, pointsOffer: '150' })).toBe(false);
    expect(isRunningOrder(null)).toBe(true);
    expect(isRunningOrder(order)).toBe(true);
    expect(isRunningOrder([order])).toBe(true);
    expect(isTableScan({ code: 'T-0001', tableNumber: '4', restaurant } satisfies TableScan)).toBe(true);
    expect(isWalletBalance({ walletBalance: 500, rewardPoints: 0 })).toBe(true);
    expect(isLastPaymentMode(null)).toBe(true);
    expect(isLastPaymentMode('UPI')).toBe(true);
    expect(isLastPaymentMode({ paymentMode: null })).toBe(true);
    expect(isPaymentRequest({ paymentTransactionRefId: 'TXN-1', redirectUrl: '/pay/TXN-1' })).toBe(true);
    expect(isBannerList([{ recordId: 1, title: 'Offer', sliderAction: 'Home', webImageUrlLarge: '/a.webp', adImageUrlLarge: '/b.webp' }])).toBe(true);
  });

  it('check the checkout’s coupons, delivery offer and saved addresses', () => {
    const coupon = { couponCode: 'WELCOME50', title: '₹50 off', description: 'Flat ₹50 off', discountType: 'FLAT', discountValue: 50, maxDiscount: null, minOrderAmount: 299, orderTypes: null, validFrom: 0, validTo: 1 };
    const address = { recordId: 3, addressLine1: 'House 1', addressLine2: '', addressLine3: '', addressType: 'Home', latitude: 30.7, longitude: 76.7 };
    expect(isCouponList([coupon])).toBe(true);
    expect(isCouponList([{ ...coupon, couponCode: '' }])).toBe(false);
    expect(isDeliveryOffer({ isDeliveryOfferApplicable: false, message: 'Add ₹120 more for free delivery', minOrderAmount: 999 })).toBe(true);
    expect(isDeliveryOffer({ message: 'Free delivery' })).toBe(false);
    expect(isSavedAddressList([address])).toBe(true);
    expect(isSavedAddressList([{ ...address, latitude: '30.7' }])).toBe(false);
  });

  it('refuse the wrong shapes a 200 could carry', () => {
    // The credentials that would become a useless Basic credential.
    expect(isCredentials({ mobile: '9876543210' })).toBe(false);
    expect(isCredentials({ mobile: '9876543210', secretKey: '' })).toBe(false);
    expect(isCredentials('9876543210:s3cret')).toBe(false);
    // A profile that would be persisted and shown in the side menu.
    expect(isUserProfile(null)).toBe(false);
    expect(isUserProfile({ ...profile, mobile: 9876543210 })).toBe(false);
    expect(isUserProfile({ ...profile, fullName: undefined })).toBe(false);
    // Lists that screens map over.
    expect(isRestaurantList({ restaurants: [restaurant] })).toBe(false);
    expect(isRestaurantList([{ ...restaurant, distanceInMeter: '1200' }])).toBe(false);
    expect(isRestaurantList([{ ...restaurant, availableInDineIn: 'Y' }])).toBe(false);
    expect(isMenu({ ...menu, itemList: null })).toBe(false);
    expect(isMenu({ ...menu, categoryList: [{ categoryId: 1, title: 'Starters' }] })).toBe(false);
    expect(isBannerList(null)).toBe(false);
    // Orders whose bill or items a screen would read.
    expect(isOrder({ ...order, bill: null })).toBe(false);
    expect(isOrder({ ...order, bill: { ...order.bill, grandTotal: '702' } })).toBe(false);
    expect(isOrder({ ...order, itemList: [{ itemId: 7 }] })).toBe(false);
    expect(isOrder({ ...order, orderRefId: '' })).toBe(false);
    expect(isRunningOrder({})).toBe(false);
    expect(isRunningOrder([order, {}])).toBe(false);
    // The table a dine-in order goes to (persisted).
    expect(isTableScan({ code: 'T-0001', tableNumber: '4', restaurant: null })).toBe(false);
    // Money the payment screen compares with the bill.
    expect(isWalletBalance({ walletBalance: '500', rewardPoints: 0 })).toBe(false);
    expect(isWalletBalance(500)).toBe(false);
    expect(isLastPaymentMode(3)).toBe(false);
    expect(isPaymentRequest({ paymentTransactionRefId: 'TXN-1' })).toBe(false);
  });
});
