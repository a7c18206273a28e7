/**
 * A table only its diners can join (issue 34). Table codes are easy to guess (GL-MOH8-T1), so ordering at a table
 * needs the secret its QR code carries; a newcomer to a session with diners waits, seeing nothing of the table,
 * until a diner lets them in or they type the join code a diner's phone shows (a few wrong tries, then only a diner
 * can); a table has at most MAX_TABLE_DINERS; the outlet clears a table and retires its printed codes. On PGlite;
 * the race (tagged postgres) on PostgreSQL too.
 */
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TABLE_DINERS, MAX_TABLE_WAITING, type Envelope, type TableEntry, type TableScan, type TableSession } from '../../src/api/contract';
import type { OutletTable } from '../../src/outlet/contract';
import { MSG } from '../../src/config/messages';
import { restaurantTables, restaurants, tableSessions } from '../../server/db/schema';
import { createOutletKey } from '../../server/outlet/keys';
import { SESSION_ENDED } from '../../server/tables/session';
import { tableWords } from '../../server/messages/tables';
import { backendName } from '../support/database';
import { dish, FARIDABAD, MOHALI, newCustomer, saveOrder, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { tableKeyOf } from '../support/tables';
import { get, post } from './http';

let server: TestServer;
// 12:30 in Kolkata: Mohali Phase 8 is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
/** Enough diners for a full table, its waiting newcomers and one more; each test sits them at a fresh table. */
let diners: Customer[];
let mohaliKey: string;
let faridabadKey: string;
const TABLE = 'GL-MOH8-T1';

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  diners = await Promise.all(Array.from({ length: MAX_TABLE_DINERS + MAX_TABLE_WAITING + 2 }, () => newCustomer(server)));
  const outletId = async (uuid: string) => (await server.db.select().from(restaurants).where(eq(restaurants.uuid, uuid)))[0]?.id ?? -1;
  mohaliKey = (await createOutletKey(server.db, await outletId(MOHALI), 'Kitchen board', clock.now())).key;
  faridabadKey = (await createOutletKey(server.db, await outletId(FARIDABAD), 'Kitchen board', clock.now())).key;
}, 120_000);
afterAll(() => server.close());

/** No session open at any table: one test's session never meets another's. */
async function freshTable(): Promise<string> {
  await server.db.update(tableSessions).set({ closedAt: new Date(clock.now()) }).where(isNull(tableSessions.closedAt));
  return TABLE;
}
const secret = () => tableKeyOf(server.db, TABLE);
const joinWith = (customer: Customer, body: Record<string, unknown>) => post<TableEntry>(server, '/joinTable', { tableCode: TABLE, ...body }, customer.auth);
async function join(customer: Customer, name?: string): Promise<TableEntry> {
  const res = await joinWith(customer, { key: await secret(), ...(name ? { name } : {}) });
  expect(res.status, res.body.message).toBe(200);
  return res.body.responsePacket;
}
const read = (customer: Customer, sessionId: string) => get<TableSession>(server, `/tableSession/${sessionId}`, customer.auth);
const entry = (customer: Customer, sessionId: string) => get<TableEntry>(server, `/tableSession/${sessionId}/entry`, customer.auth);
const typeCode = (customer: Customer, sessionId: string, code: string) => post<TableEntry>(server, `/tableSession/${sessionId}/joinCode`, { code }, customer.auth);
const admit = (customer: Customer, sessionId: string, requestId: string, yes = true) =>
  post<TableSession>(server, `/tableSession/${sessionId}/admit`, { requestId, admit: yes }, customer.auth);
const addNaan = async (customer: Customer, sessionId: string) =>
  post<TableSession>(server, `/tableSession/${sessionId}/line`, { itemId: (await dish(server, 'Butter Naan')).itemId, change: 'ADD' }, customer.auth);
const scan = (key?: string) => post<TableScan>(server, `/scanQrCode/${TABLE}`, key === undefined ? {} : { key });
const dineInDraft = (customer: Customer, tableKey?: string) =>
  saveOrder(server, customer, [['Butter Naan', 1]], { orderType: 'DineIn', tableCode: TABLE, ...(tableKey === undefined ? { tableKey: undefined } : { tableKey }) });

