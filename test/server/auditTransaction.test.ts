/**
 * Every staff change and its audit row commit together (issue 36's rule, unguarded until issue 44): written through
 * the pool instead of the change's transaction, an audit row is committed before its change is, or alone when the
 * change rolls back; on PostgreSQL nothing else noticed (on PGlite the write waits forever on its own transaction).
 * No console write refuses after its audit row (each writes it last), so the refusal cannot show it; what shows it
 * is what PostgreSQL keeps of each row, on both databases: `xmin`, the transaction that wrote it. The audit row of
 * each kind of change must carry the same one as the row it describes. (A savepoint's rows carry the savepoint's own
 * id: no console write uses one.) Not here: a removed table and a removed passkey leave no row to compare.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type {
  AdminClosure,
  AdminDish,
  AdminOutlet,
  AdminSection,
  MenuImportPreview,
  OutletPhoto,
  PendingInvitation,
  PosCatalogue,
  PriceChange,
  StaffMe,
  StaffPasskey,
} from '../../src/api/contract';
import type { AdminTable, MadeOutletKey } from '../../src/api/contract/adminTables';
import {
  auditLog,
  menuCategories,
  menuItems,
  menuSubCategories,
  orderLedger,
  orders,
  outletClosures,
  outletKeys,
  restaurants,
  restaurantTables,
  riders,
  staff,
  staffInvites,
  staffPasskeys,
} from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { MOHALI, draft, newCustomer } from '../support/ordering';
import { post } from './http';
import { pngOf } from '../support/pngFile';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { SoftAuthenticator } from '../support/softAuthenticator';
import { staffClient, type Member } from '../support/staff';

let server: TestServer;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
const { admin, join } = staffClient(() => server, clock.now);
let owner: Member;
let mohaliId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  mohaliId = (await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI)))[0]!.id;
  owner = await join('owner');
});
afterAll(() => server.close());

async function xminOf(query: SQL): Promise<string> {
  const result = (await server.db.execute(query)) as unknown as { rows: Array<{ xid: string }> };
  if (result.rows.length !== 1) throw new Error(`Expected one row, found ${result.rows.length}`);
  return result.rows[0]!.xid;
}

/**
 * Whether the newest audit row of the record and the record's row as it is now were written by one transaction:
 * 'one transaction', or what each was written by.
 */
async function written(entity: string, entityId: string | number, table: PgTable, key: PgColumn, value: string | number): Promise<string> {
  const audit = await xminOf(
    sql`select xmin::text as xid from ${auditLog} where ${auditLog.entity} = ${entity} and ${auditLog.entityId} = ${String(entityId)} order by ${auditLog.id} desc limit 1`,
  );
  const record = await xminOf(sql`select xmin::text as xid from ${table} where ${key} = ${value}`);
  return audit === record ? 'one transaction' : `the audit row by transaction ${audit}, the change by ${record}`;
}

/** Each step makes one kind of console change (expecting 200) and says how its audit row was written. */
type Step = [change: string, run: () => Promise<string>];

async function ok<T>(answer: Promise<{ status: number; body: { message: string; responsePacket: T } }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, body.message).toBe(200);
  return body.responsePacket;
}

