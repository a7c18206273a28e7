import { useStore } from 'jotai';
import type { TableSession } from '../../api/contract';
import { t } from '../../i18n';
import { useBusy } from '../../lib/useBusy';
import { admitToTable } from './api';
import { m } from './messages';
import { changeTable } from './tableActions';

/**
 * Issue 34: newcomers asking to join, on every diner's phone: '<name> wants to join', Admit or Decline. Any diner
 * may answer; the first answer counts.
 */
export function JoinRequests({ session, sessionId }: { session: TableSession; sessionId: string }) {
  const store = useStore();
  const { busy, run } = useBusy();
  if (session.waiting.length === 0) return null;
  const answer = (requestId: string, admit: boolean) => void run(() => changeTable(store.set, sessionId, (id) => admitToTable(id, requestId, admit)));
  return (
    <ul className="join-requests" aria-label={t(m.waitingTitle)} data-testid="join-requests">
      {session.waiting.map((request) => (
        <li key={request.requestId} className="join-request">
          <span className="join-request__avatar" aria-hidden="true">
            {request.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="join-request__name">{t(m.wantsToJoin, { name: request.name })}</span>
          <button type="button" className="button button--ghost join-request__button" disabled={busy} aria-label={t(m.declineName, { name: request.name })} onClick={() => answer(request.requestId, false)}>
            {t(m.decline)}
          </button>
          <button type="button" className="button join-request__button" disabled={busy} aria-label={t(m.admitName, { name: request.name })} onClick={() => answer(request.requestId, true)}>
            {t(m.admit)}
          </button>
        </li>
      ))}
    </ul>
  );
}
