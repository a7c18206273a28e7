/**
 * An outlet's dine-in tables in the console (issue 36): an owner and the outlet's own manager list, add, rename and
 * remove them; a manager of another outlet, an editor, a customer and no one are refused and change nothing; a table
 * with diners at it is never removed; each change writes its audit row; a new table's QR code opens it for a diner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TableEntry } from '../../src/api/contract';
import type { AdminTable } from '../../src/api/contract/adminTables';
import { auditLog, restaurantTables, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { NO_SUCH_TABLE, sameTableName, tableInUse } from '../../server/routes/admin/tables';
import { post } from './http';
import { MOHALI, newCustomer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient } from '../support/staff';

let server: TestServer;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let mohaliId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  otherId = rows.find((row) => row.uuid !== MOHALI && row.availableInDineIn)!.id;
});
afterAll(() => server.close());
const { admin, join, outsiders } = staffClient(() => server, clock.now);

const tablesAt = async (outletId: number) =>
  (await server.db.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, outletId))).map((row) => `${row.code}=${row.tableNumber}`).sort();
const auditOf = (code: string) => server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'table'), eq(auditLog.entityId, code)));

describe('an outlet’s tables in the console', () => {
  it('the outlet’s manager lists, adds, renames and removes a table, each audited; the new table’s QR code seats a diner', async () => {
    const manager = await join('manager', [mohaliId]);
    const listed = await admin<AdminTable[]>(manager, 'GET', `/outlets/${mohaliId}/tables`);
    expect(listed.status).toBe(200);
    expect(listed.body.responsePacket.map((table) => [table.code, table.tableNumber, table.inUse])).toEqual([
      ['GL-MOH8-T1', 'T1', false],
      ['GL-MOH8-T2', 'T2', false],
      ['GL-MOH8-T3', 'T3', false],
    ]);

    const added = await admin<AdminTable>(manager, 'POST', `/outlets/${mohaliId}/tables`, { tableNumber: 'Patio 1' });
    expect([added.status, added.body.message]).toEqual([200, 'Table Patio 1 added']);
    expect(added.body.responsePacket).toMatchObject({ code: 'GL-MOH8-T4', tableNumber: 'Patio 1', secret: expect.stringMatching(/^[A-Z0-9]{8,}$/) });
    const [made] = await auditOf('GL-MOH8-T4');
    expect(made).toMatchObject({ action: 'create', role: 'manager', outletId: mohaliId, before: null, after: { code: 'GL-MOH8-T4', tableNumber: 'Patio 1' } });

    // Its QR code (code and secret) opens it for a diner, as a printed one would.
    const diner = await newCustomer(server);
    const seated = await post<TableEntry>(server, '/joinTable', { tableCode: 'GL-MOH8-T4', key: added.body.responsePacket.secret }, diner.auth);
    expect(seated.status).toBe(200);

    const same = await admin(manager, 'POST', `/outlets/${mohaliId}/tables`, { tableNumber: 'patio 1' });
    expect([same.status, same.body.message]).toEqual([409, sameTableName('patio 1')]);

    const renamed = await admin<AdminTable>(manager, 'PATCH', `/outlets/${mohaliId}/tables/GL-MOH8-T2`, { tableNumber: 'Window 2' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.responsePacket).toMatchObject({ code: 'GL-MOH8-T2', tableNumber: 'Window 2' });
    const [rename] = await auditOf('GL-MOH8-T2');
    expect(rename).toMatchObject({ action: 'update', before: { tableNumber: 'T2' }, after: { tableNumber: 'Window 2' } });

    const removed = await admin(manager, 'DELETE', `/outlets/${mohaliId}/tables/GL-MOH8-T3`);
    expect([removed.status, removed.body.message]).toEqual([200, 'Table T3 removed: its QR code no longer opens anything']);
    expect((await auditOf('GL-MOH8-T3'))[0]).toMatchObject({ action: 'delete', after: null, before: { code: 'GL-MOH8-T3', tableNumber: 'T3' } });
    const gone = await admin(manager, 'DELETE', `/outlets/${mohaliId}/tables/GL-MOH8-T3`);
    expect([gone.status, gone.body.message]).toEqual([404, NO_SUCH_TABLE]);

    expect(await tablesAt(mohaliId)).toEqual(['GL-MOH8-T1=T1', 'GL-MOH8-T2=Window 2', 'GL-MOH8-T4=Patio 1']);
    const listedNow = (await admin<AdminTable[]>(manager, 'GET', `/outlets/${mohaliId}/tables`)).body.responsePacket;
    expect(listedNow.find((table) => table.code === 'GL-MOH8-T4')?.inUse).toBe(true);
  });

  it('a table with diners at it is not removed, with what to do; once its session went quiet it can be', async () => {
    const owner = await join('owner');
    const added = (await admin<AdminTable>(owner, 'POST', `/outlets/${mohaliId}/tables`, { tableNumber: 'Busy 9' })).body.responsePacket;
    const diner = await newCustomer(server);
    expect((await post<TableEntry>(server, '/joinTable', { tableCode: added.code, key: added.secret }, diner.auth)).status).toBe(200);

    const audited = (await auditOf(added.code)).length;
    const refused = await admin(owner, 'DELETE', `/outlets/${mohaliId}/tables/${added.code}`);
    expect([refused.status, refused.body.message]).toEqual([409, tableInUse('Busy 9')]);
    expect(await tablesAt(mohaliId)).toContain(`${added.code}=Busy 9`);
    expect(await auditOf(added.code)).toHaveLength(audited);

    // Four quiet hours later the session is over: the table goes (its past cart with it).
    clock.advance(4 * 3_600_000);
    expect((await admin(owner, 'DELETE', `/outlets/${mohaliId}/tables/${added.code}`)).status).toBe(200);
    expect(await tablesAt(mohaliId)).not.toContain(`${added.code}=Busy 9`);
  });

  it('a manager of another outlet, an editor, a customer and no one are refused and change nothing', async () => {
    const owner = await join('owner');
    const { callers } = await outsiders(otherId);
    const before = await tablesAt(mohaliId);
    for (const [who, caller, status, message] of callers) {
      for (const [method, path, body] of [
        ['GET', `/outlets/${mohaliId}/tables`, undefined],
        ['POST', `/outlets/${mohaliId}/tables`, { tableNumber: 'Sneaky' }],
        ['PATCH', `/outlets/${mohaliId}/tables/GL-MOH8-T1`, { tableNumber: 'Sneaky' }],
        ['DELETE', `/outlets/${mohaliId}/tables/GL-MOH8-T1`, undefined],
      ] as const) {
        const answer = await admin(caller, method, path, body);
        expect([who, method, answer.status, answer.body.message]).toEqual([who, method, status, message]);
      }
    }
    expect(await tablesAt(mohaliId)).toEqual(before);
    // The owner looks after every outlet's tables.
    expect((await admin<AdminTable[]>(owner, 'GET', `/outlets/${otherId}/tables`)).status).toBe(200);
    expect((await admin(owner, 'POST', `/outlets/${otherId}/tables`, { tableNumber: 'Terrace' })).status).toBe(200);
  });

  it('a bad name is refused with a clear message, and tables added at once get a code each (a race only PostgreSQL can show)', { tags: ['postgres'] }, async () => {
    const owner = await join('owner');
    for (const [body, message] of [
      [{ tableNumber: '  ' }, 'Give the table a name, like T4'],
      [{ tableNumber: 'x'.repeat(21) }, "A table's name has at most 20 characters"],
      [{ tableNumber: '<b>' }, "tableNumber: A table's name is letters, digits, spaces and . ' # / -"],
      [{ tableNumber: 'T9', code: 'GL-X' }, expect.stringContaining('code')],
    ] as const) {
      const answer = await admin(owner, 'POST', `/outlets/${mohaliId}/tables`, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    const names = ['Bar 1', 'Bar 2', 'Bar 3', 'Bar 4', 'Bar 5', 'Bar 6', 'Bar 7', 'Bar 8'];
    const all = await Promise.all(names.map((tableNumber) => admin<AdminTable>(owner, 'POST', `/outlets/${mohaliId}/tables`, { tableNumber })));
    expect(all.map((answer) => answer.status)).toEqual(names.map(() => 200));
    expect(new Set(all.map((answer) => answer.body.responsePacket.code)).size).toBe(names.length);
  });
});
