import { redirect } from '@tanstack/react-router';
import type { TableScan } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import type { AppStore } from '../../lib/store';
import { notify } from '../../lib/toast';
import { orderTypeAtom } from '../cart/cartAtoms';
import { scanQrCode } from './api';
import { m } from './messages';
import { dineInTableAtom } from './tableAtoms';

/**
 * Opening the app at /?table=<code> (the table's QR code, read by the phone's camera or ours): resolve the
 * table, switch to dine-in at that outlet and show its menu. A bad code says why and stays on home.
 */
export async function openTable(store: AppStore, code: string): Promise<never> {
  let scan: TableScan;
  try {
    scan = await scanQrCode(code);
  } catch (error) {
    notify.error(messageOf(error));
    throw redirect({ to: '/', search: {}, replace: true });
  }
  store.set(dineInTableAtom, {
    code: scan.code,
    tableNumber: scan.tableNumber,
    restaurantUuid: scan.restaurant.restaurantUuid,
    restaurantName: scan.restaurant.title,
  });
  store.set(orderTypeAtom, 'DineIn');
  notify.success(t(m.tableAt, { table: scan.tableNumber, restaurant: scan.restaurant.title }));
  throw redirect({ to: '/restaurants/$restaurantUuid', params: { restaurantUuid: scan.restaurant.restaurantUuid }, replace: true });
}
