import { useCallback } from 'react';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { fetchOrderDetail } from './api';
import { OrderFeedback } from './OrderFeedback';
import { t } from '../../i18n';
import { m } from './messages';

/** Rating and tip of one delivered order, loaded by its reference (the My Orders card's dialog). */
export function OrderFeedbackPanel({ orderRefId, onChanged }: { orderRefId: string; onChanged: () => void }) {
  const load = useCallback(() => fetchOrderDetail(orderRefId), [orderRefId]);
  const { result, reload } = useLoaded(load);
  if (result.state === 'loading') return <p aria-busy="true">{t(m.loadingOrder)}</p>;
  if (result.state === 'error') return <RetryNotice message={result.message} onRetry={() => void reload()} />;
  const changed = () => {
    void reload();
    onChanged();
  };
  return <OrderFeedback order={result.value} onChanged={changed} />;
}
