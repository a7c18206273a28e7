import { useState } from 'react';
import { messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { sendOrQueue } from '../outbox';
import type { OutboxRequest } from '../outbox';

export type SendState = { kind: 'idle' } | { kind: 'sent' } | { kind: 'queued' } | { kind: 'failed'; message: string };

/**
 * Sends a form through the outbox: 'sent' opens the form's success dialog, 'queued' says it will go when the
 * network is back, and a refusal shows the server's message by the button. One send at a time.
 */
export function useFormSender() {
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const { busy, run } = useBusy();
  const send = (request: OutboxRequest, onDone: () => void) =>
    run(async () => {
      setState({ kind: 'idle' });
      try {
        const result = await sendOrQueue(request);
        setState({ kind: result });
        onDone();
      } catch (error) {
        setState({ kind: 'failed', message: messageOf(error) });
      }
    });
  const reset = () => setState({ kind: 'idle' });
  return { state, busy, send, reset };
}
