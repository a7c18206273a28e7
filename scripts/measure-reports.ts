/**
 * The finance reports over a month on PostgreSQL (issue 47's budget: under 1 s each): seeds 30 days of 1,000 orders a
 * day (MEASURE_DAYS, MEASURE_ORDERS_PER_DAY) with bulk SQL — orders across the outlets, every order type and payment
 * mode, one in ten with a coupon, one in twenty cancelled (all back to the wallet), one in 33 with a support credit,
 * two dishes each and their ledger rows — then times each report through the real server (GET /v1/admin/reports, and
 * Takings) as finance and as a manager, the median of 3, and prints the plan's top node of the slowest one.
 * Then it shows a report answers while another transaction holds the locks placing an order takes (the orders' rows
 * FOR UPDATE and an uncommitted ledger row): the reports are plain SELECTs and wait for none of them. No index is
 * added for them: a month is most of the ledger and the orders, which PostgreSQL reads whole (a sequential scan of
 * 32,000 rows takes tens of milliseconds) faster than through an index on their time.
 * Not part of `npm test`:
 *   TEST_PG_PORT=55443 bash scripts/with-postgres.sh npm run measure:reports
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { kolkataDayOf, midnightOfDay } from '../src/lib/closures';
import { STAFF_COOKIE } from '../src/api/staffEndpoints';
import type { FinanceReport } from '../src/api/reportsContract';
import { openSession } from '../server/staff/sessions';
import { seedOrders } from './seed-orders';
import { startTestServer } from '../test/support/server';

const DAYS = Number(process.env.MEASURE_DAYS ?? 30);
const PER_DAY = Number(process.env.MEASURE_ORDERS_PER_DAY ?? 1_000);
const RUNS = 3;
const DAY_MS = 86_400_000;
if (!process.env.TEST_DATABASE_URL) throw new Error('Run under scripts/with-postgres.sh (or set TEST_DATABASE_URL): the budget is PostgreSQL’s');

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const server = await startTestServer();
const db = server.db;
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

try {
  const lastDay = kolkataDayOf(Date.now());
  const firstDay = kolkataDayOf(Date.now() - (DAYS - 1) * DAY_MS);
  const start = new Date(midnightOfDay(firstDay));
  const total = DAYS * PER_DAY;
  let began = Date.now();

  await seedOrders(db, { firstDay, days: DAYS, perDay: PER_DAY });
  await db.execute(sql`analyze`);
  const [counts] = await rowsOf<{ orders: string; items: string; ledger: string }>(
    sql`select (select count(*) from orders) as orders, (select count(*) from order_items) as items, (select count(*) from order_ledger) as ledger`,
  );
  console.log(`Seeded ${total} orders over ${DAYS} days (${firstDay} to ${lastDay}): ${counts?.orders} orders, ${counts?.items} dish lines, ${counts?.ledger} ledger rows in ${((Date.now() - began) / 1000).toFixed(1)} s (load ${load()})`);

  // Finance, and a manager of two outlets, signed in as the console signs them in (a session row; finance's second factor set up).
  const [outletA, outletB] = await rowsOf<{ id: number }>(sql`select id from restaurants order by id limit 2`);
  const member = async (role: 'finance' | 'manager', outletIds: number[]) => {
    const [row] = await rowsOf<{ id: number }>(
      sql`insert into staff (email, name, role, outlet_ids, password_hash, totp_confirmed_at) values (${`${role}@measure.in`}, ${role}, ${role}, ${`{${outletIds.join(',')}}`}::integer[], 'not-a-hash', now()) returning id`,
    );
    return `${STAFF_COOKIE}=${await openSession(db, row!.id, 'measure-reports', Date.now())}`;
  };
  const finance = await member('finance', []);
  const manager = await member('manager', [outletA!.id, outletB!.id]);

  const timed = async (cookie: string, path: string): Promise<{ ms: number; body: { responsePacket: FinanceReport } }> => {
    const times: number[] = [];
    let body: { responsePacket: FinanceReport; message: string } | null = null;
    for (let run = 0; run < RUNS; run++) {
      began = performance.now();
      const res = await fetch(`${server.url}/v1/admin${path}`, { headers: { Cookie: cookie } });
      body = (await res.json()) as { responsePacket: FinanceReport; message: string };
      times.push(performance.now() - began);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.message}`);
    }
    return { ms: times.sort((a, b) => a - b)[1]!, body: body! };
  };

  const range = `from=${firstDay}&to=${lastDay}`;
  const cases: Array<[string, string, string]> = [
    ['finance', finance, `/takings?${range}`],
    ...(['day', 'week', 'month'] as const).flatMap((period) =>
      (['outlet', 'city', 'orderType', 'paymentMethod'] as const).map((by): [string, string, string] => ['finance', finance, `/reports?${range}&period=${period}&by=${by}`]),
    ),
    ['manager of 2 outlets', manager, `/reports?${range}&period=day&by=outlet`],
  ];
  // One call first, untimed: the server's first answer pays for loading its code and PostgreSQL's for warming its cache.
  await fetch(`${server.url}/v1/admin/reports?${range}`, { headers: { Cookie: finance } });
  let slowest = { ms: 0, what: '' };
  console.log(`\nEach report over ${DAYS} days, median of ${RUNS} (load ${load()}):`);
  for (const [who, cookie, path] of cases) {
    const { ms, body } = await timed(cookie, path);
    const rows = Array.isArray(body.responsePacket) ? (body.responsePacket as unknown[]).length : body.responsePacket.rows.length;
    console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${who.padEnd(20)} ${path.replace(range, '<30 days>')}  (${rows} rows)`);
    if (ms > slowest.ms) slowest = { ms, what: path };
  }
  console.log(`Slowest: ${slowest.ms.toFixed(0)} ms (${slowest.what.replace(range, '<30 days>')}); budget 1000 ms: ${slowest.ms < 1000 ? 'met' : 'MISSED'} (load ${load()})`);

  // The ledger's side of the biggest report, as PostgreSQL plans it.
  const plan = await rowsOf<{ 'QUERY PLAN': string }>(sql`explain analyze select to_char(date_trunc('day', (l.at at time zone 'UTC') + interval '330 minutes'), 'YYYY-MM-DD'), coalesce(l.payment_mode, l.means), sum(l.amount_paise) filter (where l.flow = 'PAID'), sum(l.amount_paise) filter (where l.flow = 'BACK')
    from order_ledger l join orders o on o.id = l.order_id join restaurants r on r.id = o.restaurant_id where l.at >= ${start} and l.at < ${new Date(midnightOfDay(lastDay) + DAY_MS)} group by 1, 2`);
  console.log(`\nThe ledger's query by day and payment method:\n${plan.map((line) => `  ${line['QUERY PLAN']}`).join('\n')}`);

  // Placing an order locks its order row and writes ledger rows: a transaction holding exactly those locks does not hold the report up.
  const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(sql`select current_database() as name`);
  const holderUrl = new URL(process.env.TEST_DATABASE_URL!);
  holderUrl.pathname = `/${name}`;
  const holder = new pg.Client({ connectionString: holderUrl.toString() });
  await holder.connect();
  await holder.query('begin');
  const locked = await holder.query(`select id from orders where placed_at >= now() - interval '1 day' for update`);
  await holder.query(`insert into order_ledger (order_id, user_id, flow, means, payment_mode, amount_paise, cause, reference, at) select id, user_id, 'PAID', 'ONLINE', 'UPI', 100, 'TIP', 'measure-held-' || id, now() from orders where placed_at >= now() - interval '1 day'`);
  const held = await Promise.race([
    timed(finance, `/reports?${range}&period=day&by=outlet`).then(({ ms }) => `answered in ${ms.toFixed(0)} ms`),
    new Promise<string>((resolve) => setTimeout(() => resolve('WAITED 10 s for the locks'), 10_000)),
  ]);
  await holder.query('rollback');
  await holder.end();
  console.log(`\nWith another transaction holding ${locked.rowCount} orders' rows FOR UPDATE and their uncommitted ledger rows, the report ${held} (load ${load()})`);
} finally {
  await server.close();
}
