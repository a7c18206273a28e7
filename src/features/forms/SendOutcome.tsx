import { Dialog } from '../../ui/Dialog';
import { SavedOfflineNotice } from '../outbox';
import { t } from '../../i18n';
import { m } from './messages';
import type { SendState } from './useFormSender';

/** Under a form's button: the refusal, or 'saved, will be sent'; and the success dialog once it is stored. */
export function SendOutcome({ state, title, message, onClose }: { state: SendState; title: string; message: string; onClose: () => void }) {
  return (
    <>
      {state.kind === 'failed' && (
        <p className="form__error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'queued' && <SavedOfflineNotice />}
      <Dialog open={state.kind === 'sent'} title={title} onClose={onClose}>
        <span className="sent-mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
          </svg>
        </span>
        <p className="dialog__text">{message}</p>
        <button type="button" className="button button--block" onClick={onClose}>
          {t(m.ok)}
        </button>
      </Dialog>
    </>
  );
}

/** The form's submit button ('Sending…' while it works) and, under it, what came of the send. */
export function SubmitRow({ busy, label, state, sentTitle, sentMessage, onClose }: { busy: boolean; label: string; state: SendState; sentTitle: string; sentMessage: string; onClose: () => void }) {
  return (
    <>
      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {busy ? t(m.sending) : label}
      </button>
      <SendOutcome state={state} title={sentTitle} message={sentMessage} onClose={onClose} />
    </>
  );
}
