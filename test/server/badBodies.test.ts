/**
 * The fuzz pass (issue 44; GUIDE: 'no 500, ever'): every POST, PUT, PATCH and DELETE of the diner's API, the outlet
 * API, the rider API and the console, taken from the app's own routes (a route added later is fuzzed too), gets the
 * bad bodies of test/support/badBodies.ts from the party it serves, signed in, so the body is really read: a
 * customer, the outlet's key, a rider's shift, an owner of the console. Path parameters are real where the fixture
 * has them (an order of the customer's, the table's session, a rider of the outlet). An answer of 500, or a refusal
 * that is not the envelope with a message, fails the test, naming the route, the body's kind and the server's error
 * line. It found: a closure's 'soon' (RangeError: Invalid time value), a latitude of 5e-324 in the outlet list and the
 * search (PostgreSQL's underflow), and support's credit of 5e-324 rupees ('A wallet credit must be positive, got 0').
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, TableEntry } from '../../src/api/contract';
import { API_BASE_PATH, QUANTITY_CHANGES } from '../../src/api/endpoints';
import { TABLE_NEEDS } from '../../src/api/contract/orders';
import { ADMIN_API_BASE_PATH } from '../../src/api/staffEndpoints';
import { OUTLET_API_BASE_PATH, OUTLET_MOVES } from '../../src/outlet/constants';
import { RIDER_API_BASE_PATH } from '../../src/rider/constants';
import { kolkataDayOf } from '../../src/lib/closures';
import { createOutletKey } from '../../server/outlet/keys';
import { fieldKinds, learnBody, wholeBodyKinds, type Answer, type BadBody, type Json } from '../support/badBodies';
import { MOHALI, NEAR_MOHALI, dish, draft, newCustomer, type Customer } from '../support/ordering';
import { riderKit, type RiderKit } from '../support/riders';
import { startTestServer, type TestServer } from '../support/server';
import { staffClient, type Member } from '../support/staff';
import { tableKeyOf } from '../support/tables';
import { basicAuth, post, signIn, uniqueMobile } from './http';

const DAY_MS = 86_400_000;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The diner's table, and another for the kitchen's and head office's table routes (which clear and rename it). */
const DINER_TABLE = 'GL-MOH8-T1';
const OTHER_TABLE = 'GL-MOH8-T2';

interface Party {
  name: string;
  base: string;
  headers(): Record<string, string>;
  /** A read that needs the party's sign-in: 401 once a route ended it. */
  probe: string;
  /** Signs in again after a route ended the sign-in (logout, the console's DELETE /session). */
  refresh(): Promise<void>;
}

let server: TestServer;
let kit: RiderKit;
let customer: Customer;
let owner: Member;
/** Finance decides refunds above the owner's limit (the owner may not): those routes are fuzzed as finance. */
let finance: Member | { address: string; cookie?: string } = { address: '203.0.113.250' };
const FINANCE_ROUTES = new Set([`POST ${ADMIN_API_BASE_PATH}/refund-requests/:id/approve`, `POST ${ADMIN_API_BASE_PATH}/refund-requests/:id/decline`]);
const fixture = {
  draftRef: '',
  placedRef: '',
  outletOrderRef: '',
  riderOrderRef: '',
  riderToken: '',
  outletKey: '',
  spareKeyId: 0,
  spareRiderId: 0,
  tableSessionId: '',
  txnId: '',
  itemId: 0,
  tableKey: '',
  strangerMobile: uniqueMobile(),
};
const staff = staffClient(() => server, () => Date.now());

