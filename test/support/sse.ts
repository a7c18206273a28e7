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
