/** Issue 34: a table's QR code secret, as printed on the code: read from the server's database for a test to scan with. */
import { eq } from 'drizzle-orm';
import { restaurantTables } from '../../server/db/schema';
import type { Database } from '../../server/db/client';

export async function tableKeyOf(db: Database, code: string): Promise<string> {
  const [table] = await db.select({ secret: restaurantTables.secret }).from(restaurantTables).where(eq(restaurantTables.code, code.toUpperCase()));
  if (!table) throw new Error(`No table ${code}`);
  return table.secret;
}
