import { apiGet, apiPost, request } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { PointsEntry, PointsEntryPage, ScratchCard, ScratchReward } from '../../api/contract';
import { arrayOf, isBoolean, isNumber, isString, nullable, shape } from '../../api/guards';
import { isCouponList, isRedeemedVoucherList, isWalletBalance } from '../../api/shapes';

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

/** Always from the server (the API answers no-store): the balance after a reveal must be the new one. */
export const fetchBalances = () => apiGet(PATHS.walletBalance, { auth: true, guard: isWalletBalance });

export async function fetchPointsPage(page: number): Promise<PointsEntryPage> {
  const path = `${PATHS.rewardTransactionList}?page=${page}&size=${POINTS_PAGE_SIZE}`;
  return (await request('GET', path, undefined, { auth: true, guard: isPointsEntryPage })).data;
}

export const fetchScratchCards = () => apiGet(PATHS.scratchCardList, { auth: true, guard: arrayOf(isScratchCard) });

/** Revealing is idempotent on the server (a second scratch answers the same reward), so a retry is safe. */
export const scratchTheCard = (scratchCardId: number) => apiPost(PATHS.scratchTheCard(scratchCardId), {}, { auth: true, guard: isScratchCard });

/** Every coupon on offer, at any outlet and for any order type (the customer's own scratch-card coupons too). */
export const fetchAllCoupons = () => apiGet(PATHS.couponList('ALL', 'ALL'), { auth: true, guard: isCouponList });

export const fetchRedeemedVouchers = () => apiGet(PATHS.redeemedVoucherList, { auth: true, guard: isRedeemedVoucherList });
