import type { OrderStatus } from '../../api/contract';
import { STATUS_LABELS } from './timeline';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{STATUS_LABELS[status]}</span>;
}
