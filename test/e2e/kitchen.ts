/** The kitchen's side of a browser test: an outlet's board on a tablet, opened with its key, and moves sent through the outlet API. */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { AppServer } from './appServer';
import { expect } from './fixtures';

/** The kitchen's tablet, signed in to the board with the key. */
export async function openBoard(browser: Browser, server: AppServer, key: string): Promise<{ board: Page; tablet: BrowserContext }> {
  const tablet = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 } });
  const board = await tablet.newPage();
  await board.goto('/outlet/');
  await board.getByLabel('Outlet key').fill(key);
  await board.getByRole('button', { name: 'Open the board' }).click();
  await expect(board.getByRole('heading', { name: 'Gold Leaf — Mohali Phase 8' })).toBeVisible();
  return { board, tablet };
}

export async function moveOn(board: Page, orderRefId: string, button: string): Promise<void> {
  await board.getByRole('article', { name: `Order ${orderRefId}` }).getByRole('button', { name: button, exact: true }).click();
}


/** A move sent as the outlet's POS would, through the outlet API with the key (for steps a test does not watch). */
export async function outletMove(page: Page, key: string, orderRefId: string, move: string, body: unknown = {}): Promise<void> {
  const answer = await page.request.post(`/v1/outlet-api/orders/${orderRefId}/${move}`, { headers: { Authorization: `Bearer ${key}` }, data: body });
  expect(answer.status(), `${move}: ${await answer.text()}`).toBe(200);
}

/** What a move sends unless a test says otherwise: a 20-minute promise on accepting, a rider of the outlet's own. */
const MOVE_BODIES: Record<string, unknown> = { accept: { minutes: 20 }, 'out-for-delivery': { riderName: 'Gurpreet', riderPhone: '9876543210' } };

/** Moves, one after another, as the outlet's POS would (outletMove), each with its usual body. */
export async function outletMoves(page: Page, key: string, orderRefId: string, moves: string[]): Promise<void> {
  for (const move of moves) await outletMove(page, key, orderRefId, move, MOVE_BODIES[move] ?? {});
}

/**
 * Opens the tracking screen and, once it shows `status`, stops the page's clock: its 5 s poll can no longer fire, so
 * whatever the kitchen does after reaches the screen by the live stream alone, however slow the machine is.
 */
export async function trackWithPollStopped(page: Page, status: string): Promise<void> {
  await page.clock.install();
  await page.goto('/track-order');
  await expect(page.getByTestId('order-status')).toHaveText(status);
  await stopPageClock(page);
}

/** Stops the page's clock (installed by trackWithPollStopped) again after it was let run. */
export const stopPageClock = (page: Page): Promise<void> => page.clock.pauseAt(Date.now() + 1_000);
