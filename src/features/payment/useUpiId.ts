import { useCallback, useState } from 'react';
import type { PaymentMethod, PaymentMode } from '../../api/contract';
import { t } from '../../i18n';
import { isValidUpiId } from '../../lib/validation';
import { INVALID_UPI } from './paymentModes';
import { recallUpiId, rememberUpiId } from './upiMemory';

/**
 * The UPI id of a payment, on every screen that pays: asked only when the server's provider needs it (the test-mode
 * page's collect request; a real provider's page finds the UPI app itself), checked on Pay, and, with a
 * `memoryKey`, kept for a payment that comes back declined.
 */
export function useUpiId(methods: readonly PaymentMethod[], memoryKey?: string) {
  const [upiId, setUpiId] = useState(() => (memoryKey ? recallUpiId(memoryKey) : ''));
  const [upiError, setUpiError] = useState('');
  const asksUpiId = methods.find((method) => method.paymentMode === 'UPI')?.asksUpiId !== false;

  /** What a payment by `mode` carries of the UPI id ({} when none is asked); null, with the reason shown, if it is not valid. */
  const upiPart = (mode: PaymentMode): { upiId?: string } | null => {
    if (mode !== 'UPI' || !asksUpiId) {
      setUpiError('');
      return {};
    }
    if (!isValidUpiId(upiId)) {
      setUpiError(t(INVALID_UPI));
      return null;
    }
    setUpiError('');
    if (memoryKey) rememberUpiId(memoryKey, upiId);
    return { upiId };
  };

  /** The props PaymentMethodList's UPI field takes: typing again clears the last complaint. */
  const onUpiIdChange = (value: string) => {
    setUpiId(value);
    setUpiError('');
  };
  const field = { asksUpiId, upiId, onUpiIdChange, upiError };
  const clearUpiError = useCallback(() => setUpiError(''), []);
  return { field, upiPart, clearUpiError };
}
