import { useAtomValue, useStore } from 'jotai';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { afterLoginPathAtom, isAuthenticatedAtom, showLoginModalAtom, userAtom } from '../auth';
import { belongsTo, cartAtom, keyOf, removeOne } from '../cart';
import type { DineInTable } from '../dine-in/tableAtoms';
import { joinTable } from './api';
import { addDish, changeTable } from './tableActions';
import { m } from './messages';
import { joinedTableAtom, tableSessionAtom } from '../dine-in/joinedTable';
import './table.css';

/**
 * At a scanned table, the way to order together (issue 23): one tap joins the table's session (opening it if this
 * is the first phone), and what this phone had in its own cart for the table moves onto the shared one. Loaded only
 * at a table (MenuView).
 */
export default function OrderTogether({ table }: { table: DineInTable }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const store = useStore();
  const { busy, run } = useBusy();

  const join = () =>
    run(async () => {
      const user = store.get(userAtom);
      if (!signedIn || !user) {
        store.set(afterLoginPathAtom, window.location.pathname);
        store.set(showLoginModalAtom, true);
        return;
      }
      try {
        const session = await joinTable(table.code);
        store.set(tableSessionAtom, session);
        store.set(joinedTableAtom, { sessionId: session.sessionId, tableCode: session.tableCode, restaurantUuid: session.restaurantUuid, userId: user.recordId });
        // What this phone had picked for the table goes on the shared cart, each line taken off here once it is
        // there: a dish that cannot go (sold out meanwhile) stays here, said why, and nothing moves twice.
        const owner = { restaurantUuid: table.restaurantUuid, restaurantName: table.restaurantName, orderType: 'DineIn' as const };
        const cart = store.get(cartAtom);
        if (!cart || !belongsTo(cart, owner)) return;
        for (const line of cart.items) {
          for (let i = 0; i < line.quantity; i += 1) {
            if (!(await changeTable(store.set, session.sessionId, addDish(line)))) return;
            store.set(cartAtom, (latest) => removeOne(latest, keyOf(line)));
          }
        }
      } catch (error) {
        notify.error(messageOf(error));
      }
    });

  return (
    <section className="card order-together" aria-labelledby="order-together-title">
      <div>
        <h3 id="order-together-title" className="order-together__title">
          {t(m.invitation)}
        </h3>
        <p className="muted order-together__lead">{t(m.togetherLead, { table: table.tableNumber })}</p>
      </div>
      <button type="button" className="button button--ghost order-together__join" onClick={() => void join()} disabled={busy} aria-busy={busy}>
        {busy ? t(m.joining) : t(m.orderTogether)}
      </button>
    </section>
  );
}
