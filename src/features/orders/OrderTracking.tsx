import { lazy, Suspense, useCallback, useState } from 'react';
import type { DriverLocation, Order } from '../../api/contract';
import { formatDateTime, formatTime } from '../../lib/format';
import { fetchDriverLocation } from './api';
import { BillSummary } from './BillSummary';
import { CancelledNotice } from './CancelledNotice';
import { CancelOrderButton } from './CancelOrderButton';
import { MapBoundary } from './MapBoundary';
import type { MapPoint } from './OrderMap';
import { OrderTimeline } from './OrderTimeline';
import { PayBillButton } from './PayBillButton';
import { TableCallButtons } from './TableCallButtons';
import { OrderFeedback } from './OrderFeedback';
import { OrderHelp } from './OrderHelp';
import { paymentLine } from './orderCard';
import { isRunning, statusLabel } from './timeline';
import { usePolling } from './usePolling';
import { t } from '../../i18n';
import { m } from './messages';
import { m as moves } from './trackingMessages';
import './tracking.css';
import './orderMap.css';

/** Leaflet and its CSS load with this chunk only, when a tracking map is first shown. */
const OrderMap = lazy(() => import('./OrderMap'));

export const POLL_MS = 5_000;

function mapPoints(order: Order, rider: DriverLocation | null): MapPoint[] {
  const points: MapPoint[] = [
    { kind: 'outlet', label: t(m.markerOutlet, { outlet: order.restaurantName }), latitude: order.restaurantLatitude, longitude: order.restaurantLongitude },
  ];
  if (order.deliveryAddress) {
    points.push({ kind: 'destination', label: t(m.markerDestination), latitude: order.deliveryAddress.latitude, longitude: order.deliveryAddress.longitude });
  }
  if (rider) points.push({ kind: 'rider', label: t(m.markerRider), latitude: rider.latitude, longitude: rider.longitude });
  return points;
}

/** One order being tracked: status, expected time, map, bill, and rating and tip once delivered. */
export function OrderTracking({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const [rider, setRider] = useState<DriverLocation | null>(null);
  const delivery = order.orderType === 'HomeDelivery';
  const running = isRunning(order.status);

  const refreshRider = useCallback(async () => {
    try {
      setRider(await fetchDriverLocation(order.orderRefId));
    } catch {
      // The rider's position is a nice-to-have between polls; the status and bill above stay correct.
    }
  }, [order.orderRefId]);
  // Only a delivery has a rider; stop asking once it is delivered.
  usePolling(refreshRider, POLL_MS, delivery && running, { immediate: true });
  // The time is shown bold wherever the language puts it in the sentence.
  const [expectedBefore = '', expectedAfter = ''] = t(m.expectedBy).split('{time}');

  return (
    <div className="tracking">
      <section className="card" aria-labelledby="tracking-status">
        <p className="muted">
          {order.restaurantName} · <span className="tracking__ref">#{order.orderRefId}</span>
          {order.tableNumber && ` · ${t(m.table, { table: order.tableNumber })}`}
        </p>
        <h2 id="tracking-status" className="tracking__status" data-testid="order-status" aria-live="polite">
          {statusLabel(order.status, order.orderType)}
        </h2>
        {running && order.scheduledFor ? (
          <p data-testid="order-scheduled">
            <strong>{t(m.scheduledFor, { time: formatDateTime(order.scheduledFor) })}</strong>
          </p>
        ) : running && order.expectedAt !== null && (
          <p>
            {expectedBefore}
            <strong>{formatTime(order.expectedAt)}</strong>
            {expectedAfter}
            {rider?.etaMinutes != null && (
              <span className="muted" data-testid="order-eta">
                {t(m.aboutMinutes, { minutes: rider.etaMinutes })}
              </span>
            )}
          </p>
        )}
        <CancelledNotice order={order} />
        {order.status === 'OUT_FOR_DELIVERY' && order.rider && <p className="tracking__rider">{t(moves.riderBringing, { name: order.rider.name })}</p>}
        {order.placedAt !== null && <p className="muted">{t(m.placedAt, { time: formatDateTime(order.placedAt) })}</p>}
        <p className="muted" data-testid="order-payment">
          {paymentLine(order)}
        </p>
        <OrderTimeline order={order} />
        <TableCallButtons order={order} onChanged={onChanged} />
        <PayBillButton order={order} />
        <CancelOrderButton order={order} onChanged={onChanged} />
      </section>

      <OrderHelp order={order} onChanged={onChanged} />

      {/* A diner at the table needs no map of the outlet they sit in. */}
      {order.orderType !== 'DineIn' && (
        <MapBoundary>
          <Suspense fallback={<div className="order-map order-map--loading" aria-busy="true" aria-label={t(m.loadingMap)} />}>
            <OrderMap points={mapPoints(order, delivery && running ? rider : null)} />
          </Suspense>
        </MapBoundary>
      )}

      {order.status === 'DELIVERED' && <OrderFeedback order={order} onChanged={onChanged} />}

      <BillSummary bill={order.bill} orderType={order.orderType} tipPaidAfter={order.tipPaidAfter} />
    </div>
  );
}
