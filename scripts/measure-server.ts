/**
 * Issue 22: the reference server under load, as a separate process (server/main.ts) so the load generator does
 * not share its event loop: autocannon, 50 connections for 10 s each, against an outlet's menu (GET), the outlet
 * list (POST, the app's own query) and checkout (POST saveOrder, signed in), on PGlite and, when
 * TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL beside it. Prints requests per second and p50/p99,
 * and two figures that depend little on how busy the machine is: the statements each request sent the database
 * (the server's db_queries_total over its requests) and the server process's CPU time per request
 * (process_cpu_seconds_total; with PGlite that includes the database, with PostgreSQL not), and checks GUIDE's budget: menu GET on PostgreSQL at least 2,000 req/s
 * with p99 under 100 ms, and saveOrder's statements: a new draft costs the sign-in check, the cart's dishes and one
 * statement writing the draft with its lines (exit 1 if either is missed).
 *   npm run measure:server                                   (PGlite only)
 *   bash scripts/with-postgres.sh npm run measure:server     (both)
 * MEASURE_CPU_PROF=<folder> runs each server under `node --cpu-prof` and leaves its profile there (one per backend,
 * open it in Chrome's DevTools or read its top frames). MEASURE_ONLY=<text> loads only the targets whose name holds it
 * ('saveOrder', 'outlet list').
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_ADDRESS, RESTAURANT_LIST_QUERY } from '../src/config/constants';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.MEASURE_SECONDS ?? 10);
const MOHALI = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const BUDGET = { rps: 2000, p99Ms: 100 };
/** Statements per saveOrder of a new draft, on either database: halfway to a fourth, as the push worker sends a few meanwhile. */
const SAVE_ORDER_STATEMENTS = 3.5;
const CPU_PROF_DIR = process.env.MEASURE_CPU_PROF;
const ONLY = process.env.MEASURE_ONLY;

interface Running {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function startServer(databaseUrl: string | undefined, dataDir: string): Promise<Running> {
  const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'), LOG_FORMAT: 'text', DRAIN_SECONDS: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // Only the start is kept: the access log of a load test is millions of lines.
      if (output.length < 100_000) output += chunk.toString();
      const match = /App ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { url, child, output: () => output };
}

async function signIn(server: Running): Promise<string> {
  const mobile = '9876501234';
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/v1/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ responsePacket: { mobile: string; secretKey: string } }>);
  await post('/generateOtpForUser', { mobileNumber: mobile });
  const deadline = Date.now() + 5_000;
  let otp: string | undefined;
  while (!otp && Date.now() < deadline) {
    otp = new RegExp(`OTP for ${mobile}: (\\d+)`).exec(server.output())?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { responsePacket } = await post('/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: otp });
  return `Basic ${Buffer.from(`${responsePacket.mobile}:${responsePacket.secretKey}`).toString('base64')}`;
}

interface Row {
  backend: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Statements sent to the database per request answered. */
  queries: number;
  /** The server process's CPU milliseconds per request answered. */
  cpuMs: number;
}

/** The server's own counts from /metrics: statements sent to the database, its CPU seconds, and requests answered. */
async function counts(url: string): Promise<{ queries: number; cpuSeconds: number; requests: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const sum = (name: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return { queries: sum('db_queries_total'), cpuSeconds: sum('process_cpu_seconds_total'), requests: sum('http_requests_total') };
}

async function load(server: string, url: string, options: Partial<autocannon.Options>): Promise<Omit<Row, 'backend' | 'target'>> {
  const before = await counts(server);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  const after = await counts(server);
  // The scrape before is counted among the requests after; the push worker's few statements are noise here.
  const requests = Math.max(1, after.requests - before.requests - 1);
  const queries = (after.queries - before.queries) / requests;
  const cpuMs = ((after.cpuSeconds - before.cpuSeconds) * 1000) / requests;
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, queries, cpuMs };
}

async function measure(backend: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'measure-server-'));
  const server = await startServer(databaseUrl, dataDir);
  try {
    const auth = await signIn(server);
    const menu = (await (await fetch(`${server.url}/v1/api/getItemListWithCatSubCat/${MOHALI}`)).json()) as { responsePacket: { itemList: Array<{ itemId: number }> } };
    const itemId = menu.responsePacket.itemList[0]?.itemId;
    const json = { 'Content-Type': 'application/json' };
    const targets: Array<[string, Partial<autocannon.Options>]> = [
      ['menu GET', { url: `${server.url}/v1/api/getItemListWithCatSubCat/${MOHALI}` }],
      [
        'outlet list POST',
        { method: 'POST', headers: json, body: JSON.stringify({ ...RESTAURANT_LIST_QUERY, latitude: DEFAULT_ADDRESS.latitude, longitude: DEFAULT_ADDRESS.longitude, orderType: 'All' }) },
      ],
      ['checkout (saveOrder) POST', { method: 'POST', headers: { ...json, Authorization: auth }, body: JSON.stringify({ restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId, quantity: 1 }] }) }],
    ];
    const rows: Row[] = [];
    for (const [target, options] of targets) {
      if (ONLY && !target.includes(ONLY)) continue;
      const url = options.url ?? `${server.url}/v1/api/${target.startsWith('outlet') ? 'restaurantList' : 'saveOrder'}`;
      rows.push({ backend, target, ...(await load(server.url, url, { ...options, url })) });
    }
    return rows;
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await measure('PGlite', undefined);
const postgres = process.env.TEST_DATABASE_URL;
if (postgres) rows.push(...(await measure('PostgreSQL', postgres)));
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each`);
console.log('backend     target                      req/s   p50 ms  p99 ms  errors  queries/req  CPU ms/req');
for (const r of rows) {
  console.log(
    `${r.backend.padEnd(11)} ${r.target.padEnd(26)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${r.queries.toFixed(1).padStart(12)} ${r.cpuMs.toFixed(2).padStart(11)}`,
  );
}
const menuOnPostgres = rows.find((r) => r.backend === 'PostgreSQL' && r.target === 'menu GET');
if (!menuOnPostgres) {
  console.log('\nThe budget is for PostgreSQL: run under scripts/with-postgres.sh to check it.');
} else if (menuOnPostgres.rps >= BUDGET.rps && menuOnPostgres.p99 < BUDGET.p99Ms) {
  console.log(`\nWithin budget: menu GET on PostgreSQL ${menuOnPostgres.rps} req/s (>= ${BUDGET.rps}), p99 ${menuOnPostgres.p99} ms (< ${BUDGET.p99Ms}).`);
} else {
  console.log(`\nOutside budget: menu GET on PostgreSQL ${menuOnPostgres.rps} req/s (budget >= ${BUDGET.rps}), p99 ${menuOnPostgres.p99} ms (budget < ${BUDGET.p99Ms}).`);
  process.exitCode = 1;
}
for (const r of rows.filter((row) => row.target.includes('saveOrder'))) {
  if (r.queries > SAVE_ORDER_STATEMENTS) {
    console.log(`Outside budget: saveOrder on ${r.backend} sent ${r.queries.toFixed(1)} statements a request (budget <= ${SAVE_ORDER_STATEMENTS}).`);
    process.exitCode = 1;
  }
}
