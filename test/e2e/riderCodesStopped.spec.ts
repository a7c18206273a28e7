/**
 * Issue 44, on the kitchen board and the rider's phone: a rider's shift gets ten codes wrong across its four orders
 * (3 + 3 + 3 locks each for 10 minutes, then one more), so its codes stop. The board hears it at once: each of the
 * rider's cards and their row on the Riders tab say so, in English and in Hindi; the rider's page says so and offers
 * no Delivered button it would refuse.
 */
import type { Order } from '../../src/api/contract';
import type { OutletRider } from '../../src/api/contract/riders';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { openBoard, outletMove } from './kitchen';
import { api, createDraftOrder, orderDetail } from './orderSetup';
import { shot } from './shots';

test.use({ withKitchen: true });

const PHONE = { width: 390, height: 844 };
const RIDER = { name: 'Gurpreet Singh', phone: '9812345673' };

test('a shift’s tenth wrong code stops its codes: the board’s cards and Riders tab say so at once, in English and Hindi, and so does the rider’s page', async ({ page, server, browser }) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server, undefined, { open: null });
  const added = await page.request.post('/v1/outlet-api/riders', { headers: { Authorization: `Bearer ${key}` }, data: RIDER });
  const riderId = ((await added.json()) as { responsePacket: OutletRider[] }).responsePacket.find((one) => one.phone === RIDER.phone)?.riderId;
  // Four orders out with the rider, each with the diner's code.
  const orders: Array<{ ref: string; code: string }> = [];
  for (let i = 0; i < 4; i++) {
    const ref = (await api<Order>(page, 'POST', `/placeOrder/${(await createDraftOrder(page)).orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' })).orderRefId;
    await outletMove(page, key, ref, 'accept', { minutes: 20 });
    await outletMove(page, key, ref, 'ready');
    await outletMove(page, key, ref, 'out-for-delivery', { riderId });
    orders.push({ ref, code: (await orderDetail(page, ref)).handoverCode ?? '' });
  }
  const link = new RegExp(`\\[demo\\] Rider link for ${RIDER.phone}: (\\S+/rider/#rdr_[\\w-]{43})`).exec(server.log)?.[1] ?? '';
  const token = link.slice(link.indexOf('#') + 1);
  const wrong = (index: number, by: number) => String((Number(orders[index]?.code) + by) % 10_000).padStart(4, '0');
  const tryCode = (index: number, code: string) =>
    page.request.post(`/v1/rider/orders/${orders[index]?.ref}/deliver`, { headers: { Authorization: `Bearer ${token}` }, data: { code } });

  const { board } = await openBoard(browser, server, key);
  const lastCard = board.getByRole('article', { name: `Order ${orders[3]?.ref}` });
  await expect(lastCard).toBeVisible();
  await expect(lastCard.getByTestId('codes-stopped')).toHaveCount(0);
  // Three wrong on each of three orders (each locks for 10 minutes), then one on the fourth: the shift's tenth.
  for (const index of [0, 1, 2]) for (const by of [1, 2, 3]) expect((await tryCode(index, wrong(index, by))).status()).not.toBe(403);
  expect((await tryCode(3, wrong(3, 1))).status()).toBe(403);
  const stopped = 'Gurpreet Singh got too many codes wrong this shift, so their codes are stopped. Mark it delivered with a reason, or give it to another rider.';
  await expect(lastCard.getByTestId('codes-stopped')).toHaveText(stopped);
  await expect(board.getByTestId('codes-stopped')).toHaveCount(4);
  await shot(board, 'board-codes-stopped-card', { focus: lastCard });
  await board.getByRole('button', { name: 'Riders', exact: true }).click();
  const row = board.getByRole('article', { name: RIDER.name });
  await expect(row.getByTestId('rider-codes-stopped')).toHaveText('10 wrong codes this shift: codes stopped. Hand their orders over yourself, or give them to another rider.');
  await expect(row).toContainText(`Carrying ${orders.map((one) => one.ref).join(', ')}`);
  await expectAccessible(board);
  await shot(board, 'board-codes-stopped-riders');
  await board.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(row.getByTestId('rider-codes-stopped')).toHaveText('इस शिफ़्ट में 10 गलत कोड: कोड बंद। उनके ऑर्डर खुद डिलीवर करवाएँ, या दूसरे राइडर को दें।');
  await board.getByRole('button', { name: 'ऑर्डर', exact: true }).click();
  await expect(board.getByRole('article', { name: `ऑर्डर ${orders[3]?.ref}` }).getByTestId('codes-stopped')).toHaveText(
    'Gurpreet Singh ने इस शिफ़्ट में बहुत बार गलत कोड डाले, इसलिए उनके कोड बंद हैं। कारण देकर डिलीवर किया मार्क करें, या दूसरे राइडर को दें।',
  );
  await shot(board, 'board-codes-stopped-card-hindi');

  // The rider's phone: said at the top, and no order offers a Delivered it would refuse.
  const phone = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-IN' });
  const rider = await phone.newPage();
  await rider.goto(link);
  await expect(rider.getByRole('article')).toHaveCount(4);
  await expect(rider.getByRole('alert').first()).toHaveText('Too many wrong codes on your shift: codes are stopped for all your orders. The outlet has been told: ask them to hand over.');
  for (const button of await rider.getByRole('button', { name: 'Delivered' }).all()) await expect(button).toBeDisabled();
  await expectAccessible(rider);
  await shot(rider, 'rider-codes-stopped', { fullPage: true });
});
