import { Link } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import type { TableLine, TableSession } from '../../api/contract';
import { t } from '../../i18n';
import { formatRupees, formatTime } from '../../lib/format';
import { withChoices } from '../../rules/lineKey';
import { useBusy } from '../../lib/useBusy';
import { useOnline } from '../../lib/useOnline';
import { OfflineActionNotice } from '../../ui/OfflineActionNotice';
import { VegMark } from '../../ui/VegMark';
import { QuantityStepper } from '../cart';
import { ScanTableButton } from '../dine-in/ScanTableButton';
import { statusLabel } from '../orders/timeline';
import { m } from './messages';
import { addDish, changeTable, removeDish, sendRound } from './tableActions';
import { myJoinedTableAtom, useJoinedTableReady } from '../dine-in/joinedTable';
import { leaveTable } from '../dine-in/tableVisit';
import { CartAsideOffer } from './CartAsideOffer';
import { dineInTableAtom } from '../dine-in/tableAtoms';
import { JoinRequests } from './JoinRequests';
import { WaitingToJoin } from './WaitingToJoin';
import { useFollowedTable } from './useFollowedTable';
import { TableBillCard } from './TableBillCard';
import './table.css';

/**
 * /table (issue 23): the table's shared cart as every phone at it sees it, live; each dish with who added it (only
 * its adder changes it); Send to kitchen makes the next round, one kitchen ticket; the rounds sent so far.
 */
export function TableScreen() {
  const ready = useJoinedTableReady();
  const { sessionId, session } = useFollowedTable();
  const joined = useAtomValue(myJoinedTableAtom);
  const table = useAtomValue(dineInTableAtom);

  if (!ready) return null;
  // Issue 34: asked to join, not let in yet: nothing of the table, only the way in.
  if (joined?.waiting && table?.code === joined.tableCode) {
    return (
      <section className="screen table-screen" aria-labelledby="table-title">
        <h1 id="table-title" className="screen__title">
          {t(m.waitingTitle)}
        </h1>
        <WaitingToJoin table={table} sessionId={joined.sessionId} onDone={() => undefined} />
      </section>
    );
  }
  if (!sessionId) {
    return (
      <section className="screen table-screen" aria-labelledby="table-title">
        <h1 id="table-title" className="screen__title">
          {t(m.orderTogether)}
        </h1>
        <CartAsideOffer />
        <p className="muted">{t(m.notAtTable)}</p>
        <ScanTableButton />
      </section>
    );
  }
  if (!session) {
    return (
      <section className="screen table-screen" aria-busy="true">
        <p className="muted">{t(m.loading)}</p>
      </section>
    );
  }
  return <TableSessionView session={session} sessionId={sessionId} />;
}