beforeAll(async () => {
  // The customer signs in again after logout: no wait between codes for one number here.
  server = await startTestServer({ otpLimits: { perNumber: { max: 1_000_000, windowMs: 3_600_000, minGapMs: 0 } } });
  kit = await riderKit(server, Date.now());
  customer = await newCustomer(server);
  fixture.outletKey = kit.key;
  fixture.itemId = (await dish(server, 'Paneer Tikka')).itemId;
  const handed = await kit.handed('CASH_ON_DELIVERY', customer);
  fixture.riderOrderRef = handed.ref;
  fixture.riderToken = handed.token;
  fixture.outletOrderRef = (await kit.readyOrder(customer)).orderRefId;
  const placed = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
  expect((await post<Order>(server, `/placeOrder/${placed.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth)).body.message).toBe('Order Placed');
  fixture.placedRef = placed.orderRefId;
  fixture.draftRef = (await draft(server, customer, [['Paneer Tikka', 2]])).orderRefId;
  fixture.tableKey = await tableKeyOf(server.db, DINER_TABLE);
  fixture.tableSessionId = (await post<TableEntry>(server, '/joinTable', { tableCode: DINER_TABLE, key: fixture.tableKey, name: 'Asha' }, customer.auth)).body.responsePacket.sessionId;
  fixture.txnId = (await post<{ paymentTransactionRefId: string }>(server, '/generatePaymentRequest', { amount: 100, paymentMode: 'ONLINE' }, customer.auth)).body.responsePacket.paymentTransactionRefId;
  fixture.spareRiderId = (await kit.newRider('Spare Rider')).riderId;
  fixture.spareKeyId = (await createOutletKey(server.db, kit.outletId, 'Spare key', Date.now())).id;
  owner = await staff.join('owner');
  expect((await staff.admin(owner, 'POST', '/closures', { outletId: kit.outletId, startsOn: kolkataDayOf(Date.now() + 100 * DAY_MS), endsOn: kolkataDayOf(Date.now() + 101 * DAY_MS), reason: 'Fuzz' })).status).toBe(200);
  expect((await staff.admin(owner, 'POST', '/invitations', { email: 'fuzz@chain.in', role: 'editor', outletIds: [] })).status).toBe(200);
}, 60_000);
afterAll(() => server.close());

const parties: Party[] = [
  {
    name: 'diner',
    base: API_BASE_PATH,
    headers: () => customer.auth,
    probe: '/profileDetail',
    refresh: async () => {
      const credentials = await signIn(server, customer.credentials.mobile);
      customer = { credentials, auth: basicAuth(credentials) };
    },
  },
  {
    name: 'outlet',
    base: OUTLET_API_BASE_PATH,
    headers: () => ({ Authorization: `Bearer ${fixture.outletKey}` }),
    probe: '/me',
    refresh: async () => {
      fixture.outletKey = (await createOutletKey(server.db, kit.outletId, 'Kitchen board', Date.now())).key;
    },
  },
  {
    name: 'rider',
    base: RIDER_API_BASE_PATH,
    headers: () => ({ Authorization: `Bearer ${fixture.riderToken}` }),
    probe: '/me',
    refresh: async () => {},
  },
  {
    name: 'console',
    base: ADMIN_API_BASE_PATH,
    headers: () => ({ 'X-Forwarded-For': owner.address, ...(owner.cookie ? { Cookie: owner.cookie } : {}) }),
    probe: '/me',
    refresh: async () => {
      owner = await staff.join('owner');
    },
  },
];

/** A field's real value where the fixture has one: the body then reaches past validation into the route's work. */
function plausible(party: Party, field: string): Json | undefined {
  const orderRef = party.name === 'diner' ? fixture.draftRef : party.name === 'rider' ? fixture.riderOrderRef : fixture.placedRef;
  const values: Record<string, Json> = {
    orderRefId: orderRef,
    restaurantUuid: MOHALI,
    mobileNumber: fixture.strangerMobile,
    phone: fixture.strangerMobile,
    riderPhone: fixture.strangerMobile,
    riderName: 'Asha',
    tableCode: DINER_TABLE,
    key: fixture.tableKey,
    itemId: fixture.itemId,
    outletId: kit.outletId,
    latitude: NEAR_MOHALI.latitude,
    longitude: NEAR_MOHALI.longitude,
    quantity: 1,
    minutes: 20,
    amount: 10,
    cashCounted: 10,
    paymentMode: 'WALLET',
    orderType: 'TakeAway',
    email: 'someone@example.com',
    name: 'Asha',
    reason: 'A fuzzed reason',
    riderId: fixture.spareRiderId,
  };
  return values[field];
}

/** The values a path parameter is tried with: the fixture's real ones, or '1'. */
async function paramValues(party: Party, route: string, name: string): Promise<string[]> {
  switch (name) {
    case 'orderRefId':
    case 'refId':
      return [party.name === 'diner' ? fixture.draftRef : party.name === 'rider' ? fixture.riderOrderRef : party.name === 'outlet' ? fixture.outletOrderRef : fixture.placedRef];
    case 'sessionId':
      return [fixture.tableSessionId];
    case 'txnId':
      return [fixture.txnId];
    case 'code':
      return [party.name === 'diner' ? DINER_TABLE : OTHER_TABLE];
    case 'itemId':
      return [String(fixture.itemId)];
    case 'type':
      return [...QUANTITY_CHANGES];
    case 'move':
      return [...OUTLET_MOVES];
    case 'need':
      return [...TABLE_NEEDS];
    case 'riderId':
      return [String(fixture.spareRiderId)];
    case 'keyId':
      return [String(fixture.spareKeyId)];
    case 'outletId':
      return [String(kit.outletId)];
    case 'day':
      // A day's close (issue 47): yesterday, so the body is read (the first plausible one closes it; the rest are told so).
      return [kolkataDayOf(Date.now() - DAY_MS)];
    case 'id': {
      // The console's records: the first of the collection the route names (its list), else 1.
      const collection = route.slice(party.base.length, route.indexOf('/:id'));
      if (collection === '/outlets') return [String(kit.outletId)];
      const listed = await fetch(`${server.url}${party.base}${collection}`, { headers: party.headers() });
      const rows = listed.ok ? ((await listed.json()) as { responsePacket: unknown }).responsePacket : null;
      const first = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined) : undefined;
      return [first && typeof first.id === 'number' ? String(first.id) : '1'];
    }
    default:
      return ['1'];
  }
}

/** Every path a route is fuzzed at, its parameters put in. */
async function pathsOf(party: Party, route: string): Promise<string[]> {
  let paths = [route];
  for (const name of route.match(/:\w+/g) ?? []) {
    const values = await paramValues(party, route, name.slice(1));
    paths = paths.flatMap((path) => values.map((value) => path.replace(name, value)));
  }
  return paths;
}

/**
 * One request on a connection of its own: a route that answers before reading a body lets the server drop the
 * connection once it has answered, which must not fail the next request.
 */
interface Reply extends Answer {
  /** The answer is the envelope, with a message for a refusal. */
  envelope: boolean;
}

function send(party: Party, method: string, path: string, body: BadBody): Promise<Reply> {
  const headers = {
    ...party.headers(),
    ...(body.contentType ? { 'Content-Type': body.contentType } : {}),
    // Node's client frames a DELETE's body only with a length.
    ...(body.text === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body.text)) }),
  };
  return new Promise<Reply>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let message = text.slice(0, 200);
        let envelope = false;
        try {
          const parsed = JSON.parse(text) as { errorCode?: unknown; message?: unknown };
          envelope = typeof parsed.errorCode === 'number' && typeof parsed.message === 'string' && parsed.message !== '';
          if (envelope) message = parsed.message as string;
        } catch {
          // Not an envelope: the text itself is reported.
        }
        resolve({ status: res.statusCode ?? 0, message, envelope });
      });
    });
    req.on('error', (error) => reject(new Error(`${method} ${path} with ${body.kind}: ${error.message}`)));
    req.end(body.text);
  });
}

interface Failure {
  route: string;
  kind: string;
  status: number;
  error: string;
}

/** 503 is the answer of a part switched off here (Facebook sign-in without an app): said on purpose, in the envelope. */
const isFailure = (reply: Reply) => (reply.status >= 500 && reply.status !== 503) || (reply.status >= 400 && !reply.envelope);

describe('no bad body makes any API answer 500', () => {
  it('fuzzes every POST, PUT, PATCH and DELETE of the four APIs', async () => {
    const routes = [...new Map(server.routes.filter((r) => METHODS_WITH_BODY.has(r.method)).map((r) => [`${r.method} ${r.path}`, r])).values()];
    const failures: Failure[] = [];
    const onlyRefused: string[] = [];
    const covered = new Set<string>();
    let turn = 0;
    for (const party of parties) {
      for (const route of routes.filter((r) => r.path.startsWith(`${party.base}/`))) {
        covered.add(`${route.method} ${route.path}`);
        const asFinance = FINANCE_ROUTES.has(`${route.method} ${route.path}`);
        // The owner's fuzzing of the staff routes may have ended finance's session: a new member then.
        const financeHeaders = () => ({ 'X-Forwarded-For': finance.address, Cookie: finance.cookie ?? '' });
        if (asFinance && (await fetch(`${server.url}${party.base}/me`, { headers: financeHeaders() })).status === 401) finance = await staff.join('finance');
        const caller = asFinance ? { ...party, headers: financeHeaders } : party;
        for (const path of await pathsOf(party, route.path)) {
          const name = `${route.method} ${path}`;
          const statuses = new Set<number>();
          const attempt = async (body: BadBody): Promise<Reply> => {
            const logged = server.logs.length;
            const reply = await send(caller, route.method, path, body);
            statuses.add(reply.status);
            if (isFailure(reply)) {
              const error = server.logs.slice(logged).find((line) => line.startsWith('error:')) ?? reply.message;
              failures.push({ route: name, kind: body.kind, status: reply.status, error: error.slice(0, 300) });
            }
            return reply;
          };
          const taken = await learnBody((body) => attempt({ kind: 'learning its body', text: JSON.stringify(body), contentType: 'application/json' }), (field) => plausible(party, field));
          for (const body of [...wholeBodyKinds(taken, turn++), ...fieldKinds(taken)]) await attempt(body);
          if ([...statuses].every((status) => [401, 403, 413, 415].includes(status))) onlyRefused.push(`${name}: ${[...statuses].join(', ')}`);
          // A route that ends the party's sign-in (logout, DELETE /session) leaves it signed out: sign in again.
          if ((await fetch(`${server.url}${party.base}${party.probe}`, { headers: party.headers() })).status === 401) await party.refresh();
        }
      }
    }
    expect(failures).toEqual([]);
    // Signed in as the right party, every route read its bodies: none refused every one at the door.
    expect(onlyRefused).toEqual([]);
    // Every API's routes were there to fuzz.
    for (const party of parties) expect([party.name, [...covered].filter((route) => route.includes(` ${party.base}/`)).length > 2]).toEqual([party.name, true]);
  }, 300_000);
});
