import { persistedAtom } from '../../lib/persistedAtom';

/** The table whose QR code the diner scanned; dine-in orders go to it (SPEC 1: dine-in needs the QR code). */
export interface DineInTable {
  code: string;
  /** Issue 34: the secret the table's QR code carries, sent with every order at the table (never in an address). */
  key: string;
  tableNumber: string;
  restaurantUuid: string;
  restaurantName: string;
}

export const dineInTableAtom = persistedAtom<DineInTable | null>('dine-in-table', null);
