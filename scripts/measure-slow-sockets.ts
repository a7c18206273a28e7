/**
 * Issue 44: what slow clients cost everyone else. The server runs as its own process (server/main.ts, PGlite, its
 * production limits: headers within 10 s, http/listen.ts); this script times a normal GET (an outlet's menu, one every
 * 10 ms on one keep-alive connection) for PHASE_SECONDS without slow sockets, for as long with 200 of them (each
 * trickling its headers a byte a second, and opened again as soon as the server closes it, as an attacker would),
 * and once more without. Prints p50 and p99 of each phase and how many slow sockets the server cut off (408), and
 * exits 1 when the GET's p50 or p99 with the slow sockets is over 20 % above the phases without them (their mean,
 * so a machine that grows busier or quieter meanwhile does not count).
 *   npm run measure:slow-sockets
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SLOW_SOCKETS = Number(process.env.SLOW_SOCKETS ?? 200);
const PHASE_SECONDS = Number(process.env.PHASE_SECONDS ?? 15);
const GET_EVERY_MS = 10;
const TRICKLE_EVERY_MS = 1_000;
const ALLOWED_SLOWDOWN = 0.2;
const MOHALI = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MENU = `/v1/api/getItemListWithCatSubCat/${MOHALI}`;

async function startServer(dataDir: string): Promise<{ url: URL; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'), LOG_FORMAT: 'text', DRAIN_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // Only the start is kept: the access log of the run is thousands of lines.
      if (output.length < 100_000) output += chunk.toString();
      const match = /App ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { url: new URL(url), child };
}

/** One GET of the menu on the keep-alive connection, its time in ms. */
function timedGet(url: URL, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: url.hostname, port: url.port, path: MENU, agent, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`menu GET answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET every 10 ms for `seconds`: each one's time. */
async function latencies(url: URL, agent: Agent, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    times.push(await timedGet(url, agent));
    await wait(Math.max(0, GET_EVERY_MS - (performance.now() - started)));
  }
  return times;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Phase {
  name: string;
  count: number;
  p50: number;
  p99: number;
}

function phase(name: string, times: number[]): Phase {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, count: times.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * `count` sockets that each send a request's headers a byte a second; one the server closes is opened again at once.
 * stop() closes them all; cutOff counts the server's 408s.
 */
function slowSockets(url: URL, count: number): { stop(): void; open(): number; cutOff(): number } {
  const headers = `GET ${MENU} HTTP/1.1\r\nHost: ${url.host}\r\nUser-Agent: slow\r\n${'X-Slow: a\r\n'.repeat(200)}\r\n`;
  const sockets = new Set<Socket>();
  let stopped = false;
  let cutOff = 0;
  const openOne = () => {
    if (stopped) return;
    const socket = connect(Number(url.port), url.hostname);
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      sockets.add(socket);
      // Spread over the second, so the bytes do not all come at once.
      setTimeout(() => {
        timer = setInterval(() => {
          if (sent < headers.length) socket.write(headers[sent++]!);
        }, TRICKLE_EVERY_MS);
      }, Math.random() * TRICKLE_EVERY_MS);
    });
    socket.on('data', (chunk) => {
      if (chunk.toString().startsWith('HTTP/1.1 408')) cutOff++;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      openOne();
    });
  };
  for (let i = 0; i < count; i++) openOne();
  return {
    open: () => sockets.size,
    cutOff: () => cutOff,
    stop: () => {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'measure-slow-sockets-'));
const server = await startServer(dataDir);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
try {
  // Warm: the menu's first answers build its cache and JIT the route.
  await latencies(server.url, agent, 5);
  const before = phase('without slow sockets', await latencies(server.url, agent, PHASE_SECONDS));
  const attack = slowSockets(server.url, SLOW_SOCKETS);
  while (attack.open() < SLOW_SOCKETS) await wait(50);
  const during = phase(`with ${SLOW_SOCKETS} slow sockets`, await latencies(server.url, agent, PHASE_SECONDS));
  const stillOpen = attack.open();
  const cutOff = attack.cutOff();
  attack.stop();
  const after = phase('without them again', await latencies(server.url, agent, PHASE_SECONDS));

  const base = { p50: (before.p50 + after.p50) / 2, p99: (before.p99 + after.p99) / 2 };
  const slowdown = { p50: during.p50 / base.p50 - 1, p99: during.p99 / base.p99 - 1 };
  const ms = (value: number) => value.toFixed(2).padStart(8);
  console.log(`\nMenu GET, one every ${GET_EVERY_MS} ms for ${PHASE_SECONDS} s per phase (ms)`);
  console.log('phase                          GETs    p50       p99');
  for (const row of [before, during, after]) console.log(`${row.name.padEnd(28)} ${String(row.count).padStart(6)} ${ms(row.p50)}  ${ms(row.p99)}`);
  console.log(`\nSlow sockets: ${SLOW_SOCKETS} kept open (${stillOpen} open at the end of their phase); the server cut off ${cutOff} of them with 408 during it.`);
  const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
  console.log(`Slowdown against the phases without them: p50 ${percent(slowdown.p50)}, p99 ${percent(slowdown.p99)} (allowed: ${percent(ALLOWED_SLOWDOWN)}).`);
  if (slowdown.p50 > ALLOWED_SLOWDOWN || slowdown.p99 > ALLOWED_SLOWDOWN) {
    console.log('Outside the budget.');
    process.exitCode = 1;
  } else console.log('Within the budget.');
} finally {
  agent.destroy();
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
