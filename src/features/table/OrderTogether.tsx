import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { t } from '../../i18n';
import { afterLoginPathAtom, isAuthenticatedAtom, showLoginModalAtom } from '../auth';
import type { DineInTable } from '../dine-in/tableAtoms';
import { myJoinedTableAtom } from '../dine-in/joinedTable';
import { leaveTable } from '../dine-in/tableVisit';
import { JoinTableSheet } from './JoinTableSheet';
import { m } from './messages';
import './table.css';

/**
 * At a scanned table, the way to order together (issue 23): the sheet asks the name the table is to show and joins
 * the table's session (opening it if this is the first phone); at a table with diners, the phone waits there until
 * one lets it in (issue 34). Loaded only at a table (MenuView).
 */
export default function OrderTogether({ table }: { table: DineInTable }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const joined = useAtomValue(myJoinedTableAtom);
  const waiting = joined?.waiting === true && joined.tableCode === table.code;
  const store = useStore();
  // A phone waiting to be let in opens on the sheet that says so.
  const [open, setOpen] = useState(waiting);

  const start = () => {
    if (!signedIn) {
      store.set(afterLoginPathAtom, window.location.pathname);
      store.set(showLoginModalAtom, true);
      return;
    }
    setOpen(true);
  };

  return (
    <section className="card order-together" aria-labelledby="order-together-title">
      <div>
        <h3 id="order-together-title" className="order-together__title">
          {t(m.invitation)}
        </h3>
        <p className="muted order-together__lead">{t(m.togetherLead, { table: table.tableNumber })}</p>
      </div>
      <div className="order-together__actions">
        <button type="button" className="button button--ghost order-together__join" onClick={start}>
          {waiting ? t(m.stillWaiting) : t(m.orderTogether)}
        </button>
        {/* Issue 35: a table only scanned (or asked to join) is left here: the order type and cart from before come back. */}
        <button type="button" className="link-button order-together__leave" onClick={() => leaveTable(store)}>
          {t(m.leave)}
        </button>
      </div>
      {open && <JoinTableSheet table={table} onClose={() => setOpen(false)} />}
    </section>
  );
}
