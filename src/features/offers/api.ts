import { apiPost, apiRead } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { PointsEntry, PointsEntryPage, ScratchCard, ScratchReward } from '../../api/contract';
import { arrayOf, isBoolean, isNumber, isString, nullable, shape } from '../../api/guards';
import { isCouponList, isRedeemedVoucherList } from '../../api/shapes';

export const POINTS_PAGE_SIZE = 20;

const isPointsEntryPage = shape<PointsEntryPage>({
  items: arrayOf(shape<PointsEntry>({ recordId: isNumber, points: isNumber, kind: isString, reason: isString, orderRefId: nullable(isString), createdAt: isNumber })),
  hasMore: isBoolean,
});
const isScratchReward = shape<ScratchReward>({ kind: isString, points: isNumber, amount: isNumber, couponCode: nullable(isString), text: isString });
const isScratchCard = shape<ScratchCard>({
  scratchCardId: isNumber,
  status: isString,
  title: isString,
  orderRefId: nullable(isString),
  expiresAt: isNumber,
  reward: nullable(isScratchReward),
});

// The reads below come from the server when it answers; when it does not, from the worker's copy of this
// customer's (sw/userCopies.ts), with cachedAt saying as of when. The balance is the wallet's (readBalances).

export const readPointsPage = (page: number) =>
  apiRead(`${PATHS.rewardTransactionList}?page=${page}&size=${POINTS_PAGE_SIZE}`, { auth: true, guard: isPointsEntryPage });

export const readScratchCards = () => apiRead(PATHS.scratchCardList, { auth: true, guard: arrayOf(isScratchCard) });

/** Revealing is idempotent on the server (a second scratch answers the same reward), so a retry is safe. */
export const scratchTheCard = (scratchCardId: number) => apiPost(PATHS.scratchTheCard(scratchCardId), {}, { auth: true, guard: isScratchCard });

/** Every coupon on offer, at any outlet and for any order type (the customer's own scratch-card coupons too). */
export const readAllCoupons = () => apiRead(PATHS.couponList('ALL', 'ALL'), { auth: true, guard: isCouponList });

export const readRedeemedVouchers = () => apiRead(PATHS.redeemedVoucherList, { auth: true, guard: isRedeemedVoucherList });
