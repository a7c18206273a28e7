/**
 * Before an account goes, each of its paid orders' tax invoices is kept as it was issued (schema/privacy.ts says why
 * the law wants them). An order whose outlet has no GST registration never had an invoice, so there is none to keep.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { keptInvoices, orders } from '../db/schema';
import { ApiError } from '../http/envelope';
import { invoiceOf } from '../invoice';

/** Keeps the customer's invoices (again, harmlessly, if they were kept before); answers how many they have. */
export async function keepInvoicesOf(tx: Database, userId: number, now: number): Promise<number> {
  const paid = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'PAID'), isNotNull(orders.paidAt)));
  let kept = 0;
  for (const order of paid) {
    const invoice = await invoiceOf(tx, order).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (!invoice) continue;
    await tx
      .insert(keptInvoices)
      .values({ invoiceNumber: invoice.invoiceNumber, orderRefId: invoice.orderRefId, invoiceDate: new Date(invoice.invoiceDate), invoice, keptAt: new Date(now) })
      .onConflictDoNothing({ target: keptInvoices.invoiceNumber });
    kept += 1;
  }
  return kept;
}
