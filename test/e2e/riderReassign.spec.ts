/**
 * Issue 37, follow-up, on the kitchen board (a laptop at 1280 × 800, then a tablet at 768 × 1024): the rider's bike
 * breaks down, so the board gives the order out for delivery to another of its riders; the first rider's page loses
 * it, the second's shows it, the diner reads the new name and the second rider hands it over with the same code. Issue
 * 44: the second rider's shift is ended while they carry it, so it comes back as 'rider needed' and the board gives it
 * to them again. A rider is removed from the Riders tab, asked first (told that what they carry comes back), and once
 * gone their page is shut out and they are no longer offered for an order. The same screens in Hindi.
 */
import type { Page } from '@playwright/test';
import type { Order } from '../../src/api/contract';
import { expect, signInQuietly, test } from './fixtures';
import { openBoard, outletMove } from './kitchen';
import { api, createDraftOrder } from './orderSetup';
import { shot } from './shots';

test.use({ withKitchen: true });

const LAPTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
const FIRST = { name: 'Gurpreet Singh', phone: '9812345671' };
const SECOND = { name: 'Aman Verma', phone: '9812345672' };

/** Every control of the open dialog (or of the page) is at least 44 × 44 px: a finger at the pass hits it. */
async function targetsAreBig(page: Page, scope: string): Promise<void> {
  const small = await page.locator(scope).evaluate((root) =>
    [...root.querySelectorAll('button, .rider-choice, .chip')]
      .filter((one) => (one as HTMLElement).offsetParent !== null)
      .map((one) => ({ text: one.textContent?.trim() ?? '', box: one.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small, `targets under 44 px in ${scope}`).toEqual([]);
}

test('the board gives an order out for delivery to another rider, and removes a rider; the first rider’s page loses the order, the diner reads the new name', async ({
  page,
  server,
  browser,
}) => {
  const key = server.kitchenKey;
  await page.setViewportSize(PHONE);
  // Orders through the API: the diner's phone first opens the app at tracking, below.
  await signInQuietly(page, server, undefined, { open: null });
  // A first order waits at Ready (for the hand-over picker at the end).
  const waiting = await api<Order>(page, 'POST', `/placeOrder/${(await createDraftOrder(page)).orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' });
  await outletMove(page, key, waiting.orderRefId, 'accept', { minutes: 20 });
  await outletMove(page, key, waiting.orderRefId, 'ready');
  const followed = await createDraftOrder(page);

  // The laptop's board: two riders added on the Riders tab.
  const { board } = await openBoard(browser, server, key);
  await board.setViewportSize(LAPTOP);
  await board.getByRole('button', { name: 'Riders', exact: true }).click();
  await expect(board.getByText('No riders yet. Add one here, or keep one when you hand them an order.')).toBeVisible();
  // A new order arrives while the first name is half typed: the board redraws, and the name stays, still being typed.
  const nameField = board.getByLabel("Rider's name");
  await nameField.fill(FIRST.name);
  const order = await api<Order>(page, 'POST', `/placeOrder/${followed.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' });
  const ref = order.orderRefId;
  await expect(board.getByTestId('arrivals')).toContainText(`New order ${ref}`);
  await expect(nameField).toHaveValue(FIRST.name);
  await expect(nameField).toBeFocused();
  for (const rider of [FIRST, SECOND]) {
    await nameField.fill(rider.name);
    await board.getByLabel("Rider's mobile number").fill(rider.phone);
    await board.getByRole('button', { name: 'Add rider' }).click();
    await expect(board.getByRole('article', { name: rider.name })).toBeVisible();
    await expect(nameField).toHaveValue('');
  }
  await outletMove(page, key, ref, 'accept', { minutes: 20 });
  await outletMove(page, key, ref, 'ready');

  // The order goes to the first rider, whose link opens their page.
  await board.getByRole('button', { name: 'Orders', exact: true }).click();
  const card = board.getByRole('article', { name: `Order ${ref}` });
  await card.getByRole('button', { name: 'Hand to rider', exact: true }).click();
  await board.getByRole('dialog').getByRole('radio', { name: new RegExp(FIRST.name) }).check();
  await board.getByRole('dialog').getByRole('button', { name: 'Out for delivery' }).click();
  await expect(card).toContainText(`Rider: ${FIRST.name} · ${FIRST.phone}`);
  const linkOf = (phone: string) => new RegExp(`\\[demo\\] Rider link for ${phone}: (\\S+/rider/#rdr_[\\w-]{43})`).exec(server.log)?.[1] ?? '';
  const newestLinkOf = (phone: string) => [...server.log.matchAll(new RegExp(`\\[demo\\] Rider link for ${phone}: (\\S+/rider/#rdr_[\\w-]{43})`, 'g'))].at(-1)?.[1] ?? '';
  const firstPhone = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-IN' });
  const firstPage = await firstPhone.newPage();
  await firstPage.goto(linkOf(FIRST.phone));
  await expect(firstPage.getByRole('article')).toHaveCount(1);
  await expect(firstPage.getByRole('article').getByTestId('status')).toHaveText('Out for delivery');

  // The bike breaks down: the board gives the order to the second rider. The rider riding it is not offered.
  await shot(board, 'board-riders-card-laptop', { focus: card });
  await card.getByRole('button', { name: 'Give to another rider' }).click();
  const dialog = board.getByRole('dialog', { name: `Give ${ref} to another rider?` });
  await expect(dialog).toContainText(`${FIRST.name} stops seeing this order at once.`);
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('radio', { name: new RegExp(FIRST.name) })).toHaveCount(0);
  // Nothing chosen: said, nothing sent.
  await dialog.getByRole('button', { name: 'Give to this rider' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the rider who takes it.');
  await dialog.getByText(SECOND.name).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(SECOND.name) })).toBeChecked();
  // Chosen: the button names who gets it, and the earlier 'choose' is gone.
  await expect(dialog.getByRole('alert')).toHaveText('');
  await targetsAreBig(board, 'dialog');
  await shot(board, 'board-riders-reassign-laptop');
  await dialog.getByRole('button', { name: `Give to ${SECOND.name}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(`Rider: ${SECOND.name} · ${SECOND.phone}`);
  await expect(board.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  // The first rider's page loses it at its next look; the diner reads the new name; the second rider's link opens it.
  await expect(firstPage.getByRole('article')).toHaveCount(0, { timeout: 20_000 });
  await page.goto('/track-order');
  await expect(page.getByTestId('order-status')).toHaveText('Out for delivery');
  await expect(page.getByText(`${SECOND.name} is bringing your order`)).toBeVisible();
  const code = (await page.getByTestId('handover-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{4}$/);
  const secondPhone = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    locale: 'en-IN',
    geolocation: { latitude: order.restaurantLatitude, longitude: order.restaurantLongitude },
    permissions: ['geolocation'],
  });
  const secondPage = await secondPhone.newPage();
  await secondPage.goto(linkOf(SECOND.phone));
  const secondCard = secondPage.getByRole('article');
  await expect(secondCard.getByTestId('status')).toHaveText('Out for delivery');
  await expect(secondPage.getByTestId('sharing')).toBeVisible();

  // Issue 44: removing the second rider while they carry it would send the order back to the board: the dialog says so.
  await board.getByRole('button', { name: 'Riders', exact: true }).click();
  // The second rider's shift began with the change (their link went out with it), and carries the order.
  const secondRow = board.getByRole('article', { name: SECOND.name });
  await expect(secondRow.getByTestId('rider-shift')).toHaveText('On shift: their link works');
  await expect(secondRow).toContainText(`Carrying ${ref}`);
  await secondRow.getByRole('button', { name: `Remove ${SECOND.name}` }).click();
  const removeSecond = board.getByRole('dialog', { name: `Remove ${SECOND.name} from your riders?` });
  await expect(removeSecond).toContainText('Their link stops working at once and they are no longer offered for orders. Orders they delivered keep their name.');
  await expect(removeSecond).toContainText('Their shift ends now.');
  await expect(removeSecond).toContainText(`They carry ${ref}: it comes back to you as ‘Rider needed’, to give to another rider.`);
  await targetsAreBig(board, 'dialog');
  await shot(board, 'board-riders-remove-confirm-laptop');
  await removeSecond.getByRole('button', { name: 'Back' }).click();

  // Their shift is ended instead: the order comes back to the board as 'rider needed', and goes to them again, on a
  // new link by SMS, with the same code for the door.
  await secondRow.getByRole('button', { name: 'End shift' }).click();
  await expect(secondRow.getByTestId('rider-shift')).toHaveText('Off shift');
  await board.getByRole('button', { name: 'Orders', exact: true }).click();
  await expect(card.getByTestId('rider-needed')).toHaveText(`Rider needed: ${SECOND.name}’s shift ended with this order`);
  await shot(board, 'board-rider-needed-laptop', { focus: card });
  await card.getByRole('button', { name: 'Give to a rider' }).click();
  const giveBack = board.getByRole('dialog', { name: `Give ${ref} to a rider` });
  await expect(giveBack).toContainText(`No rider carries it now: ${SECOND.name}’s shift ended.`);
  // Both riders are offered, the one whose shift ended included.
  await expect(giveBack.getByRole('radio')).toHaveCount(2);
  await giveBack.getByRole('radio', { name: new RegExp(SECOND.name) }).check();
  await targetsAreBig(board, 'dialog');
  await shot(board, 'board-rider-needed-give-laptop');
  await giveBack.getByRole('button', { name: `Give to ${SECOND.name}` }).click();
  await expect(card.getByTestId('rider-needed')).toHaveCount(0);
  await expect(card).toContainText(`Rider: ${SECOND.name} · ${SECOND.phone}`);
  await expect(card.getByRole('button', { name: 'Give to another rider' })).toBeVisible();
  // The new link, opened on the page already open at /rider/ (only the fragment changes): the page starts again on it.
  await secondPage.goto(newestLinkOf(SECOND.phone));
  await expect(secondPage.getByRole('alert').filter({ hasText: 'This link no longer works' })).toHaveCount(0);
  await expect(secondCard.getByTestId('status')).toHaveText('Out for delivery');

  // The second rider hands it over with the diner's code, as the diner first had it.
  await secondCard.getByLabel('Customer’s 4-digit code').fill(code);
  await secondCard.getByLabel(/^I collected ₹/).check();
  await secondCard.getByRole('button', { name: 'Delivered' }).click();
  await expect(secondCard.getByTestId('status')).toHaveText('Delivered');
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');

  // The first rider leaves: asked first, gone from the list, their page shut out.
  await board.getByRole('button', { name: 'Riders', exact: true }).click();
  await board.getByRole('article', { name: FIRST.name }).getByRole('button', { name: `Remove ${FIRST.name}` }).click();
  await board.getByRole('dialog').getByRole('button', { name: `Remove ${FIRST.name}` }).click();
  await expect(board.getByRole('article', { name: FIRST.name })).toHaveCount(0);
  await expect(board.getByRole('article', { name: SECOND.name })).toBeVisible();
  await firstPage.reload();
  await expect(firstPage.getByRole('alert')).toContainText('Ask the outlet for a new one.');
  await targetsAreBig(board, '.board-content');
  await shot(board, 'board-riders-tab-laptop');

  // Nor is the first rider offered when the next order goes out.
  await board.getByRole('button', { name: 'Orders', exact: true }).click();
  await board.getByRole('article', { name: `Order ${waiting.orderRefId}` }).getByRole('button', { name: 'Hand to rider', exact: true }).click();
  const picker = board.getByRole('dialog');
  await expect(picker.getByRole('radio', { name: new RegExp(SECOND.name) })).toBeVisible();
  await expect(picker.getByRole('radio', { name: new RegExp(FIRST.name) })).toHaveCount(0);
  await picker.getByRole('button', { name: 'Back' }).click();

  // The tablet, in Hindi: the next order out goes to the second rider; giving it to another, with none left, says so.
  await board.setViewportSize(TABLET);
  await board.getByRole('button', { name: 'हिन्दी' }).click();
  const waitingCard = board.getByRole('article', { name: `ऑर्डर ${waiting.orderRefId}` });
  await waitingCard.getByRole('button', { name: 'राइडर को दें', exact: true }).click();
  await board.getByRole('dialog').getByRole('radio', { name: new RegExp(SECOND.name) }).check();
  await board.getByRole('dialog').getByRole('button', { name: 'डिलीवरी के लिए भेजें' }).click();
  await expect(waitingCard.getByRole('button', { name: 'दूसरे राइडर को दें' })).toBeVisible();
  await targetsAreBig(board, '.board-content');
  await shot(board, 'board-riders-card-tablet-hindi', { focus: waitingCard });
  await waitingCard.getByRole('button', { name: 'दूसरे राइडर को दें' }).click();
  const none = board.getByRole('dialog');
  await expect(none).toContainText('आपके पास कोई दूसरा राइडर नहीं है। राइडर टैब में एक जोड़ें, फिर यहाँ वापस आएँ।');
  // Nobody to give it to: only Back, no button that could only refuse.
  await expect(none.getByRole('button')).toHaveText(['वापस']);
  await shot(board, 'board-riders-reassign-none-tablet-hindi');
  await none.getByRole('button', { name: 'वापस' }).click();
  await board.getByRole('button', { name: 'राइडर', exact: true }).click();
  // The list read afresh names the order the rider now carries, which the question below is about.
  await expect(board.getByRole('article', { name: SECOND.name })).toContainText(waiting.orderRefId);
  await board.getByRole('article', { name: SECOND.name }).getByRole('button', { name: `${SECOND.name} को हटाएँ` }).click();
  await expect(board.getByRole('dialog', { name: `${SECOND.name} को अपने राइडर से हटाएँ?` })).toContainText('उनकी शिफ़्ट अभी खत्म होगी।');
  await expect(board.getByRole('dialog')).toContainText(`वे ${waiting.orderRefId} ले जा रहे हैं: यह आपके पास ‘राइडर चाहिए’ के रूप में लौटेगा, किसी दूसरे राइडर को देने के लिए।`);
  await targetsAreBig(board, 'dialog');
  await shot(board, 'board-riders-remove-confirm-tablet-hindi');
  await board.getByRole('dialog').getByRole('button', { name: 'वापस' }).click();
  await shot(board, 'board-riders-tab-tablet-hindi');
});