function TableSessionView({ session, sessionId }: { session: TableSession; sessionId: string }) {
  const store = useStore();
  const online = useOnline();
  const { busy, run } = useBusy();
  const change = (action: (id: string) => Promise<TableSession>) => run(() => changeTable(store.set, sessionId, action));
  const names = session.members.map((member) => (member.you ? t(m.you) : member.name)).join(', ');
  const empty = session.cart.length === 0;
  const closed = session.bill?.closed ?? false;
  // Once a round went to the kitchen, an empty cart is no news: the bill comes first and 'Add dishes' after the
  // rounds, so the pay buttons are on the first screen instead of under an empty cart (the Hindi walk's shots).
  const billFirst = empty && session.rounds.length > 0;

  return (
    <section className="screen table-screen" aria-labelledby="table-title">
      <h1 id="table-title" className="screen__title">
        {t(m.tableCart, { table: session.tableNumber })}
      </h1>
      <p className="table-screen__outlet">{session.restaurantName}</p>
      <p className="muted table-screen__members" data-testid="table-members">
        {t(m.atTable, { count: session.members.length, names })}
      </p>
      {!closed && session.joinCode && (
        <p className="table-screen__code" data-testid="table-join-code">
          <strong>{t(m.joinCodeLine, { code: session.joinCode })}</strong>
          <span className="muted">{t(m.joinCodeHint)}</span>
        </p>
      )}
      <JoinRequests session={session} sessionId={sessionId} />

      {/* Paid in full, the table's session is over: nothing more goes on its cart. */}
      {!closed && !billFirst && (
        <section aria-labelledby="table-cart-title" className="table-screen__cart">
          <h2 id="table-cart-title" className="section-title">
            {t(m.cartTitle)}
          </h2>
          {empty ? (
            <p className="muted">{t(m.cartEmpty)}</p>
          ) : (
            <ul className="table-lines" data-testid="table-cart">
              {session.cart.map((line) => (
                <TableLineRow
                  key={line.lineId}
                  line={line}
                  busy={busy}
                  onAdd={() => void change(addDish(line))}
                  onRemove={() => void change(removeDish(line))}
                />
              ))}
            </ul>
          )}
          <AddDishes restaurantUuid={session.restaurantUuid} />
        </section>
      )}

      {!online && <OfflineActionNotice />}
      {!empty && (
        <button
          type="button"
          className="button button--block table-screen__send"
          disabled={busy || !online}
          aria-busy={busy}
          onClick={() => void run(async () => (await changeTable(store.set, sessionId, sendRound)) && undefined)}
        >
          {t(m.sendToKitchen, { amount: formatRupees(session.cartTotal) })}
        </button>
      )}

      {session.bill && <TableBillCard sessionId={sessionId} bill={session.bill} online={online} />}

      {session.rounds
        .slice()
        .reverse()
        .map((round) => (
          <section key={round.number} className="card table-round" aria-labelledby={`round-${round.number}`} data-testid="table-round">
            <h2 id={`round-${round.number}`} className="table-round__title">
              {t(m.roundTitle, { number: round.number })}
              <span className="table-round__status">{statusLabel(round.status, 'DineIn')}</span>
            </h2>
            <p className="muted table-round__sent">
              {round.sentByYou
                ? t(m.roundSentByYou, { time: formatTime(round.sentAt) })
                : t(m.roundSent, {
                    name: round.sentBy,
                    time: formatTime(round.sentAt),
                  })}
            </p>
            <ul className="table-lines">
              {round.lines.map((line) => (
                <TableLineRow key={line.lineId} line={line} />
              ))}
            </ul>
            {/* The round's order is its sender's: the others follow it here. */}
            {round.sentByYou && (
              <Link to="/order-details/$orderRefId" params={{ orderRefId: round.orderRefId }} className="link-button table-round__track">
                {t(m.trackRound, { number: round.number })}
              </Link>
            )}
          </section>
        ))}

      {!closed && billFirst && (
        <AddDishes restaurantUuid={session.restaurantUuid} />
      )}

      <button type="button" className="link-button table-screen__leave" onClick={() => leaveTable(store)}>
        {t(m.leave)}
      </button>
    </section>
  );
}

/** Back to the outlet's menu, whose Add puts dishes on the table's cart. */
function AddDishes({ restaurantUuid }: { restaurantUuid: string }) {
  return (
    <Link to="/restaurants/$restaurantUuid" params={{ restaurantUuid }} className="button button--ghost button--block">
      {t(m.addMore)}
    </Link>
  );
}

/** One diner's dish: who added it; the adder's own line can change while it is not sent. */
function TableLineRow({ line, busy = false, onAdd, onRemove }: { line: TableLine; busy?: boolean; onAdd?: () => void; onRemove?: () => void }) {
  return (
    <li className="table-line" data-testid="table-line">
      <VegMark kind={line.vegNonVeg} />
      <span className="table-line__text">
        <span className="table-line__title">{line.title}</span>
        {line.choices && <span className="table-line__choices">{line.choices}</span>}
        <span className="muted table-line__by">
          {line.mine ? t(m.addedByYou) : t(m.addedBy, { name: line.addedBy })}
          {line.paid && <span className="table-line__paid"> · {t(m.dishPaid)}</span>}
        </span>
      </span>
      {line.mine && onAdd && onRemove ? (
        <QuantityStepper title={withChoices(line.title, line.choices)} quantity={line.quantity} disabled={busy} onAdd={onAdd} onRemove={onRemove} />
      ) : (
        <span className="table-line__quantity">× {line.quantity}</span>
      )}
      <span className="table-line__price">{formatRupees(line.price * line.quantity)}</span>
    </li>
  );
}
