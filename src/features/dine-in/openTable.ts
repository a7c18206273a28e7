import { redirect } from '@tanstack/react-router';
import type { TableScan } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { localeActivated } from '../../i18n/activate';
import type { AppStore } from '../../lib/store';
import { notify } from '../../lib/toast';
import { orderTypeAtom } from '../cart/cartAtoms';
import { scanQrCode } from './api';
import { m } from './scannerMessages';
import { dineInTableAtom, orderTypeBeforeTableAtom } from './tableAtoms';

/**
 * Opening the app at /?table=<code>#k=<secret> (the table's QR code, read by the phone's camera or ours): resolve
 * the table, switch to dine-in at that outlet and show its menu. A bad code, or one without its secret, says why
 * and stays on home. The secret has left the address bar already (takeTableSecret); it is kept with the table and
 * sent in request bodies.
 */
export async function openTable(store: AppStore, code: string, key: string | null): Promise<never> {
  let scan: TableScan;
  try {
    // Asked even without a secret: the server tells a code that is no table of ours from one scanned without it.
    scan = await scanQrCode(code, key ?? '');
  } catch (error) {
    // On a cold start Hindi may still be on its way: the toast waits for it rather than speak English (issue 35).
    await localeActivated();
    notify.error(messageOf(error));
    throw redirect({ to: '/', search: {}, replace: true });
  }
  store.set(dineInTableAtom, {
    code: scan.code,
    key: key ?? '',
    tableNumber: scan.tableNumber,
    restaurantUuid: scan.restaurant.restaurantUuid,
    restaurantName: scan.restaurant.title,
  });
  // Issue 35: the order type the diner had comes back at other outlets and when they leave the table (unless it
  // was a table's Dine In already: a second table keeps the first one's).
  const before = store.get(orderTypeAtom);
  if (before !== 'DineIn') store.set(orderTypeBeforeTableAtom, before);
  store.set(orderTypeAtom, 'DineIn');
  await localeActivated();
  notify.success(t(m.tableAt, { table: scan.tableNumber, restaurant: scan.restaurant.title }));
  throw redirect({ to: '/restaurants/$restaurantUuid', params: { restaurantUuid: scan.restaurant.restaurantUuid }, replace: true });
}
