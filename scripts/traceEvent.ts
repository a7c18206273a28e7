/** One event of a Chromium performance trace (browser.startTracing / stopTracing), as the measure scripts read it. */
export interface TraceEvent {
  name: string;
  /** Phase: 'X' complete (with dur), 'B'/'E' begin/end, 'R'/'I' marks. */
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { name?: string; data?: { url?: string; functionName?: string; lineNumber?: number; type?: string } };
}
