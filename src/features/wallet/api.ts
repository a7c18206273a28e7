import { apiRead, request } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { PointsOnTheWay, WalletEntry, WalletEntryPage } from '../../api/contract';
import { arrayOf, isBoolean, isNumber, isString, nullable, shape } from '../../api/guards';
import { isRedeemedVoucher, isWalletBalance } from '../../api/shapes';

export const WALLET_HISTORY_PAGE_SIZE = 20;

const isWalletEntryPage = shape<WalletEntryPage>({
  items: arrayOf(
    shape<WalletEntry>({ recordId: isNumber, amount: isNumber, kind: isString, reason: isString, orderRefId: nullable(isString), createdAt: isNumber }),
  ),
  hasMore: isBoolean,
});

/**
 * From the server when it answers (it says no-store: a balance shown after a top-up must be the new one); when
 * it does not, the worker's copy, and cachedAt says as of when (the screen says so).
 */
export const readBalances = () => apiRead(PATHS.walletBalance, { auth: true, guard: isWalletBalance });

/** Points earned on orders not handed over yet (issue 34): from the server only, none shown when it does not answer. */
export const readPointsOnTheWay = () =>
  apiRead(PATHS.pointsOnTheWay, { auth: true, guard: arrayOf(shape<PointsOnTheWay>({ orderRefId: isString, points: isNumber })) });

export const readWalletHistoryPage = (page: number) =>
  apiRead(`${PATHS.walletTransactionList}?page=${page}&size=${WALLET_HISTORY_PAGE_SIZE}`, { auth: true, guard: isWalletEntryPage });

/** Answers with the voucher and the server's message (the success constant, which the dialog checks). */
export async function redeemVoucher(voucherCode: string, idempotencyKey: string) {
  const result = await request('POST', PATHS.redeemVoucher, { voucherCode }, { auth: true, idempotencyKey, guard: isRedeemedVoucher });
  return { voucher: result.data, message: result.message };
}
