/** Coupons, the delivery offer, vouchers and scratch cards. */
import { z } from 'zod';
import { MSG } from '../../config/messages';
import type { FoodOrderType } from './orders';

export interface Coupon {
  couponCode: string;
  title: string;
  description: string;
  discountType: 'PERCENT' | 'FLAT';
  discountValue: number;
  /** Cap for a percentage discount, rupees; null when uncapped. */
  maxDiscount: number | null;
  minOrderAmount: number;
  /** null: every food order type. */
  orderTypes: FoodOrderType[] | null;
  /** epoch ms */
  validFrom: number;
  validTo: number;
}

export interface DeliveryOffer {
  isDeliveryOfferApplicable: boolean;
  /** e.g. 'Free delivery on orders above ₹999' or 'Add ₹120 more for free delivery' */
  message: string;
  minOrderAmount: number;
}

/** redeemVoucher: POST { voucherCode }. */
export const redeemVoucherRequest = z
  .object({ voucherCode: z.string({ error: MSG.enterPromoCode }).trim().min(1, MSG.enterPromoCode).max(40, 'Invalid promo code') })
  .strict();

/** A voucher the customer redeemed (redeemVoucher's answer, getRedeemedVoucherList's rows). */
export interface RedeemedVoucher {
  code: string;
  title: string;
  /** e.g. '₹100 added to your wallet' or '150 loyalty points added' */
  rewardText: string;
  /** Rupees credited to the wallet, 0 if none. */
  amount: number;
  /** Loyalty points credited, 0 if none. */
  points: number;
  /** epoch ms */
  redeemedAt: number;
}

export const SCRATCH_REWARD_KINDS = ['POINTS', 'WALLET', 'COUPON'] as const;
export type ScratchRewardKind = (typeof SCRATCH_REWARD_KINDS)[number];

/** What a revealed scratch card gave. */
export interface ScratchReward {
  kind: ScratchRewardKind;
  /** Loyalty points credited (POINTS), else 0. */
  points: number;
  /** Rupees credited to the wallet (WALLET), else 0. */
  amount: number;
  /** The customer's own coupon (COUPON), else null. */
  couponCode: string | null;
  /** e.g. '40 loyalty points', '₹50 in your wallet', '15% off your next order' */
  text: string;
}

/** getAllScratchCard's rows and scratchTheCard's answer. An unscratched card never carries its reward. */
export interface ScratchCard {
  scratchCardId: number;
  status: 'UNSCRATCHED' | 'REVEALED';
  /** Why it was given: 'For your order' (orderRefId says which) or the occasion of a seeded card. */
  title: string;
  orderRefId: string | null;
  /** epoch ms */
  createdAt: number;
  /** An unscratched card cannot be scratched after this (epoch ms). */
  expiresAt: number;
  revealedAt: number | null;
  reward: ScratchReward | null;
}