async function outlet<T>(path: string, key = mohaliKey, method: 'GET' | 'POST' = 'POST'): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${server.url}/v1/outlet-api${path}`, { method, headers: { Authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** The opener's table, and the newcomer's request as the opener's phone sees it. */
async function waitingAt(opener: Customer, newcomer: Customer, name?: string) {
  const opened = await join(opener);
  const waiting = await join(newcomer, name);
  const [request] = (await read(opener, opened.sessionId)).body.responsePacket.waiting;
  if (!request) throw new Error('nobody waiting');
  return { sessionId: opened.sessionId, waiting, request };
}

/** Seats `count` diners at a fresh table (the first opens it and lets in the rest); the session's id. */
async function seated(count: number): Promise<string> {
  await freshTable();
  const [first, ...rest] = diners.slice(0, count) as [Customer, ...Customer[]];
  const { sessionId, joinCode } = (await join(first)).session as TableSession;
  for (const diner of rest) {
    const { status } = await join(diner);
    expect(status).toBe('WAITING');
    expect((await typeCode(diner, sessionId, joinCode as string)).body.responsePacket.status).toBe('ADMITTED');
  }
  return sessionId;
}

describe(`joining a table on ${backendName()}`, () => {
  it('refuses a stranger who has the table’s code but not its QR code’s secret: no join, no scan, no dine-in order', async () => {
    const [stranger] = diners as [Customer];
    await freshTable();
    const real = await secret();
    const oneOff = real.slice(0, -1) + (real.endsWith('X') ? 'Y' : 'X');
    for (const key of [undefined, '', 'GUESSED', oneOff]) {
      const body = key === undefined ? {} : { key };
      const joined = await joinWith(stranger, body);
      expect([joined.status, joined.body.message]).toEqual([422, MSG.scanQr]);
      const scanned = await scan(key);
      expect([scanned.status, scanned.body.message]).toEqual([422, MSG.scanQr]);
      const ordered = await dineInDraft(stranger, key);
      expect([ordered.status, ordered.body.message]).toEqual([422, MSG.scanQr]);
    }
    // The old way, the code alone in the address, is told to scan too.
    const byPath = await get(server, `/scanQrCode/${TABLE}`);
    expect([byPath.status, byPath.body.message]).toEqual([422, MSG.scanQr]);
    // With the secret (case and the printed dashes do not matter), the table opens.
    const printed = (await secret()).toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    expect((await scan(printed)).body.responsePacket).toMatchObject({ code: TABLE, tableNumber: 'T1' });
    expect((await dineInDraft(stranger, await secret())).status).toBe(200);
  });

  it('prints a secret of 120 random bits on each table, different at every table', async () => {
    const secrets = (await server.db.select({ secret: restaurantTables.secret }).from(restaurantTables)).map((row) => row.secret);
    expect(secrets.every((value) => /^[0-9A-HJKMNP-TV-Z]{24}$/.test(value))).toBe(true);
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('refuses the old secret once the outlet gave the table a new one; the new one works', async () => {
    const [diner] = diners as [Customer];
    await freshTable();
    const old = await secret();
    const rotated = await outlet<OutletTable>(`/tables/${TABLE}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.responsePacket.secret).not.toBe(old);
    expect(rotated.body.responsePacket.secret).toBe(await secret());
    expect((await joinWith(diner, { key: old })).body.message).toBe(MSG.scanQr);
    expect((await scan(old)).body.message).toBe(MSG.scanQr);
    expect((await dineInDraft(diner, old)).body.message).toBe(MSG.scanQr);
    expect((await join(diner)).status).toBe('ADMITTED');
  });

  it('keeps a newcomer waiting, seeing and changing nothing of the table, until a diner lets them in by the name they gave', async () => {
    const [asha, ravi] = diners as [Customer, Customer];
    await freshTable();
    const opened = await join(asha, 'Asha');
    expect(opened).toMatchObject({ status: 'ADMITTED', name: 'Asha' });
    await addNaan(asha, opened.sessionId);
    const waiting = await join(ravi, '  Ravi ');
    expect(waiting).toEqual({
      sessionId: opened.sessionId,
      status: 'WAITING',
      name: 'Ravi',
      tableCode: TABLE,
      tableNumber: 'T1',
      restaurantUuid: MOHALI,
      restaurantName: 'Gold Leaf — Mohali Phase 8',
      session: null,
    });
    expect((await entry(ravi, opened.sessionId)).body.responsePacket).toEqual(waiting);
    // Nothing to read, nothing to change, no round to send, no bill to pay.
    for (const res of [
      await read(ravi, opened.sessionId),
      await addNaan(ravi, opened.sessionId),
      await post(server, `/tableSession/${opened.sessionId}/sendRound`, {}, ravi.auth),
      await post(server, `/tableSession/${opened.sessionId}/pay`, { kind: 'EQUAL', paymentMode: 'WALLET', expectedAmount: 0 }, ravi.auth),
    ]) {
      expect([res.status, res.body.message]).toEqual([403, tableWords.waitingForTable.en]);
    }
    // Asha's phone shows who is waiting; she lets him in (a moment later), and he sees the table.
    clock.advance(1_000);
    const seen = (await read(asha, opened.sessionId)).body.responsePacket;
    expect(seen.members).toEqual([{ name: 'Asha', you: true }]);
    expect(seen.waiting).toEqual([{ requestId: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/), name: 'Ravi' }]);
    const letIn = await admit(asha, opened.sessionId, seen.waiting[0]?.requestId as string);
    expect(letIn.body.message).toBe('Ravi joined the table');
    expect(letIn.body.responsePacket.waiting).toEqual([]);
    const inside = (await entry(ravi, opened.sessionId)).body.responsePacket;
    expect(inside.status).toBe('ADMITTED');
    expect(inside.session?.members).toEqual([
      { name: 'Asha', you: false },
      { name: 'Ravi', you: true },
    ]);
    expect(inside.session?.cart.map((line) => [line.title, line.addedBy])).toEqual([['Butter Naan', 'Asha']]);
    expect((await addNaan(ravi, opened.sessionId)).status).toBe(200);
  });

  it('takes back a waiting newcomer’s request when they cancel it: the diners no longer see it, none can let them in, a diner in stays in, and a rescan asks again', async () => {
    const [asha, ravi] = diners as [Customer, Customer];
    await freshTable();
    const opened = await join(asha, 'Asha');
    await join(ravi, 'Ravi');
    const requestId = (await read(asha, opened.sessionId)).body.responsePacket.waiting[0]?.requestId as string;
    const withdraw = (customer: Customer) => post<null>(server, `/tableSession/${opened.sessionId}/withdraw`, {}, customer.auth);
    expect((await withdraw(ravi)).status).toBe(200);
    expect((await read(asha, opened.sessionId)).body.responsePacket.waiting).toEqual([]);
    expect((await admit(asha, opened.sessionId, requestId)).status).toBe(404);
    expect((await entry(ravi, opened.sessionId)).status).toBe(404);
    // Only a request is taken back: a diner already in who sends it stays at the table.
    expect((await withdraw(asha)).status).toBe(200);
    expect((await read(asha, opened.sessionId)).body.responsePacket.members).toEqual([{ name: 'Asha', you: true }]);
    // Scanning again asks again.
    expect((await join(ravi, 'Ravi')).status).toBe('WAITING');
    expect((await read(asha, opened.sessionId)).body.responsePacket.waiting.map((one) => one.name)).toEqual(['Ravi']);
  });

  it('takes a name of letters only, up to 20', async () => {
    const [asha] = diners as [Customer];
    await freshTable();
    for (const name of ['<b>Asha</b>', 'A'.repeat(21), '12345', ' ']) {
      expect((await joinWith(asha, { key: await secret(), name })).status).toBe(400);
    }
    expect((await join(asha, 'आशा')).name).toBe('आशा');
  });

  it('lets in a newcomer who types the join code a diner’s phone shows', async () => {
    const [asha, ravi] = diners as [Customer, Customer];
    await freshTable();
    const opened = await join(asha);
    const code = opened.session?.joinCode as string;
    expect(code).toMatch(/^\d{4}$/);
    await join(ravi);
    const inside = await typeCode(ravi, opened.sessionId, code);
    expect(inside.body.responsePacket.status).toBe('ADMITTED');
    expect(inside.body.responsePacket.session?.members).toHaveLength(2);
  });

  it('counts wrong join codes: five on a phone, then only a diner can let it in; twenty at a table, and the code stops working', async () => {
    const [asha, ...newcomers] = diners as [Customer, ...Customer[]];
    await freshTable();
    const opened = await join(asha);
    const code = opened.session?.joinCode as string;
    const wrong = code === '0000' ? '1111' : '0000';
    const [ravi, ...others] = newcomers as [Customer, ...Customer[]];
    await join(ravi);
    for (const left of [4, 3, 2, 1]) expect((await typeCode(ravi, opened.sessionId, wrong)).body.message).toBe(`That is not the table’s join code. Tries left: ${left}.`);
    const fifth = await typeCode(ravi, opened.sessionId, wrong);
    expect([fifth.status, fifth.body.message]).toEqual([422, tableWords.joinCodeSpent.en]);
    // Even the right code now: this phone has had its tries.
    expect((await typeCode(ravi, opened.sessionId, code)).body.message).toBe(tableWords.joinCodeSpent.en);
    expect((await entry(ravi, opened.sessionId)).body.responsePacket.status).toBe('WAITING');
    // Three more phones, five wrong each: twenty at the table; the code is gone from the diners' screens too.
    for (const other of others.slice(0, 3)) {
      await join(other);
      for (let i = 0; i < 5; i += 1) await typeCode(other, opened.sessionId, wrong);
    }
    const late = others[3] as Customer;
    await join(late);
    expect((await typeCode(late, opened.sessionId, code)).body.message).toBe(tableWords.joinCodeSpent.en);
    expect((await read(asha, opened.sessionId)).body.responsePacket.joinCode).toBeNull();
    // A diner can still let them in.
    const [request] = (await read(asha, opened.sessionId)).body.responsePacket.waiting;
    expect((await admit(asha, opened.sessionId, request?.requestId as string)).status).toBe(200);
  });

  it('leaves a declined newcomer out: nothing to read or change, no join code, and a rescan does not ask again', async () => {
    const [asha, ravi] = diners as [Customer, Customer];
    await freshTable();
    const { sessionId, request } = await waitingAt(asha, ravi, 'Ravi');
    const declined = await admit(asha, sessionId, request.requestId, false);
    expect(declined.body.message).toBe('Ravi was not let in');
    expect(declined.body.responsePacket.waiting).toEqual([]);
    expect((await entry(ravi, sessionId)).body.responsePacket).toMatchObject({ status: 'DECLINED', session: null });
    const code = (await read(asha, sessionId)).body.responsePacket.joinCode as string;
    for (const res of [await read(ravi, sessionId), await addNaan(ravi, sessionId), await typeCode(ravi, sessionId, code)]) {
      expect([res.status, res.body.message]).toEqual([403, tableWords.declinedByTable.en]);
    }
    expect((await join(ravi)).status).toBe('DECLINED');
    expect((await read(asha, sessionId)).body.responsePacket.waiting).toEqual([]);
    // Nor can anyone admit him afterwards by his old request.
    expect((await admit(asha, sessionId, request.requestId)).status).toBe(404);
  });

  it(`seats at most ${MAX_TABLE_DINERS} diners, and says so to the next`, async () => {
    const sessionId = await seated(MAX_TABLE_DINERS);
    const [first] = diners as [Customer];
    expect((await read(first, sessionId)).body.responsePacket.members).toHaveLength(MAX_TABLE_DINERS);
    const full = await joinWith(diners[MAX_TABLE_DINERS] as Customer, { key: await secret() });
    expect([full.status, full.body.message]).toEqual([422, `This table already has ${MAX_TABLE_DINERS} diners. Ask the staff for help.`]);
  });

  it(`never seats more than ${MAX_TABLE_DINERS}, however joins, codes and admissions race (a race only PostgreSQL can show)`, { tags: ['postgres'] }, async () => {
    // A burst of scans at a free table: one opens it, the others wait (as many as may), the rest are told.
    await freshTable();
    const burst = diners.slice(0, MAX_TABLE_WAITING + 2);
    const key = await secret();
    const answers = await Promise.all(burst.map((diner) => joinWith(diner, { key })));
    const statuses = answers.map((res) => (res.status === 200 ? res.body.responsePacket.status : res.body.message));
    expect(statuses.filter((s) => s === 'ADMITTED')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'WAITING')).toHaveLength(MAX_TABLE_WAITING);
    expect(statuses.filter((s) => s === tableWords.tooManyWaiting.en)).toHaveLength(1);

    // Two seats left and six newcomers at the door: three let in by diners, three typing the code, all at once.
    const sessionId = await seated(MAX_TABLE_DINERS - 2);
    const [host] = diners as [Customer];
    const door = diners.slice(MAX_TABLE_DINERS - 2, MAX_TABLE_DINERS - 2 + 6);
    const names = ['Anil', 'Bina', 'Chetan', 'Dev', 'Esha', 'Farid'];
    for (const [i, newcomer] of door.entries()) await join(newcomer, names[i]);
    const { waiting, joinCode } = (await read(host, sessionId)).body.responsePacket;
    expect(waiting).toHaveLength(6);
    // Diners let in the first three by name; the other three type the code.
    const requestOf = (name: string) => waiting.find((request) => request.name === name)?.requestId as string;
    const admitters = diners.slice(0, 3);
    const races = await Promise.all([
      ...names.slice(0, 3).map((name, i) => admit(admitters[i] as Customer, sessionId, requestOf(name))),
      ...door.slice(3).map((newcomer) => typeCode(newcomer, sessionId, joinCode as string)),
    ]);
    expect(races.filter((res) => res.status === 200)).toHaveLength(2);
    expect(races.filter((res) => res.body.message === `This table already has ${MAX_TABLE_DINERS} diners. Ask the staff for help.`)).toHaveLength(4);
    expect((await read(host, sessionId)).body.responsePacket.members).toHaveLength(MAX_TABLE_DINERS);
  });

  it('lets the outlet clear a table: its session ends at once, and every phone at it is told so', async () => {
    const [asha, ravi] = diners as [Customer, Customer];
    await freshTable();
    const { sessionId, request } = await waitingAt(asha, ravi);
    await admit(asha, sessionId, request.requestId);
    const listed = await outlet<OutletTable[]>('/tables', mohaliKey, 'GET');
    expect(listed.body.responsePacket.find((table) => table.code === TABLE)).toMatchObject({ tableNumber: 'T1', secret: await secret(), session: { diners: 2, waiting: 0 } });
    const cleared = await outlet<OutletTable>(`/tables/${TABLE}/clear`);
    expect(cleared.body.responsePacket).toMatchObject({ code: TABLE, session: null });
    for (const diner of [asha, ravi]) {
      for (const res of [await read(diner, sessionId), await addNaan(diner, sessionId), await entry(diner, sessionId)]) {
        expect([res.status, res.body.message]).toEqual([410, SESSION_ENDED]);
      }
    }
    // The next scan starts afresh.
    expect((await join(ravi)).sessionId).not.toBe(sessionId);
  });

  it('refuses another outlet’s key: it can neither clear a table nor give it a new secret', async () => {
    const [asha] = diners as [Customer];
    await freshTable();
    const { sessionId } = await join(asha);
    const before = await secret();
    for (const action of ['clear', 'rotate']) {
      const res = await outlet(`/tables/${TABLE}/${action}`, faridabadKey);
      expect([res.status, res.body.message]).toEqual([404, 'No such table at this outlet']);
    }
    expect((await outlet<OutletTable[]>('/tables', faridabadKey, 'GET')).body.responsePacket.map((table) => table.code)).not.toContain(TABLE);
    expect(await secret()).toBe(before);
    expect((await read(asha, sessionId)).status).toBe(200);
  });
});
