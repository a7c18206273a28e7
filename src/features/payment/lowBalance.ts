/** The Low Balance loop's sums (issue 10): what to add, and how a bill splits between the wallet and the provider. */
import type { ProviderPaymentMode } from '../../api/contract';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { m } from './messages';

/** Short names for the Pay button, which must fit a phone's width ('… + ₹276.80 by card'). */
const SHORT_NAME = { UPI: m.byUpi, ONLINE: m.byNetBanking, CARD: m.byCard, WALLET_APP: m.byWalletApp } satisfies Record<ProviderPaymentMode, unknown>;

/** What the wallet lacks for the bill, in whole rupees rounded up: a top-up is whole rupees. */
export const amountToAdd = (total: number, walletBalance: number): number => Math.max(1, Math.ceil(Math.round((total - walletBalance) * 100) / 100));

/** The wallet pays all it has, the provider the rest (paise exact: amounts are rupees with 2 decimals). */
export function splitOf(total: number, walletBalance: number): { fromWallet: number; rest: number } {
  return { fromWallet: walletBalance, rest: Math.round((total - walletBalance) * 100) / 100 };
}

export function splitPayLabel(split: { fromWallet: number; rest: number }, mode: ProviderPaymentMode | null): string {
  const amounts = { fromWallet: formatRupees(split.fromWallet), rest: formatRupees(split.rest) };
  return mode ? t(m.splitPayBy, { ...amounts, method: t(SHORT_NAME[mode]) }) : t(m.splitPay, amounts);
}

/** The Low Balance offer to split (not a Pay button: the customer chooses the provider's method next). */
export const splitOfferLabel = (split: { fromWallet: number; rest: number }): string =>
  t(m.splitOffer, { fromWallet: formatRupees(split.fromWallet), rest: formatRupees(split.rest) });
