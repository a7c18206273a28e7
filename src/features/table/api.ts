import { apiGet, apiPost } from '../../api/client';
import { TABLE_PATHS } from '../../api/tableEndpoints';
import type { TableBill, TableEntry, TableLine, TableRound, TableSession, TableShareAnswer, TableShareKind } from '../../api/contract';
import { arrayOf, isBoolean, isNumber, isString, nullable, shape } from '../../api/guards';
import type { DishLine } from '../../rules/lineKey';

/** The table session's shape, checked here: only the table's screens read it. */
const isTableLine = shape<TableLine>({
  lineId: isNumber,
  itemId: isNumber,
  choiceIds: arrayOf(isNumber),
  choices: isString,
  title: isString,
  price: isNumber,
  quantity: isNumber,
  vegNonVeg: isString,
  addedBy: isString,
  mine: isBoolean,
  paid: isBoolean,
});
const isTableBill = shape<TableBill>({
  total: isNumber,
  paid: isNumber,
  due: isNumber,
  mine: isNumber,
  equalShare: isNumber,
  yourPartPaid: isBoolean,
  cashWaiting: nullable(isNumber),
  closed: isBoolean,
  payments: arrayOf(shape<TableBill['payments'][number]>({ name: isString, you: isBoolean, kind: isString, amount: isNumber })),
});
const isTableSession = shape<TableSession>({
  sessionId: isString,
  restaurantUuid: isString,
  restaurantName: isString,
  tableNumber: isString,
  tableCode: isString,
  members: arrayOf(shape<TableSession['members'][number]>({ name: isString, you: isBoolean })),
  cart: arrayOf(isTableLine),
  cartTotal: isNumber,
  rounds: arrayOf(
    shape<TableRound>({
      number: isNumber,
      orderRefId: isString,
      sentBy: isString,
      sentByYou: isBoolean,
      sentAt: isNumber,
      status: isString,
      lines: arrayOf(isTableLine),
    }),
  ),
  bill: nullable(isTableBill),
  joinCode: nullable(isString),
  waiting: arrayOf(shape<TableSession['waiting'][number]>({ requestId: isString, name: isString })),
});
const isTableEntry = shape<TableEntry>({
  sessionId: isString,
  status: isString,
  name: isString,
  tableCode: isString,
  tableNumber: isString,
  restaurantUuid: isString,
  restaurantName: isString,
  session: nullable(isTableSession),
});
const asEntry = { auth: true, guard: isTableEntry } as const;

const asSession = { auth: true, guard: isTableSession } as const;

/** Issue 34: with the secret of the table's QR code and the name the table is to show. */
export const joinTable = (tableCode: string, key: string, name: string) => apiPost(TABLE_PATHS.joinTable, { tableCode, key, name }, asEntry);
export const fetchTableEntry = (sessionId: string) => apiGet(TABLE_PATHS.tableEntry(sessionId), asEntry);
export const typeJoinCode = (sessionId: string, code: string) => apiPost(TABLE_PATHS.tableJoinCode(sessionId), { code }, asEntry);
export const admitToTable = (sessionId: string, requestId: string, admit: boolean) => apiPost(TABLE_PATHS.tableAdmit(sessionId), { requestId, admit }, asSession);
/** Issue 35: Cancel request; the answer carries nothing (the phone has left the table). */
export const withdrawJoinRequest = (sessionId: string) => apiPost(TABLE_PATHS.tableWithdraw(sessionId), {}, { auth: true });
export const fetchTableSession = (sessionId: string) => apiGet(TABLE_PATHS.tableSession(sessionId), asSession);
export const changeTableLine = (sessionId: string, { itemId, choiceIds = [] }: DishLine, change: 'ADD' | 'REMOVE') =>
  apiPost(TABLE_PATHS.tableLine(sessionId), { itemId, choiceIds, change }, asSession);
export const sendTableRound = (sessionId: string) => apiPost(TABLE_PATHS.sendTableRound(sessionId), {}, asSession);
export const payTableShare = (sessionId: string, kind: TableShareKind, paymentMode: 'WALLET' | 'ONLINE' | 'CASH', expectedAmount: number) =>
  apiPost(TABLE_PATHS.payTableShare(sessionId), { kind, paymentMode, expectedAmount }, { auth: true, guard: shape<TableShareAnswer>({ session: isTableSession, redirectUrl: nullable(isString) }) });
