import type { Order } from '../../api/contract';
import { RateOrder } from './RateOrder';
import { TipForm } from './TipForm';

export default function RatingAndTip({ order, onChanged }: { order: Order; onChanged: () => void }) {
  return (
    <>
      <RateOrder order={order} onRated={onChanged} />
      <TipForm order={order} onTipped={onChanged} />
    </>
  );
}
