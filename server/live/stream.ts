/**
 * A live stream as server-sent events: 'ready' once listening, then one 'order' event per change
 * ({ orderRefId, status }: what changed, never the order itself; the client reads that the usual way, under its
 * own credential), and a comment every 20 s so proxies and phones keep the connection. The app ends every stream
 * when the process drains, so a restart never waits on them; clients connect again.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveEvent } from './bus';

const HEARTBEAT_MS = 20_000;

export interface StreamControl {
  /** Resolves once this process hears changes (events before that would be lost). */
  ready: Promise<void>;
  /** Resolves when the process drains: every stream ends. */
  ended: Promise<void>;
}

export function liveStream(c: Context, control: StreamControl, subscribe: (send: (event: LiveEvent) => void) => () => void): Response {
  // no-transform: no compression buffering the events; X-Accel-Buffering: nginx passes each event at once.
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    await control.ready;
    let open = true;
    const stop = subscribe((event) => {
      if (open) void stream.writeSSE({ event: 'order', data: JSON.stringify({ orderRefId: event.orderRefId, status: event.status }) });
    });
    const aborted = new Promise<void>((resolve) =>
      stream.onAbort(() => {
        open = false;
        resolve();
      }),
    );
    try {
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (open) {
        const beat = new Promise<'beat'>((resolve) => setTimeout(() => resolve('beat'), HEARTBEAT_MS).unref());
        const why = await Promise.race([beat, aborted.then(() => 'aborted' as const), control.ended.then(() => 'ended' as const)]);
        if (why !== 'beat') break;
        await stream.write(': keep-alive\n\n');
      }
    } finally {
      open = false;
      stop();
    }
  });
}
