/**
 * An outlet's dine-in tables and its outlet keys in the head office console (issue 36): /v1/admin/outlets/:id/tables
 * and /v1/admin/outlets/:id/keys. Kept out of ../contract.ts's barrel: only the console and the server read it.
 */
import { z } from 'zod';
import { KEY_LABEL_MAX, TABLE_NAME_MAX } from '../adminTableLimits';

export { KEY_LABEL_MAX, TABLE_NAME_MAX };

/** What diners and the floor call a table ('T4', 'Patio 2'): printed on its card, so plain words only. */
const tableName = z
  .string({ error: 'Give the table a name, like T4' })
  .trim()
  .min(1, 'Give the table a name, like T4')
  .max(TABLE_NAME_MAX, `A table's name has at most ${TABLE_NAME_MAX} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .'’#/-]*$/u, "A table's name is letters, digits, spaces and . ' # / -");

/** POST /outlets/:id/tables and PATCH /outlets/:id/tables/:code. */
export const tableNameRequest = z.object({ tableNumber: tableName }).strict();
export type TableNameRequest = z.infer<typeof tableNameRequest>;

/** A table as the console lists it: its QR code's content (code and secret) for the printable sheet. */
export interface AdminTable {
  code: string;
  tableNumber: string;
  secret: string;
  /** Diners at it now (a session open and not yet quiet): it cannot be removed until the floor clears it. */
  inUse: boolean;
}

/** POST /outlets/:id/keys. */
export const createKeyRequest = z
  .object({
    label: z
      .string({ error: 'Say where the key is used, like Kitchen board' })
      .trim()
      .min(1, 'Say where the key is used, like Kitchen board')
      .max(KEY_LABEL_MAX, `A key's label has at most ${KEY_LABEL_MAX} characters`)
      .regex(/^[^<>]*$/, "A key's label cannot contain < or >"),
  })
  .strict();
export type CreateKeyRequest = z.infer<typeof createKeyRequest>;

/** A key as the console lists it: never the key itself (only its hash is kept). */
export interface AdminOutletKey {
  id: number;
  outletId: number;
  label: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

/** The answer to making a key: the key itself, this once. */
export interface MadeOutletKey extends AdminOutletKey {
  key: string;
}
