/**
 * Everything the chain holds about one customer (DPDP Act 2023, a data principal's right to their data), section by
 * section, each read by the customer's own id or number and nothing wider: a table session shows their own membership,
 * lines and payments, never who else sat there; an order's ledger shows another diner's part as "another diner" with
 * no id. Secrets are left out (credential hashes, sign-in codes) and push tokens are masked: the export says so.
 *
 * SECTIONS names the tables each section reads and NOT_EXPORTED why the rest are left out; a test
 * (test/server/customerDataCoverage.test.ts) fails when a table naming a customer is in neither, so the export cannot
 * silently fall behind the schema.
 */
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CustomerDataExport, CustomerDataRow, CustomerDataSection } from '../../src/api/privacyContract';
import type { Database } from '../db/client';
import {
  addresses,
  alertSettings,
  campaignRecipients,
  couponCustomerUses,
  credentials,
  dealConsumptions,
  dealGiftCodes,
  dealOrders,
  devices,
  enquiries,
  eventBookingLines,
  eventBookings,
  favouriteDishes,
  favouriteOutlets,
  feedback,
  jobApplications,
  keptInvoices,
  menuItems,
  notifications,
  offerClaims,
  orderItems,
  orderLedger,
  orders,
  paymentTransactions,
  pointTransactions,
  reservations,
  restaurants,
  scratchCards,
  tableLines,
  tableMembers,
  tablePayments,
  tableSessions,
  users,
  voucherRedemptions,
  walletTransactions,
} from '../db/schema';
import type { UserRow } from '../http/types';
import { numberFingerprint } from '../offerClaims';

/** Moments as epoch ms, so the JSON and the page read the same figure; everything else as it is. */
function plain(row: Record<string, unknown>, leaveOut: readonly string[] = []): CustomerDataRow {
  const out: CustomerDataRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (leaveOut.includes(key)) continue;
    out[key] = value instanceof Date ? value.getTime() : value;
  }
  return out;
}

/** A push token, enough to tell devices apart and not enough to push to one: 'eX3k…9fQz (152 characters)'. */
export const maskToken = (token: string): string => `${token.slice(0, 4)}…${token.slice(-4)} (${token.length} characters)`;

interface Section {
  key: string;
  title: string;
  /** The tables (SQL names) this section reads: what the coverage test counts. */
  tables: readonly string[];
  rows: (db: Database, user: UserRow) => Promise<CustomerDataRow[]>;
}

const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);

