/** The console's audit trail (issue 36, GET /v1/admin/audit): read-only, newest first, filtered and paged. */
import { z } from 'zod';
import { id } from './fields';

/** An id in a query string ('?outletId=3'). */
export const wholeId = (field: string) => z.coerce.number({ error: `${field} must be a number` }).pipe(id(field));

/** A console list paged by the server: ?page=1&perPage=25, at most 100 rows a page. */
export const consolePage = {
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(10_000).default(1),
  perPage: z.coerce.number({ error: 'perPage must be a number' }).int().min(1).max(100, 'perPage is at most 100').default(25),
};

/** The query: any of who, which outlet, which kind of record (and which one), and the page. */
export const auditQuery = z
  .object({
    staffId: wholeId('staffId').optional(),
    outletId: wholeId('outletId').optional(),
    entity: z.string().trim().regex(/^[a-z_]{1,40}$/, 'entity must be a kind of record, like outlet').optional(),
    entityId: z.string().trim().min(1).max(60, 'entityId has at most 60 characters').optional(),
    ...consolePage,
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuery>;

export interface AuditRow {
  id: number;
  at: number;
  /** Null once the staff member's account is gone (the row stays), and for an outlet's key. */
  staffId: number | null;
  /** Who acted, in words: the staff member's name, or an outlet key's label and outlet ('Kitchen tablet · MOH8'). */
  actorName: string;
  /** The role they acted in ('owner', 'manager', …), or 'outlet key'. */
  role: string;
  action: string;
  entity: string;
  entityId: string;
  outletId: number | null;
  before: unknown;
  after: unknown;
  requestId: string;
}

export interface AuditPage {
  items: AuditRow[];
  total: number;
}
