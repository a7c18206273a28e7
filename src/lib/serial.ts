/**
 * Runs async tasks one after another, in the order they were asked for: each starts when the one before it has
 * settled, so answers come back in that order too. A failed task rejects its own caller and does not stop the next.
 */
export function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}
