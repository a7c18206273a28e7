/**
 * A live stream as server-sent events: 'ready' once listening, then one 'order' event per change
 * ({ orderRefId, status }: what changed, never the order itself; the client reads that the usual way, under its
 * own credential), and a comment every 20 s so proxies and phones keep the connection. The app ends every stream
 * when the process drains, so a restart never waits on them; clients connect again. A stream also ends when its
 * credential or outlet key stops working (./openStreams.ts re-checks them); the client's next try gets 401.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveEvent } from './bus';
import { clientAddress } from '../http/clientAddress';
import type { LiveStreams, StreamOwner } from './openStreams';

const HEARTBEAT_MS = 20_000;

export interface StreamControl {
  /** Resolves once this process hears changes (events before that would be lost). */
  ready: Promise<void>;
  /** Resolves when the process drains: every stream ends. */
  ended: Promise<void>;
  /** The streams open on this process: their caps and the re-check of their credentials and keys. */
  streams: LiveStreams;
}

/**
 * A stream for `owner`, if the caps let it open one (429 otherwise, ./openStreams.ts). It ends when the owner's
 * credential or key is revoked, and gives its place back however it ends (the client gone, draining, revoked).
 */
export function liveStream(c: Context, control: StreamControl, owner: StreamOwner, subscribe: (send: (event: LiveEvent) => void) => () => void): Response {
  const slot = control.streams.admit(owner, clientAddress(c));
  // no-transform: no compression buffering the events; X-Accel-Buffering: nginx passes each event at once.
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let open = true;
    let stop = () => {};
    const aborted = new Promise<void>((resolve) =>
      stream.onAbort(() => {
        open = false;
        resolve();
      }),
    );
    try {
      await control.ready;
      stop = subscribe((event) => {
        if (open) void stream.writeSSE({ event: 'order', data: JSON.stringify({ orderRefId: event.orderRefId, status: event.status }) });
      });
      const ended = Promise.race([aborted, control.ended, slot.revoked]).then(() => {
        open = false;
        return 'ended' as const;
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (open) {
        const beat = new Promise<'beat'>((resolve) => setTimeout(() => resolve('beat'), HEARTBEAT_MS).unref());
        if ((await Promise.race([beat, ended])) !== 'beat') break;
        await stream.write(': keep-alive\n\n');
      }
    } finally {
      open = false;
      stop();
      slot.close();
    }
  });
}
