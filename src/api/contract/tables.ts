/** Dine-in: a table's QR code, and one table's session shared by many phones (issues 23 and 34). */
import { z } from 'zod';
import { DINER_NAME, DINER_NAME_MAX, TABLE_SHARE_KINDS, TABLE_SHARE_MODES } from '../tableEndpoints';
import { id, qrCodeParam, rupees, tableKeyField } from './fields';
import { choiceIdsField } from './menu';
import type { VegNonVeg } from './menu';
import type { OrderStatus } from './orders';
import type { Restaurant } from './outlets';

// ---------- dine-in table ----------

/** POST scanQrCode/{code} with the code's secret (scanTableRequest): the outlet and table a QR code belongs to. */
export interface TableScan {
  code: string;
  tableNumber: string;
  restaurant: Restaurant;
}

export const scanTableRequest = z.object({ key: tableKeyField.optional() }).strict();

// ---------- one table, many phones (issue 23) ----------

export { MAX_TABLE_DINERS, MAX_TABLE_WAITING } from '../tableEndpoints';
export const dinerNameField = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'Enter your name')
  .max(DINER_NAME_MAX, `A name of at most ${DINER_NAME_MAX} letters`)
  .regex(DINER_NAME, 'A name of letters only');

/**
 * POST joinTable: join (or open) the session of the table whose QR code was scanned, with the code's secret and the
 * name the table is to show. The first phone opens the session and is in; a newcomer to a session with diners waits
 * until one lets them in (or types the join code a diner's phone shows). Rescanning rejoins. Answers a TableEntry.
 */
export const joinTableRequest = z.object({ tableCode: qrCodeParam, key: tableKeyField.optional(), name: dinerNameField.optional() }).strict();
/** POST tableSession/{id}/joinCode: a waiting newcomer types the 4 digits a diner's phone shows. */
export const tableJoinCodeRequest = z.object({ code: z.string({ error: 'code must be text' }).regex(/^\d{4}$/, 'The join code is 4 digits') }).strict();
/** POST tableSession/{id}/admit: a diner lets a waiting newcomer in, or not. */
export const tableAdmitRequest = z
  .object({ requestId: z.string({ error: 'requestId must be text' }).regex(/^[A-Za-z0-9_-]{1,16}$/, 'requestId is not valid'), admit: z.boolean({ error: 'admit must be true or false' }) })
  .strict();
export type TableAdmission = 'ADMITTED' | 'WAITING' | 'DECLINED';
/**
 * Where a phone stands at a table (POST joinTable, GET tableSession/{id}/entry): in (with the table), waiting to be
 * let in, or declined. A phone not in sees only what its own QR code told it: which table, at which outlet.
 */
export interface TableEntry {
  sessionId: string;
  status: TableAdmission;
  name: string;
  tableCode: string;
  tableNumber: string;
  restaurantUuid: string;
  restaurantName: string;
  /** Only once admitted. */
  session: TableSession | null;
}
/** The id a table session is named by in paths: 22 URL-safe characters. */
export const tableSessionIdParam = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This table session is not valid');
/** POST tableSession/{id}/line: one more of a dish on the shared cart, or one fewer of the diner's own. */
export const tableLineRequest = z
  .object({ itemId: id('itemId'), choiceIds: choiceIdsField.optional(), change: z.enum(['ADD', 'REMOVE'], { error: 'change must be ADD or REMOVE' }) })
  .strict();

/** POST tableSession/{id}/pay: one diner's part of the table's bill. */
export const payTableShareRequest = z
  .object({
    kind: z.enum(TABLE_SHARE_KINDS, { error: 'kind must be ITEMS, EQUAL or REST' }),
    paymentMode: z.enum(TABLE_SHARE_MODES, { error: 'paymentMode must be WALLET, ONLINE, CARD or CASH' }),
    /** ₹, the part as the diner saw it: a bill that changed since (another round, another part) is not charged unseen. */
    expectedAmount: rupees('expectedAmount', 10_000_000),
  })
  .strict();
export type TableShareKind = (typeof TABLE_SHARE_KINDS)[number];
export type TableShareMode = (typeof TABLE_SHARE_MODES)[number];

/** The table's bill so far (every round), what is paid and what is left, and each diner's part as it stands. */
export interface TableBill {
  total: number;
  paid: number;
  due: number;
  /** What the reader's own dishes not yet paid for come to (0 when none, or once their part is paid). */
  mine: number;
  /** An equal share of what is left, over the diners who have not paid their part (the last one: all that is left). */
  equalShare: number;
  /** The reader has paid their part (issue 35): only what is left for the table is theirs to pick up, if they wish. */
  yourPartPaid: boolean;
  /** The reader chose to pay this much in cash: the staff take it at the table and mark it received (rupees); null: no. */
  cashWaiting: number | null;
  closed: boolean;
  payments: Array<{ name: string; you: boolean; kind: TableShareKind; amount: number }>;
}

/** The answer to paying a part: the table as it is now, and where to pay when the provider takes it. */
export interface TableShareAnswer {
  session: TableSession;
  redirectUrl: string | null;
}

/** A dish on the table's cart or in a round: who added it, and whether it is the reader's own. */
export interface TableLine {
  lineId: number;
  itemId: number;
  /** The dish's sizes and add-ons, and how they read ('Large, Extra shot'; '' for none). */
  choiceIds: number[];
  choices: string;
  title: string;
  price: number;
  quantity: number;
  vegNonVeg: VegNonVeg;
  addedBy: string;
  mine: boolean;
  /** Paid for as someone's own dishes. */
  paid: boolean;
}

/** A round sent to the kitchen: one kitchen ticket (the order orderRefId), placed by whoever tapped Send. */
export interface TableRound {
  number: number;
  orderRefId: string;
  sentBy: string;
  sentByYou: boolean;
  sentAt: number;
  status: OrderStatus;
  lines: TableLine[];
}

/** A table's session as each phone at it sees it. */
export interface TableSession {
  sessionId: string;
  restaurantUuid: string;
  restaurantName: string;
  tableNumber: string;
  tableCode: string;
  /** Everyone at the table, in the order they joined: their name, or 'Guest 2' for one without a name. */
  members: Array<{ name: string; you: boolean }>;
  /** Not sent yet: anyone may send it to the kitchen. */
  cart: TableLine[];
  cartTotal: number;
  rounds: TableRound[];
  /** Null until a round has been sent. */
  bill: TableBill | null;
  /** Issue 34: the 4 digits a newcomer may type to join; null once too many wrong ones were typed. */
  joinCode: string | null;
  /** Newcomers waiting for a diner to let them in (or not). */
  waiting: Array<{ requestId: string; name: string }>;
}
