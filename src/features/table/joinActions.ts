/**
 * Where a phone stands at a table (issue 34), kept on the phone: in (the table's session followed, and what this
 * phone had picked for the table moved onto the shared cart), waiting to be let in, or out again.
 */
import type { TableEntry } from '../../api/contract';
import type { AppStore } from '../../lib/store';
import { belongsTo, cartAtom, keyOf, removeOne } from '../cart';
import type { DineInTable } from '../dine-in/tableAtoms';
import { joinedTableAtom, tableSessionAtom } from '../dine-in/joinedTable';
import { putCartAside } from '../dine-in/tableVisit';
import { addDish, changeTable } from './tableActions';

export async function keepEntry(store: AppStore, table: DineInTable, entry: TableEntry, userId: number): Promise<void> {
  if (entry.status === 'DECLINED') {
    store.set(joinedTableAtom, null);
    return;
  }
  const waiting = entry.status === 'WAITING';
  store.set(joinedTableAtom, { sessionId: entry.sessionId, tableCode: entry.tableCode, restaurantUuid: entry.restaurantUuid, userId, waiting });
  if (!entry.session) return;
  store.set(tableSessionAtom, entry.session);
  // Issue 35: at the table the header's cart is the table's; an older delivery cart waits aside until they leave.
  putCartAside(store);
  // What this phone had picked for the table goes on the shared cart, each line taken off here once it is there:
  // a dish that cannot go (sold out meanwhile) stays here, said why, and nothing moves twice.
  const owner = { restaurantUuid: table.restaurantUuid, restaurantName: table.restaurantName, orderType: 'DineIn' as const };
  const cart = store.get(cartAtom);
  if (!cart || !belongsTo(cart, owner)) return;
  for (const line of cart.items) {
    for (let i = 0; i < line.quantity; i += 1) {
      if (!(await changeTable(store.set, entry.sessionId, addDish(line)))) return;
      store.set(cartAtom, (latest) => removeOne(latest, keyOf(line)));
    }
  }
}

/** The first word of the profile's name, as long as the table allows: what the name field starts with. */
export const firstNameOf = (fullName: string | undefined): string => (fullName ?? '').trim().split(/\s+/)[0]?.slice(0, 20) ?? '';
