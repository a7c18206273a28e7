/** Reads a server-sent event stream: the first `count` named events with their JSON data, then lets go of it. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export async function readEvents(res: Response, count: number): Promise<SseEvent[]> {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error(`no stream: ${res.status}`);
  const found: SseEvent[] = [];
  let buffer = '';
  while (found.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) found.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return found;
}

/** Parses whole events out of `buffer` into `found`; returns what is left of an event not yet complete. */
function parseInto(buffer: string, found: SseEvent[]): string {
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.+)$/m.exec(block)?.[1];
    if (event && data) found.push({ event, data: JSON.parse(data) });
  }
  return rest;
}

/**
 * A stream read step by step: take() the next events (the 'ready' one tells the server is listening), then
 * untilEnd() to wait for the server to end it, or cancel() to hang up as a client does.
 */
export function sseReader(res: Response) {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error(`no stream: ${res.status}`);
  const queue: SseEvent[] = [];
  let buffer = '';
  let ended = false;
  const pull = async () => {
    const { value, done } = await reader.read();
    if (done) ended = true;
    else buffer = parseInto(buffer + value, queue);
  };
  return {
    /** The next `count` events; fewer when the stream ends first. */
    async take(count: number): Promise<SseEvent[]> {
      while (queue.length < count && !ended) await pull();
      return queue.splice(0, count);
    },
    /** Every event left until the server ends the stream; fails when it is still open after `withinMs`. */
    async untilEnd(withinMs: number): Promise<SseEvent[]> {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        void reader.cancel();
      }, withinMs);
      try {
        while (!ended) await pull();
      } finally {
        clearTimeout(timer);
      }
      if (late) throw new Error(`the stream was still open after ${withinMs} ms (heard ${JSON.stringify(queue)})`);
      return queue.splice(0);
    },
    cancel: () => reader.cancel(),
  };
}
