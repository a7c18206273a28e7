import { t } from '../../i18n';
import { useLoaded } from '../../lib/useLoaded';
import { readPointsOnTheWay } from './api';
import { m } from './messages';
import './pointsOnTheWay.css';

/**
 * Points earned on orders not handed over yet (issue 34): they are not in the balance, and cannot be spent, until
 * the food reaches the diner; said plainly beside the balance. Nothing when there are none or the server is away.
 */
export function PointsOnTheWay() {
  const { result } = useLoaded(readPointsOnTheWay);
  const pending = result.state === 'ready' ? result.value.value : [];
  if (pending.length === 0) return null;
  return (
    <ul className="points-on-the-way" data-testid="points-on-the-way">
      {pending.map((entry) => (
        <li key={entry.orderRefId}>{t(m.pointsOnTheWay, { count: entry.points, order: entry.orderRefId })}</li>
      ))}
    </ul>
  );
}
