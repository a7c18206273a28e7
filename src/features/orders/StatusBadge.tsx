import type { OrderStatus } from '../../api/contract';
import { statusLabel } from './timeline';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{statusLabel(status)}</span>;
}
