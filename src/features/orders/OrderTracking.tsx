import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { DriverLocation, Order } from '../../api/contract';
import { formatDateTime, formatTime } from '../../lib/format';
import { fetchDriverLocation } from './api';
import { CancelOrderButton } from './CancelOrderButton';
import { slotShown } from './expectedTime';
import { MapBoundary } from './MapBoundary';
import type { MapPoint } from './OrderMap';
import { OrderReceipt } from './OrderReceipt';
import { OrderTimeline } from './OrderTimeline';
import { PayBillButton } from './PayBillButton';
import { TableCallButtons } from './TableCallButtons';
import { OrderHelp } from './OrderHelp';
import { TrackingSummary } from './TrackingSummary';
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

/**
 * A rider rides with the order once the outlet hands it over: the kitchen's 'out for delivery' names them, the
 * demo's clock sends its rider at the same step. Before that there is nobody to show on the map.
 */
export const riderOnTheWay = (order: Order): boolean => order.orderType === 'HomeDelivery' && order.status === 'OUT_FOR_DELIVERY';

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

/**
 * One order being tracked. While it runs: the map on top (none for a table: the diner sits in the outlet) and the
 * card over its lower edge with the status, the expected time, the steps, the dishes and what the diner can do.
 * Once delivered or cancelled: a summary of the order instead of a map with nothing left to follow.
 */
export function OrderTracking({ order, onChanged }: { order: Order; onChanged: () => void }) {
  if (order.status === 'DELIVERED' || order.status === 'CANCELLED') return <TrackingSummary order={order} onChanged={onChanged} />;
  return <LiveTracking order={order} onChanged={onChanged} />;
}

function LiveTracking({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const [rider, setRider] = useState<DriverLocation | null>(null);
  const delivery = order.orderType === 'HomeDelivery';
  const running = isRunning(order.status);
  const withMap = running && order.orderType !== 'DineIn';

  const refreshRider = useCallback(async () => {
    try {
      setRider(await fetchDriverLocation(order.orderRefId));
    } catch {
      // The rider's position is a nice-to-have between polls; the status and bill above stay correct.
    }
  }, [order.orderRefId]);
  // Only a delivery has a rider. Asked before one rides too: the answer carries the minutes left ('about N min').
  usePolling(refreshRider, POLL_MS, delivery && running, { immediate: true });
  // Issue 37: each change the live stream brings (a new position of the outlet's rider among them) gives a new order
  // from TrackOrderScreen: the rider is asked for at once, so the map follows within a second, not the next poll.
  useEffect(() => {
    if (!delivery || order.status !== 'OUT_FOR_DELIVERY') return;
    // After this render (a microtask, not a timer: nothing to wait for).
    let current = true;
    queueMicrotask(() => {
      if (current) void refreshRider();
    });
    return () => {
      current = false;
    };
  }, [order, delivery, refreshRider]);
  // The time is shown bold wherever the language puts it in the sentence.
  const [expectedBefore = '', expectedAfter = ''] = t(m.expectedBy).split('{time}');
  const slot = slotShown(order);

  return (
    <div className={withMap ? 'tracking tracking--live' : 'tracking'}>
      {withMap && (
        <div className={delivery ? 'tracking__map' : 'tracking__map tracking__map--pin'}>
          <MapBoundary>
            <Suspense fallback={<div className="order-map order-map--loading" aria-busy="true" aria-label={t(m.loadingMap)} />}>
              <OrderMap points={mapPoints(order, riderOnTheWay(order) ? rider : null)} />
            </Suspense>
          </MapBoundary>
        </div>
      )}

      <section className={withMap ? 'card tracking__sheet' : 'card tracking__card'} aria-labelledby="tracking-status">
        <h2 id="tracking-status" className="tracking__status" data-testid="order-status" aria-live="polite">
          {statusLabel(order.status, order.orderType)}
        </h2>
        {running && slot !== null ? (
          <p className="tracking__eta" data-testid="order-scheduled">
            <strong>{t(m.scheduledFor, { time: formatDateTime(slot) })}</strong>
          </p>
        ) : running && order.expectedAt !== null && (
          <p className="tracking__eta">
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
        {order.status === 'OUT_FOR_DELIVERY' && order.rider && <p className="tracking__rider">{t(moves.riderBringing, { name: order.rider.name })}</p>}
        {order.status === 'OUT_FOR_DELIVERY' && order.handoverCode && (
          <p className="tracking__code">
            {t(moves.handoverCode)}{' '}
            <strong data-testid="handover-code">{order.handoverCode}</strong>
          </p>
        )}
        <p className="muted tracking__where">
          {order.restaurantName} · <span className="tracking__ref">#{order.orderRefId}</span>
          {order.tableNumber && ` · ${t(m.table, { table: order.tableNumber })}`}
        </p>
        <OrderTimeline order={order} />
        <TableCallButtons order={order} onChanged={onChanged} />
        <PayBillButton order={order} />
        <CancelOrderButton order={order} onChanged={onChanged} />

        <OrderReceipt order={order} />

        <OrderHelp order={order} onChanged={onChanged} />
      </section>
    </div>
  );
}
