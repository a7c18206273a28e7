/**
 * The side menu as a diner uses it: the header's menu button, then a link in it (in a group such as Settings when
 * named). For tests that reach a screen the way a diner does, instead of a load of the app that is not their subject.
 */
import type { Page } from '@playwright/test';

export async function tapInSideMenu(page: Page, link: string, group?: string): Promise<void> {
  await page.getByTestId('open-menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  if (group) await menu.getByRole('button', { name: group }).click();
  await menu.getByRole('link', { name: link, exact: true }).click();
}
