import type { OrderStatus } from '../../api/contract';
import { statusLabel } from './timeline';
import './orders.css';

export function StatusBadge({ status, orderType }: { status: OrderStatus; orderType: string }) {
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{statusLabel(status, orderType)}</span>;
}
