/**
 * A task of the server's own, run every interval for as long as the process lives (the payment sweep, the live
 * streams' re-check): one round at a time (a round still running when the next is due lets that one pass, so a
 * slow database never piles rounds up), a failed round logged and the next tried, and stop() waiting for a round
 * in progress, so a draining process never closes its database under one. The timer never keeps a process alive.
 */
export function everyInterval(intervalMs: number, round: () => Promise<unknown>, onError: (error: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .then(() => undefined, onError)
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
