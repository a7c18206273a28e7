/**
 * A push for a window in front goes to that page as a toast, but only if the page takes it. A page in its first
 * moments has no listener yet (the app sets it at an idle moment after the load), and a message posted to a page
 * with no listener is gone: so the page answers on the message's port once its toast is up, and without an answer
 * within PAGE_ANSWER_MS the worker shows the system notification instead. Never lost, never both.
 */

/** Long enough for a busy phone's page to answer, short enough that a missed toast is still news as a notification. */
export const PAGE_ANSWER_MS = 1_500;

/** What of a window the worker uses: a Client, or a stand-in in a test. */
interface PageWindow {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** Posts `message` to `client` with a port to answer on; true once it answers, false if it does not in time. */
export function handToPage(client: PageWindow, message: unknown, waitMs = PAGE_ANSWER_MS): Promise<boolean> {
  const channel = new MessageChannel();
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(false);
    }, waitMs);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(true);
    };
    client.postMessage(message, [channel.port2]);
  });
}
