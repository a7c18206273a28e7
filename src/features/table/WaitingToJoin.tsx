import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import { ApiError, messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { usePolling } from '../orders/usePolling';
import { userAtom } from '../auth';
import type { DineInTable } from '../dine-in/tableAtoms';
import { joinedTableAtom } from '../dine-in/joinedTable';
import { leaveTable } from '../dine-in/tableVisit';
import type { TableEntry } from '../../api/contract';
import { fetchTableEntry, typeJoinCode, withdrawJoinRequest } from './api';
import { keepEntry } from './joinActions';
import { m } from './messages';
import { TABLE_POLL_MS } from './tablePolling';

/**
 * A phone asking to join a table (issue 34): it sees nothing of the table, asks every TABLE_POLL_MS whether a diner
 * let it in, and may type the join code a diner's phone shows instead. Let in, the table is followed as any
 * diner's; declined, or the session over, it is told and let go.
 */
export function WaitingToJoin({ table, sessionId, onDone }: { table: DineInTable; sessionId: string; onDone: () => void }) {
  const store = useStore();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const codeId = useId();

  const settle = async (entry: TableEntry) => {
    const user = store.get(userAtom);
    if (!user) return;
    await keepEntry(store, table, entry, user.recordId);
    if (entry.status === 'ADMITTED') {
      notify.success(t(m.welcome, { table: entry.tableNumber }));
      onDone();
    }
    if (entry.status === 'DECLINED') {
      notify.error(t(m.declined));
      onDone();
    }
  };

  const letGo = (error: unknown) => {
    store.set(joinedTableAtom, (joined) => (joined?.sessionId === sessionId ? null : joined));
    notify.error(messageOf(error));
    onDone();
  };

  usePolling(
    async () => {
      try {
        await settle(await fetchTableEntry(sessionId));
      } catch (error) {
        // Only a session that ended or never had this phone lets go; no signal just asks again later.
        if (error instanceof ApiError && [403, 404, 410].includes(error.status)) letGo(error);
      }
    },
    TABLE_POLL_MS,
    true,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(code)) {
      setProblem(t(m.codeRule));
      return;
    }
    setProblem(null);
    void run(async () => {
      try {
        await settle(await typeJoinCode(sessionId, code));
      } catch (error) {
        setProblem(messageOf(error));
      }
    });
  };

  return (
    <div className="table-join__waiting" data-testid="table-waiting">
      <div className="table-join__pulse" aria-hidden="true" />
      <p className="table-join__status" role="status">
        {t(m.stillWaiting)}
      </p>
      <p className="muted table-join__lead">{t(m.waitingLead, { table: table.tableNumber })}</p>
      <form className="table-join__form" onSubmit={submit} noValidate>
        <label className="table-join__label" htmlFor={codeId}>
          {t(m.joinCode)}
        </label>
        <input
          id={codeId}
          className="input table-join__code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{4}"
          maxLength={4}
          placeholder="••••"
          aria-invalid={problem !== null}
        />
        {problem && (
          <p className="form__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {t(m.enterCode)}
        </button>
      </form>
      <button
        type="button"
        className="button button--ghost button--block table-join__cancel"
        onClick={() => {
          // Issue 35: not let in yet, withdrawing leaves the table: the order type and cart from before come back,
          // and the diners no longer see the request (no signal: it lapses with the session, and admits no one who follows).
          void withdrawJoinRequest(sessionId).catch(() => undefined);
          leaveTable(store);
          onDone();
        }}
      >
        {t(m.cancelRequest)}
      </button>
    </div>
  );
}
