/** The signed-in customer's delivery addresses. */
import { Hono } from 'hono';
import { and, asc, count, eq } from 'drizzle-orm';
import { PATHS, deleteAddressRequest, saveAddressRequest, updateAddressRequest, type SavedAddress } from '../../src/api/contract';
import { addresses, users } from '../db/schema';
import { currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import type { Words } from '../http/say';
import { accountWords } from '../messages/account';

export const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND: Words = { ref: accountWords.addressNotFound };

export type AddressRow = typeof addresses.$inferSelect;

export const toSavedAddress = (a: AddressRow): SavedAddress => ({
  recordId: a.id,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2,
  addressLine3: a.addressLine3,
  addressType: a.addressType as SavedAddress['addressType'],
  latitude: a.latitude,
  longitude: a.longitude,
});

export function addressRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get(PATHS.addressList, async (c) => {
    const user = currentUser(c);
    const rows = await db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(asc(addresses.id));
    return ok<SavedAddress[]>(c, rows.map(toSavedAddress));
  });

  routes.post(PATHS.saveAddress, async (c) => {
    const user = currentUser(c);
    const address = await readJsonBody(c, saveAddressRequest);
    const row = await db.transaction(async (tx) => {
      // The customer's row lock makes count-then-insert one step: concurrent saves queue here, so the cap holds.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, user.id));
      if ((existing?.n ?? 0) >= MAX_ADDRESSES) throw new ApiError(422, { ref: accountWords.tooManyAddresses, params: { max: MAX_ADDRESSES } });
      const [inserted] = await tx.insert(addresses).values({ ...address, userId: user.id, createdAt: new Date(deps.now()) }).returning();
      return inserted;
    });
    if (!row) throw new Error('Address insert returned nothing');
    return ok<SavedAddress>(c, toSavedAddress(row), { ref: accountWords.addressSaved });
  });

  routes.post(PATHS.updateAddress, async (c) => {
    const user = currentUser(c);
    const { recordId, ...address } = await readJsonBody(c, updateAddressRequest);
    // One statement: the address changes only if it is this customer's (another's is "not found", as on delete).
    const [row] = await db
      .update(addresses)
      .set(address)
      .where(and(eq(addresses.id, recordId), eq(addresses.userId, user.id)))
      .returning();
    if (!row) throw new ApiError(404, ADDRESS_NOT_FOUND);
    return ok<SavedAddress>(c, toSavedAddress(row), { ref: accountWords.addressUpdated });
  });

  routes.post(PATHS.deleteAddress, async (c) => {
    const user = currentUser(c);
    const { recordId } = await readJsonBody(c, deleteAddressRequest);
    // Another customer's address is "not found" too: its existence is not the caller's business.
    const deleted = await db
      .delete(addresses)
      .where(and(eq(addresses.id, recordId), eq(addresses.userId, user.id)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) throw new ApiError(404, ADDRESS_NOT_FOUND);
    return ok(c, null, { ref: accountWords.addressDeleted });
  });

  return routes;
}