describe('a console change and its audit row', () => {
  it('are written by one transaction, for every kind of change that leaves its row', async () => {
    const steps: Step[] = [];
    const step = (change: string, run: () => Promise<string>) => steps.push([change, run]);

    // Closures.
    let closure = 0;
    step('a closure made', async () => {
      closure = (await ok(admin<AdminClosure>(owner, 'POST', '/closures', { outletId: mohaliId, startsOn: '2026-04-01', endsOn: '2026-04-01', reason: 'Repairs' }))).id;
      return written('closure', closure, outletClosures, outletClosures.id, closure);
    });
    step('a closure removed', async () => {
      await ok(admin(owner, 'DELETE', `/closures/${closure}`));
      return written('closure', closure, outletClosures, outletClosures.id, closure);
    });

    // Outlets.
    let outlet: AdminOutlet | undefined;
    step('an outlet made', async () => {
      const { imageUrl } = await ok(admin<OutletPhoto>(owner, 'POST', '/outlet-photos', { fileBase64: pngOf(16, 12).toString('base64') }));
      const body = { code: 'AUD', title: 'Gold Leaf — Audit', area: 'Zirakpur', address: 'VIP Road, Zirakpur', latitude: 30.64, longitude: 76.82, phone: '+91 98140 12345' };
      const rest = { email: 'aud@goldleaf.in', imageUrl, openingTime: '10:00', closingTime: '23:00', deliveryRadiusInMeter: 6000, availableInDineIn: true, availableInHomeDelivery: false, availableInTakeAway: true };
      outlet = await ok(admin<AdminOutlet>(owner, 'POST', '/outlets', { ...body, ...rest }));
      return written('outlet', outlet.id, restaurants, restaurants.id, outlet.id);
    });
    step('an outlet edited', async () => {
      await ok(admin(owner, 'PATCH', `/outlets/${outlet!.id}`, { version: outlet!.version, description: 'By the highway' }));
      return written('outlet', outlet!.id, restaurants, restaurants.id, outlet!.id);
    });

    // Tables and keys.
    let table = '';
    step('a table added', async () => {
      table = (await ok(admin<AdminTable>(owner, 'POST', `/outlets/${mohaliId}/tables`, { tableNumber: 'Patio 1' }))).code;
      return written('table', table, restaurantTables, restaurantTables.code, table);
    });
    step('a table renamed', async () => {
      await ok(admin(owner, 'PATCH', `/outlets/${mohaliId}/tables/${table}`, { tableNumber: 'Patio 2' }));
      return written('table', table, restaurantTables, restaurantTables.code, table);
    });
    let key: MadeOutletKey | undefined;
    step('an outlet key made', async () => {
      key = await ok(admin<MadeOutletKey>(owner, 'POST', `/outlets/${mohaliId}/keys`, { label: 'Audit tablet' }));
      return written('outlet_key', key.id, outletKeys, outletKeys.id, key.id);
    });
    step('a rider added with the key', async () => {
      const res = await fetch(`${server.url}/v1/outlet-api/riders`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key!.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Audit Rider', phone: '9812300001' }),
      });
      expect(res.status).toBe(200);
      const [rider] = await server.db.select({ id: riders.id }).from(riders).where(eq(riders.phone, '9812300001'));
      return written('rider', rider!.id, riders, riders.id, rider!.id);
    });
    step('an outlet key revoked', async () => {
      await ok(admin(owner, 'POST', `/outlets/${mohaliId}/keys/${key!.id}/revoke`));
      return written('outlet_key', key!.id, outletKeys, outletKeys.id, key!.id);
    });

    // The menu: sections, dishes, a bulk price change, an import.
    let section: AdminSection | undefined;
    step('a menu section made', async () => {
      section = (await ok(admin<AdminSection[]>(owner, 'POST', '/menu/sections', { title: 'Audit specials', ref: 'AUDC' }))).find((s) => s.ref === 'AUDC')!;
      return written('menu_section', section.id, menuCategories, menuCategories.id, section.id);
    });
    step('a menu section renamed', async () => {
      await ok(admin(owner, 'PATCH', `/menu/sections/${section!.id}`, { title: 'Audit favourites' }));
      return written('menu_section', section!.id, menuCategories, menuCategories.id, section!.id);
    });
    let subSection = 0;
    step('a menu sub-section made', async () => {
      const sections = await ok(admin<AdminSection[]>(owner, 'POST', `/menu/sections/${section!.id}/sub-sections`, { title: 'Audit plates', ref: 'AUDS' }));
      subSection = sections.find((s) => s.id === section!.id)!.subSections.find((s) => s.ref === 'AUDS')!.id;
      return written('menu_sub_section', subSection, menuSubCategories, menuSubCategories.id, subSection);
    });
    step('a menu sub-section renamed', async () => {
      await ok(admin(owner, 'PATCH', `/menu/sub-sections/${subSection}`, { title: 'Audit bowls' }));
      return written('menu_sub_section', subSection, menuSubCategories, menuSubCategories.id, subSection);
    });
    let dish: AdminDish | undefined;
    step('a dish made', async () => {
      const body = { outletId: mohaliId, categoryId: section!.id, subCategoryId: subSection, title: 'Audit thali', price: 250, vegNonVeg: 'VEG', energyKcal: 600 };
      dish = await ok(admin<AdminDish>(owner, 'POST', '/dishes', body));
      return written('dish', dish.id, menuItems, menuItems.id, dish.id);
    });
    step('a dish edited', async () => {
      dish = await ok(admin<AdminDish>(owner, 'PATCH', `/dishes/${dish!.id}`, { version: dish!.version, price: 260 }));
      return written('dish', dish.id, menuItems, menuItems.id, dish.id);
    });
    step('a bulk price change', async () => {
      await ok(admin<PriceChange>(owner, 'POST', '/dishes/prices', { ids: [dish!.id], percent: 10, versions: { [dish!.id]: dish!.version } }));
      return written('dish', dish!.id, menuItems, menuItems.id, dish!.id);
    });
    step('a menu import', async () => {
      const exported = await fetch(`${server.url}/v1/admin/menu/export?outletId=${mohaliId}&format=json`, { headers: { 'X-Forwarded-For': owner.address, Cookie: owner.cookie! } });
      const catalogue = (await exported.json()) as PosCatalogue;
      const content = JSON.stringify({ ...catalogue, items: catalogue.items.map((item) => (item.name === 'Audit thali' ? { ...item, price: 300 } : item)) });
      const { digest } = await ok(admin<MenuImportPreview>(owner, 'POST', '/menu/import/preview', { outletId: mohaliId, format: 'json', content }));
      await ok(admin(owner, 'POST', '/menu/import', { outletId: mohaliId, format: 'json', content, expectedDigest: digest }));
      const [dishRow, summary] = [await written('dish', dish!.id, menuItems, menuItems.id, dish!.id), await written('menu_import', mohaliId, menuItems, menuItems.id, dish!.id)];
      return dishRow === summary ? dishRow : `the dish: ${dishRow}; the summary: ${summary}`;
    });

    // Money: support's credit, whose ledger row of money back is the change.
    step('support’s credit to a diner’s wallet', async () => {
      const support = await join('support');
      const diner = await newCustomer(server);
      const saved = await draft(server, diner, [['Butter Naan', 1]], { orderType: 'TakeAway' });
      expect((await post(server, `/placeOrder/${saved.orderRefId}`, { paymentMode: 'WALLET' }, diner.auth)).status).toBe(200);
      await ok(admin(support, 'POST', `/orders/${saved.orderRefId}/credit`, { amount: 10, reason: 'Arrived cold' }));
      const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.refId, saved.orderRefId));
      return written('order', saved.orderRefId, orderLedger, orderLedger.reference, `support-${order!.id}-1`);
    });

    // Staff: an invitation made and withdrawn, one joining, one removed, a passkey added.
    const invitationId = async (email: string) => (await ok(admin<PendingInvitation[]>(owner, 'GET', '/invitations'))).find((row) => row.email === email)!.id;
    step('an invitation made', async () => {
      await ok(admin(owner, 'POST', '/invitations', { email: 'audit.editor@chain.in', role: 'editor' }));
      const id = await invitationId('audit.editor@chain.in');
      return written('staff_invite', id, staffInvites, staffInvites.id, id);
    });
    step('an invitation withdrawn', async () => {
      const id = await invitationId('audit.editor@chain.in');
      await ok(admin(owner, 'DELETE', `/invitations/${id}`));
      return written('staff_invite', id, staffInvites, staffInvites.id, id);
    });
    let editor: StaffMe | undefined;
    step('someone joining', async () => {
      editor = await ok(admin<StaffMe>(await join('editor'), 'GET', '/me'));
      return written('staff', editor.id, staff, staff.id, editor.id);
    });
    step('someone removed', async () => {
      await ok(admin(owner, 'DELETE', `/staff/${editor!.id}`));
      return written('staff', editor!.id, staff, staff.id, editor!.id);
    });
    step('a passkey added', async () => {
      const options = await ok(admin<PublicKeyCredentialCreationOptionsJSON>(owner, 'POST', '/passkeys/options', {}));
      const passkey = await ok(admin<StaffPasskey>(owner, 'POST', '/passkeys', { name: 'Audit laptop', response: new SoftAuthenticator().register(options, server.url) }));
      return written('staff_passkey', passkey.id, staffPasskeys, staffPasskeys.id, passkey.id);
    });

    const outcomes: Array<[string, string]> = [];
    for (const [change, run] of steps) {
      clock.advance(1000);
      outcomes.push([change, await run()]);
    }
    expect(outcomes).toEqual(steps.map(([change]) => [change, 'one transaction']));
  });
});
