import { useId, useState, type FormEvent } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { DINER_NAME, DINER_NAME_MAX } from '../../api/tableEndpoints';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { Dialog } from '../../ui/Dialog';
import { userAtom } from '../auth';
import type { DineInTable } from '../dine-in/tableAtoms';
import { myJoinedTableAtom } from '../dine-in/joinedTable';
import { joinTable } from './api';
import { firstNameOf, keepEntry } from './joinActions';
import { m } from './messages';
import { WaitingToJoin } from './WaitingToJoin';
import './table.css';

/**
 * Joining a table (issue 34), as a sheet from the bottom of the menu: the name the table is to show (the profile's
 * first name to start with), then, at a table that has diners, waiting until one lets this phone in or it types
 * their join code.
 */
export function JoinTableSheet({ table, onClose }: { table: DineInTable; onClose: () => void }) {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const joined = useAtomValue(myJoinedTableAtom);
  const waiting = joined?.waiting === true && joined.tableCode === table.code ? joined : null;
  const [name, setName] = useState(() => firstNameOf(user?.fullName));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const nameId = useId();

  const join = (event: FormEvent) => {
    event.preventDefault();
    const given = name.trim();
    if (!given || given.length > DINER_NAME_MAX || !DINER_NAME.test(given)) {
      setProblem(t(m.nameRule));
      return;
    }
    setProblem(null);
    void run(async () => {
      if (!user) return;
      try {
        const entry = await joinTable(table.code, table.key, given);
        await keepEntry(store, table, entry, user.recordId);
        if (entry.status === 'ADMITTED') onClose();
        if (entry.status === 'DECLINED') notify.error(t(m.declined));
      } catch (error) {
        notify.error(messageOf(error));
      }
    });
  };

  return (
    <Dialog open title={t(waiting ? m.waitingTitle : m.joinTitle, { table: table.tableNumber })} onClose={onClose} className="table-join">
      {waiting ? (
        <WaitingToJoin table={table} sessionId={waiting.sessionId} onDone={onClose} />
      ) : (
        <form className="table-join__form" onSubmit={join} noValidate>
          <label className="table-join__label" htmlFor={nameId}>
            {t(m.yourName)}
          </label>
          <input
            id={nameId}
            className="input table-join__input"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={DINER_NAME_MAX}
            autoComplete="given-name"
            autoCapitalize="words"
            enterKeyHint="go"
            aria-invalid={problem !== null}
            aria-describedby={`${nameId}-hint`}
          />
          <p id={`${nameId}-hint`} className={problem ? 'form__error' : 'muted table-join__hint'} role={problem ? 'alert' : undefined}>
            {problem ?? t(m.nameHint)}
          </p>
          <button type="submit" className="button button--block table-join__go" disabled={busy} aria-busy={busy}>
            {busy ? t(m.joining) : t(m.joinTable)}
          </button>
        </form>
      )}
    </Dialog>
  );
}
