/**
 * Seeds days of orders in bulk SQL, for measuring and showing reports (scripts/measure-reports.ts, the console's
 * reports walk): `perDay` orders a day from `firstDay` (a Kolkata day) across the outlets, between 11:00 and 23:00,
 * every order type and payment mode, one in ten with a coupon (SAVE0-SAVE2, ₹50 off), one in twenty cancelled (all
 * of it back to the wallet), one in 33 with a ₹50 support credit an hour later, two dishes each, and their ledger rows
 * (the way the order's money is read everywhere). Bills add up as pricing's do: bill - coupon + packing + delivery +
 * 5% tax + tip. Diners are 1,000 numbers starting with 7. Its orders' references start with MEASURE.
 *   DATA_DIR=<folder> (the server stopped) or DATABASE_URL=<url> node --import tsx scripts/seed-orders.ts <first day> <days> <orders a day>
 * prints the seeded days' orders and their ledger's paid and given-back sums (paise) as JSON.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { midnightOfDay } from '../src/lib/closures';
import type { Database } from '../server/db/client';
import { openCliDatabase } from './cliDatabase';

export async function seedOrders(db: Database, { firstDay, days, perDay }: { firstDay: string; days: number; perDay: number }): Promise<void> {
  await db.execute(sql`insert into users (uuid, mobile) select gen_random_uuid(), '7' || lpad(g::text, 9, '0') from generate_series(1, 1000) g on conflict (mobile) do nothing`);
  // Each order at an outlet, by a diner, between 11:00 and 23:00 in Kolkata on its day; its bill adds up as pricing's does.
  await db.execute(sql`
    with outlets as (select id, row_number() over (order by id) - 1 as n, count(*) over () as many from restaurants),
         diners as (select id, row_number() over (order by id) - 1 as n from users where mobile like '7%'),
         g as (
           select g, ${new Date(midnightOfDay(firstDay))}::timestamptz + ((g - 1) / ${perDay}) * interval '1 day' + interval '11 hours' + ((g * 7919) % 43200) * interval '1 second' as at,
                  20000 + (g * 37) % 80000 as bill, case when g % 10 = 0 then 5000 else 0 end as discount, case when g % 3 = 1 then 4000 else 0 end as delivery,
                  case when g % 7 = 0 then 2000 else 0 end as tip
             from generate_series(1, ${days * perDay}) g
         )
    insert into orders (ref_id, user_id, restaurant_id, order_type, status, payment_status, payment_mode, coupon_code, restaurant_bill_paise, coupon_discount_paise,
                        packing_charges_paise, delivery_fee_paise, taxes_paise, tip_paise, grand_total_paise, is_delivery_offer_applicable, created_at, updated_at, placed_at, paid_at)
    select 'MEASURE' || g.g, d.id, o.id, (array['TakeAway', 'HomeDelivery', 'DineIn'])[1 + g.g % 3], case when g.g % 20 = 0 then 'CANCELLED' else 'DELIVERED' end, 'PAID',
           (array['UPI', 'CARD', 'WALLET', 'CASH_ON_DELIVERY'])[1 + (g.g / 3) % 4], case when g.g % 10 = 0 then 'SAVE' || (g.g % 3) end, g.bill, g.discount,
           2000, g.delivery, (g.bill - g.discount) * 5 / 100, g.tip, g.bill - g.discount + 2000 + g.delivery + (g.bill - g.discount) * 5 / 100 + g.tip, false, g.at, g.at, g.at, g.at
      from g join diners d on d.n = g.g % 1000 join outlets o on o.n = g.g % o.many`);
  await db.execute(sql`
    with dishes as (select id, title, price_paise, veg_non_veg, row_number() over (order by id) - 1 as n from menu_items order by id limit 20)
    insert into order_items (order_id, item_id, title, price_paise, quantity, veg_non_veg)
    select o.id, d.id, d.title, d.price_paise, 1 + o.id % 2, d.veg_non_veg
      from orders o join dishes d on d.n = o.id % 20 or d.n = (o.id + 7) % 20
     where o.ref_id like 'MEASURE%'`);
  await db.execute(sql`
    insert into order_ledger (order_id, user_id, flow, means, payment_mode, amount_paise, cause, reference, at)
    select id, user_id, 'PAID', case payment_mode when 'WALLET' then 'WALLET' when 'CASH_ON_DELIVERY' then 'CASH' else 'ONLINE' end, payment_mode, grand_total_paise, 'ORDER', 'measure-paid-' || id, placed_at
      from orders where ref_id like 'MEASURE%'
    union all
    select id, user_id, 'BACK', 'WALLET', null, grand_total_paise, 'CANCELLED', 'measure-back-' || id, placed_at + interval '10 minutes'
      from orders where ref_id like 'MEASURE%' and status = 'CANCELLED'
    union all
    select id, user_id, 'BACK', 'WALLET', null, 5000, 'SUPPORT', 'measure-credit-' || id, placed_at + interval '1 hour'
      from orders where ref_id like 'MEASURE%' and status <> 'CANCELLED' and id % 33 = 0`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [firstDay, days, perDay] = process.argv.slice(2);
  if (!firstDay || !days || !perDay) throw new Error('Usage: seed-orders.ts <first day, 2026-10-01> <days> <orders a day>');
  const database = await openCliDatabase();
  try {
    await seedOrders(database.db, { firstDay, days: Number(days), perDay: Number(perDay) });
    // What the seeded days' ledger rows and orders add up to, read from the rows themselves: what a report must show.
    const from = new Date(midnightOfDay(firstDay));
    const until = new Date(midnightOfDay(firstDay) + Number(days) * 86_400_000);
    const [sums] = ((await database.db.execute(sql`
      select (select count(*) from orders where placed_at >= ${from} and placed_at < ${until})::int as orders,
             (select coalesce(sum(amount_paise), 0) from order_ledger where flow = 'PAID' and at >= ${from} and at < ${until})::int as "paidPaise",
             (select coalesce(sum(amount_paise), 0) from order_ledger where flow = 'BACK' and at >= ${from} and at < ${until})::int as "backPaise"`)) as unknown as { rows: unknown[] }).rows;
    console.log(JSON.stringify(sums));
  } finally {
    await database.close();
  }
}
