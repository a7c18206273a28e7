import { describe, expect, it } from 'vitest';
import { handToPage } from '../../sw/handToPage';

/** A window as the worker sees it: the page's listener either answers on the port it is given or is not there yet. */
const pageThat = (answers: boolean) => ({
  received: [] as unknown[],
  postMessage(message: unknown, transfer: Transferable[]) {
    this.received.push(message);
    if (answers) (transfer[0] as MessagePort).postMessage(true);
  },
});

describe('handToPage (a push for the window in front: a toast if the page takes it, else the notification)', () => {
  it('is taken once the page answers on the port', async () => {
    const page = pageThat(true);
    await expect(handToPage(page, { type: 'push' }, 5_000)).resolves.toBe(true);
    expect(page.received).toEqual([{ type: 'push' }]);
  });

  it('is not taken by a page that has no listener yet: the worker then shows the notification', async () => {
    const page = pageThat(false);
    await expect(handToPage(page, { type: 'push' }, 50)).resolves.toBe(false);
    expect(page.received).toEqual([{ type: 'push' }]);
  });
});