export const SECTIONS: readonly Section[] = [
  {
    key: 'profile',
    title: 'Profile',
    tables: ['users'],
    rows: async (db, user) => (await db.select().from(users).where(eq(users.id, user.id))).map((row) => plain(row)),
  },
  {
    key: 'signIns',
    title: 'Signed-in devices',
    tables: ['credentials'],
    // The credential itself is a hash of a secret: when each sign-in began and ends is theirs, the hash is no use to anyone.
    rows: async (db, user) => byId(await db.select({ id: credentials.id, createdAt: credentials.createdAt, expiresAt: credentials.expiresAt }).from(credentials).where(eq(credentials.userId, user.id))).map((row) => plain(row)),
  },
  {
    key: 'pushDevices',
    title: 'Devices for push messages',
    tables: ['devices'],
    rows: async (db, user) =>
      byId(await db.select().from(devices).where(eq(devices.userId, user.id))).map((row) => ({ ...plain(row, ['userId', 'credentialId', 'fcmToken']), pushToken: maskToken(row.fcmToken) })),
  },
  {
    key: 'alertSettings',
    title: 'Push settings',
    tables: ['alert_settings'],
    rows: async (db, user) => (await db.select().from(alertSettings).where(eq(alertSettings.userId, user.id))).map((row) => plain(row, ['userId'])),
  },
  {
    key: 'addresses',
    title: 'Addresses',
    tables: ['addresses'],
    rows: async (db, user) => byId(await db.select().from(addresses).where(eq(addresses.userId, user.id))).map((row) => plain(row, ['userId'])),
  },
  {
    key: 'favourites',
    title: 'Favourites',
    tables: ['favourite_outlets', 'favourite_dishes'],
    rows: async (db, user) => [
      ...(await db.select({ outlet: restaurants.title, createdAt: favouriteOutlets.createdAt }).from(favouriteOutlets).innerJoin(restaurants, eq(restaurants.id, favouriteOutlets.restaurantId)).where(eq(favouriteOutlets.userId, user.id))).map((row) => plain(row)),
      ...(await db.select({ dish: menuItems.title, createdAt: favouriteDishes.createdAt }).from(favouriteDishes).innerJoin(menuItems, eq(menuItems.id, favouriteDishes.itemId)).where(eq(favouriteDishes.userId, user.id))).map((row) => plain(row)),
    ],
  },
  {
    key: 'orders',
    title: 'Orders, with their lines and reports',
    tables: ['orders', 'order_items'],
    rows: async (db, user) => {
      const rows = await db.select({ order: orders, outlet: restaurants.title }).from(orders).innerJoin(restaurants, eq(restaurants.id, orders.restaurantId)).where(eq(orders.userId, user.id)).orderBy(asc(orders.id));
      const lines = rows.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((row) => row.order.id))).orderBy(asc(orderItems.id));
      // The rider's own number is the rider's, not the diner's: their name (which the app showed) stays.
      return rows.map(({ order, outlet }) => ({
        ...plain(order, ['userId', 'restaurantId', 'riderPhone']),
        outlet,
        lines: lines.filter((line) => line.orderId === order.id).map((line) => plain(line, ['orderId', 'choiceIds'])),
      }));
    },
  },
  {
    key: 'orderMoney',
    title: 'Money paid and given back for orders',
    tables: ['order_ledger'],
    rows: async (db, user) => {
      const theirOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
      const rows = await db
        .select({ row: orderLedger, refId: orders.refId })
        .from(orderLedger)
        .innerJoin(orders, eq(orders.id, orderLedger.orderId))
        .where(or(eq(orderLedger.userId, user.id), inArray(orderLedger.orderId, theirOrders)))
        .orderBy(asc(orderLedger.id));
      // Another diner's part of a table's bill shows as such: their id is not this customer's data.
      return rows.map(({ row, refId }) => ({ orderRefId: refId, ...plain(row, ['userId', 'orderId', 'staffId', 'tablePaymentId']), by: row.userId === user.id ? 'you' : 'another diner' }));
    },
  },
  {
    key: 'payments',
    title: 'Payments through the provider',
    tables: ['payment_transactions'],
    rows: async (db, user) => (await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id)).orderBy(asc(paymentTransactions.createdAt))).map((row) => plain(row, ['userId'])),
  },
  {
    key: 'wallet',
    title: 'Wallet history',
    tables: ['wallet_transactions'],
    rows: async (db, user) => byId(await db.select().from(walletTransactions).where(eq(walletTransactions.userId, user.id))).map((row) => plain(row, ['userId'])),
  },
  {
    key: 'points',
    title: 'Loyalty points history',
    tables: ['point_transactions'],
    rows: async (db, user) => byId(await db.select().from(pointTransactions).where(eq(pointTransactions.userId, user.id))).map((row) => plain(row, ['userId'])),
  },
  {
    key: 'offers',
    title: 'Coupons, scratch cards and vouchers used',
    tables: ['coupon_customer_uses', 'scratch_cards', 'voucher_redemptions', 'offer_claims'],
    rows: async (db, user) => [
      ...(await db.select().from(couponCustomerUses).where(eq(couponCustomerUses.userId, user.id))).map((row) => ({ ...plain(row, ['userId']), what: 'coupon use' })),
      ...byId(await db.select().from(scratchCards).where(eq(scratchCards.userId, user.id))).map((row) => ({ ...plain(row, ['userId']), what: 'scratch card' })),
      ...(await db.select().from(voucherRedemptions).where(eq(voucherRedemptions.userId, user.id))).map((row) => ({ ...plain(row, ['userId']), what: 'voucher' })),
      // What their number used of the once-per-person offers, kept by a keyed fingerprint of it (server/offerClaims.ts).
      ...(await db.select().from(offerClaims).where(eq(offerClaims.numberHash, numberFingerprint(user.mobile)))).map((row) => ({ ...plain(row, ['numberHash']), what: 'one-time offer used' })),
    ],
  },
  {
    key: 'notifications',
    title: 'Notifications',
    tables: ['notifications', 'campaign_recipients'],
    rows: async (db, user) => [
      ...byId(await db.select().from(notifications).where(eq(notifications.userId, user.id))).map((row) => plain(row, ['userId', 'words', 'dedupeKey'])),
      ...(await db.select().from(campaignRecipients).where(eq(campaignRecipients.userId, user.id))).map((row) => ({ ...plain(row, ['userId']), what: 'campaign sent' })),
    ],
  },
  {
    key: 'tableSessions',
    title: 'Table sessions (their own part only)',
    tables: ['table_members', 'table_lines', 'table_payments'],
    rows: async (db, user) => {
      const sessionOf = { table: tableSessions.tableCode, outletId: tableSessions.restaurantId, openedAt: tableSessions.openedAt, closedAt: tableSessions.closedAt };
      const joined = await db.select({ ...sessionOf, joinedAt: tableMembers.joinedAt, status: tableMembers.status, nameShown: tableMembers.name }).from(tableMembers).innerJoin(tableSessions, eq(tableSessions.id, tableMembers.sessionId)).where(eq(tableMembers.userId, user.id));
      const lines = await db.select({ table: tableSessions.tableCode, line: tableLines }).from(tableLines).innerJoin(tableSessions, eq(tableSessions.id, tableLines.sessionId)).where(eq(tableLines.userId, user.id)).orderBy(asc(tableLines.id));
      const paid = await db.select({ table: tableSessions.tableCode, payment: tablePayments }).from(tablePayments).innerJoin(tableSessions, eq(tableSessions.id, tablePayments.sessionId)).where(eq(tablePayments.userId, user.id)).orderBy(asc(tablePayments.id));
      return [
        ...joined.map((row) => ({ ...plain(row), what: 'joined' })),
        ...lines.map(({ table, line }) => ({ table, ...plain(line, ['userId', 'sessionId', 'orderId', 'paidBy', 'choiceIds']), what: 'dish added' })),
        // A part paid for chosen dishes names them by line; which lines were others' is the others' business.
        ...paid.map(({ table, payment }) => ({ table, ...plain(payment, ['userId', 'sessionId', 'lineIds']), what: 'part of the bill paid' })),
      ];
    },
  },
  {
    key: 'reservations',
    title: 'Table reservations',
    tables: ['reservations'],
    rows: async (db, user) => byId(await db.select().from(reservations).where(eq(reservations.userId, user.id))).map((row) => plain(row, ['userId'])),
  },
  {
    key: 'eventTickets',
    title: 'Event tickets',
    tables: ['event_bookings'],
    rows: async (db, user) => {
      const bookings = byId(await db.select().from(eventBookings).where(eq(eventBookings.userId, user.id)));
      const lines = bookings.length === 0 ? [] : await db.select().from(eventBookingLines).where(inArray(eventBookingLines.bookingId, bookings.map((row) => row.id)));
      return bookings.map((row) => ({ ...plain(row, ['userId']), tickets: lines.filter((line) => line.bookingId === row.id).map((line) => plain(line, ['bookingId'])) }));
    },
  },
  {
    key: 'deals',
    title: 'Steal deals bought and gifted',
    tables: ['deal_orders', 'deal_gift_codes'],
    rows: async (db, user) => {
      const bought = byId(await db.select().from(dealOrders).where(eq(dealOrders.userId, user.id)));
      const used = bought.length === 0 ? [] : await db.select().from(dealConsumptions).where(inArray(dealConsumptions.dealOrderId, bought.map((row) => row.id)));
      // A gift's other end (who received it, who sent it) is another person: only this customer's side is theirs.
      const sent = await db.select().from(dealGiftCodes).where(eq(dealGiftCodes.fromUserId, user.id));
      const received = await db.select().from(dealGiftCodes).where(eq(dealGiftCodes.redeemedByUserId, user.id));
      return [
        ...bought.map((row) => ({ ...plain(row, ['userId']), what: 'bought', usedAtOutlet: used.filter((use) => use.dealOrderId === row.id).map((use) => plain(use, ['dealOrderId'])) })),
        ...sent.map((row) => ({ ...plain(row, ['fromUserId', 'redeemedByUserId', 'dealOrderId']), what: 'gift sent' })),
        ...received.map((row) => ({ ...plain(row, ['fromUserId', 'redeemedByUserId', 'dealOrderId']), what: 'gift received' })),
      ];
    },
  },
  {
    key: 'feedback',
    title: 'Feedback and forms sent',
    tables: ['feedback', 'enquiries', 'job_applications'],
    rows: async (db, user) => {
      const theirs = (userColumn: AnyPgColumn, mobileColumn: AnyPgColumn): SQL | undefined => or(eq(userColumn, user.id), eq(mobileColumn, user.mobile));
      return [
        ...byId(await db.select().from(feedback).where(eq(feedback.userId, user.id))).map((row) => ({ ...plain(row, ['userId']), what: 'outlet feedback' })),
        ...byId(await db.select().from(enquiries).where(theirs(enquiries.userId, enquiries.mobile))).map((row) => ({ ...plain(row, ['userId']), what: `${row.kind.toLowerCase()} enquiry` })),
        // The CV is a file: named here, and given on request by HR, who read it (it is never served by the API).
        ...byId(await db.select().from(jobApplications).where(theirs(jobApplications.userId, jobApplications.mobile))).map((row) => ({ ...plain(row, ['userId', 'cv']), what: 'job application' })),
      ];
    },
  },
  {
    key: 'invoices',
    title: 'Tax invoices kept',
    tables: ['kept_invoices'],
    rows: async (db, user) => byId(await db.select().from(keptInvoices).where(sql`${keptInvoices.invoice}->'customer'->>'mobile' = ${user.mobile}`)).map((row) => plain(row)),
  },
];

/** Tables that name a customer and are not exported, and why (the coverage test reads this too). */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  otp_codes: 'A sign-in code, kept only as a salted hash for minutes: no use to anyone, erased with the account.',
  reviews: "The outlets' seeded public reviews: a display name linked to no customer's account.",
};

export const EXPORT_NOTES = [
  'Sign-in credentials and one-time codes are kept only as hashes and are left out.',
  'Push tokens are shown masked: the whole token could be used to send pushes to the device.',
  "Other diners at a shared table, a gift's other person and the rider's number are other people's data and are left out.",
  'An erase keeps only the tax invoices of paid orders, as GST law requires (CGST Act 2017, section 36).',
];

export async function customerDataOf(db: Database, user: UserRow, now: number): Promise<CustomerDataExport> {
  const sections: CustomerDataSection[] = [];
  for (const section of SECTIONS) sections.push({ key: section.key, title: section.title, rows: await section.rows(db, user) });
  return { exportedAt: now, customerId: user.id, notes: EXPORT_NOTES, sections };
}

/** The customer with this number, or null. */
export async function customerByMobile(db: Database, mobile: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  return user ?? null;
}
