import { useState } from 'react';
import type { PaymentMode } from '../../api/contract';
import { MSG } from '../../config/messages';
import { t } from '../../i18n';
import { splitOf } from './lowBalance';
import { LOW_BALANCE, walletIsShort } from './paymentModes';

/**
 * The Low Balance loop of one payment (issue 10), for food orders and event tickets alike: whether the wallet is
 * short, whether the Low Balance offer shows (this screen's own check or the server's same refusal), and the split
 * once chosen: the wallet pays all it has, a provider method the rest (both or neither, on the server).
 */
export function useSplitPayment(
  total: number,
  walletBalance: number,
  error: string,
  { setMode, setError }: { setMode: (mode: PaymentMode | null) => void; setError: (error: string) => void },
) {
  const [splitting, setSplitting] = useState(false);
  const walletShort = walletIsShort(walletBalance, total);
  return {
    walletShort,
    split: splitting && walletShort && walletBalance > 0 ? splitOf(total, walletBalance) : null,
    lowBalance: (error === t(LOW_BALANCE) || error === MSG.lowBalance) && walletShort,
    startSplit: () => {
      setSplitting(true);
      setMode(null);
      setError('');
    },
    stopSplit: () => {
      setSplitting(false);
      setError('');
    },
  };
}
