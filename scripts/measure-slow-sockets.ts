/**
 * Issue 44: what slow clients cost everyone else. Two servers run as processes of their own (server/main.ts, PGlite,
 * the production limits: a request's headers within 10 s, http/listen.ts): the one under attack, and a control that
 * is never attacked. A normal GET (an outlet's menu) goes to each in turn, one every 10 ms on a keep-alive connection,
 * so both are timed in the same moments and a machine that is busier for a while (other work on it) slows both alike.
 *
 * First CALIBRATE_SECONDS without slow sockets (the two servers alike: the attacked one's latency over the
 * control's), then ATTACK_SECONDS with 200 slow sockets on one (each trickling its headers a byte a second, opened
 * again as soon as the server cuts it off with 408, as an attacker would; 30 s sees each cut off about three times).
 * Prints p50 and p99 of each server in each phase, how many slow sockets were cut off, and the slowdown: the attacked
 * server's p50 and p99 over the control's while attacked, relative to the same ratio without the attack. Exits 1 when
 * either is over 20 %.
 *   npm run measure:slow-sockets
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SLOW_SOCKETS = Number(process.env.SLOW_SOCKETS ?? 200);
const CALIBRATE_SECONDS = Number(process.env.CALIBRATE_SECONDS ?? 15);
const ATTACK_SECONDS = Number(process.env.ATTACK_SECONDS ?? 30);
const GET_EVERY_MS = 10;
const TRICKLE_EVERY_MS = 1_000;
const ALLOWED_SLOWDOWN = 0.2;
const MOHALI = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MENU = `/v1/api/getItemListWithCatSubCat/${MOHALI}`;

interface Server {
  url: URL;
  child: ChildProcess;
  dataDir: string;
  agent: Agent;
}

async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'measure-slow-sockets-'));
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
  return { url: new URL(url), child, dataDir, agent: new Agent({ keepAlive: true, maxSockets: 1 }) };
}

async function stopServer(server: Server): Promise<void> {
  server.agent.destroy();
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** One GET of the menu on the server's keep-alive connection, its time in ms. */
function timedGet(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: server.url.hostname, port: server.url.port, path: MENU, agent: server.agent, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`menu GET answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** For `seconds`, a GET every 10 ms to each server in turn: each one's times. */
async function latencies(servers: Server[], seconds: number): Promise<number[][]> {
  const times = servers.map((): number[] => []);
  const until = performance.now() + seconds * 1000;
  for (let turn = 0; performance.now() < until; turn++) {
    const started = performance.now();
    const which = turn % servers.length;
    times[which]!.push(await timedGet(servers[which]!));
    await wait(Math.max(0, GET_EVERY_MS - (performance.now() - started)));
  }
  return times;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Phase {
  count: number;
  p50: number;
  p99: number;
}

function phase(times: number[]): Phase {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: times.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
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
    let trickle: NodeJS.Timeout | undefined;
    // Spread over the second, so the bytes of all the sockets do not come at once.
    const start = setTimeout(() => {
      trickle = setInterval(() => {
        if (sent < headers.length) socket.write(headers[sent++]!);
      }, TRICKLE_EVERY_MS);
    }, Math.random() * TRICKLE_EVERY_MS);
    socket.setNoDelay(true);
    socket.on('connect', () => sockets.add(socket));
    socket.on('data', (chunk) => {
      if (chunk.toString().startsWith('HTTP/1.1 408')) cutOff++;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(start);
      clearInterval(trickle);
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

const attacked = await startServer();
const control = await startServer();
try {
  // Warm: the menu's first answers build its cache and JIT the route.
  await latencies([attacked, control], 5);
  const [calmAttacked, calmControl] = (await latencies([attacked, control], CALIBRATE_SECONDS)).map(phase) as [Phase, Phase];
  const attack = slowSockets(attacked.url, SLOW_SOCKETS);
  while (attack.open() < SLOW_SOCKETS) await wait(50);
  const [hitAttacked, hitControl] = (await latencies([attacked, control], ATTACK_SECONDS)).map(phase) as [Phase, Phase];
  const stillOpen = attack.open();
  const cutOff = attack.cutOff();
  attack.stop();

  const ms = (value: number) => value.toFixed(2).padStart(8);
  console.log(`\nMenu GET, one every ${GET_EVERY_MS} ms to each server in turn (ms)`);
  console.log('phase                                   server     GETs    p50       p99');
  const row = (name: string, server: string, figures: Phase) => console.log(`${name.padEnd(39)} ${server.padEnd(9)} ${String(figures.count).padStart(6)} ${ms(figures.p50)}  ${ms(figures.p99)}`);
  row(`without slow sockets, ${CALIBRATE_SECONDS} s`, 'attacked', calmAttacked);
  row('', 'control', calmControl);
  row(`with ${SLOW_SOCKETS} on one, ${ATTACK_SECONDS} s`, 'attacked', hitAttacked);
  row('', 'control', hitControl);
  const slowdown = {
    p50: hitAttacked.p50 / hitControl.p50 / (calmAttacked.p50 / calmControl.p50) - 1,
    p99: hitAttacked.p99 / hitControl.p99 / (calmAttacked.p99 / calmControl.p99) - 1,
  };
  const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
  console.log(`\nSlow sockets: ${stillOpen} of ${SLOW_SOCKETS} open at the end; the server cut off ${cutOff} with 408 (each reopened at once).`);
  console.log(`Slowdown of the attacked server against the control: p50 ${percent(slowdown.p50)}, p99 ${percent(slowdown.p99)} (allowed: ${percent(ALLOWED_SLOWDOWN)}).`);
  if (slowdown.p50 > ALLOWED_SLOWDOWN || slowdown.p99 > ALLOWED_SLOWDOWN) {
    console.log('Outside the budget.');
    process.exitCode = 1;
  } else console.log('Within the budget.');
} finally {
  await stopServer(attacked);
  await stopServer(control);
}
