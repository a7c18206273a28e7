/**
 * The chain's outlets in the console (issue 36): every outlet for the roles that span the chain, an outlet manager's
 * own only (in the query; another outlet asked for by id is 403, whichever it is). A save names the version it was
 * read at, changes only the fields the role may change, and writes its audit row in the same transaction; diners see
 * it on their next request (lists and details are read from the database, their ETags follow the content).
 * An owner or content editor makes a new outlet the same way: one statement, audited in its transaction, with an empty
 * menu, hidden from diners until it is live; its photo is uploaded first (POST /outlet-photos), checked and resized.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createOutletRequest, outletPhotoRequest, updateOutletRequest, type AdminOutlet, type OutletPhoto, type UpdateOutletRequest } from '../../../src/api/contract';
import type { StaffRole } from '../../../src/api/staffEndpoints';
import { restaurants } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { outletIdParam } from './memberOutlet';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { actorOf, outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import { recordAudit } from '../../staff/audit';
import type { UploadStore } from '../../uploads';

type OutletRow = typeof restaurants.$inferSelect;
type Field = Exclude<keyof UpdateOutletRequest, 'version'>;

export const STALE_OUTLET = 'Someone else saved this outlet after you opened it. Reload to see their change, then make yours again.';
export const CODE_TAKEN = (code: string) => `Another outlet has the code ${code}: table QR codes need one code per outlet. Choose another.`;
export const PHOTO_MISSING = 'That photo is not on the server. Upload it again.';
/** Who makes outlets and uploads their photos: an outlet manager runs one outlet, and opens none. */
const CREATORS = ['owner', 'editor'] as const;

const HOURS: Field[] = ['openingTime', 'closingTime', 'weekdayHours'];
const PUBLIC_DETAILS: Field[] = ['title', 'area', 'address', 'latitude', 'longitude', 'phone', 'email', 'description', 'facilities', 'imageUrl', 'live', 'translations'];
const SERVICE: Field[] = ['deliveryRadiusInMeter', 'availableInDineIn', 'availableInHomeDelivery', 'availableInTakeAway'];
/** Which fields each role may change; support and finance change no outlet. */
const EDITABLE: Record<StaffRole, readonly Field[]> = {
  owner: [...HOURS, ...PUBLIC_DETAILS, ...SERVICE],
  editor: PUBLIC_DETAILS,
  manager: HOURS,
  support: [],
  finance: [],
};

const outletOf = (row: OutletRow, now: number): AdminOutlet => ({
  id: row.id,
  uuid: row.uuid,
  code: row.code,
  title: row.title,
  area: row.area,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  phone: row.phone,
  email: row.email,
  description: row.description,
  facilities: row.facilities,
  imageUrl: row.imageUrl,
  openingTime: row.openingTime,
  closingTime: row.closingTime,
  weekdayHours: row.weekdayHours,
  deliveryRadiusInMeter: row.deliveryRadiusInMeter,
  availableInDineIn: row.availableInDineIn,
  availableInHomeDelivery: row.availableInHomeDelivery,
  availableInTakeAway: row.availableInTakeAway,
  live: row.live,
  translations: row.translations,
  pausedUntil: row.pausedUntil && row.pausedUntil.getTime() > now ? row.pausedUntil.getTime() : null,
  version: row.version,
});


/** An imageUrl names a photo uploaded here: the pattern is the contract's, the file must be in the store. */
async function requirePhoto(uploads: UploadStore, imageUrl: string | undefined): Promise<void> {
  if (imageUrl !== undefined && !(await uploads.exists(imageUrl))) throw new ApiError(400, PHOTO_MISSING);
}

export function adminOutletRoutes(deps: Deps, uploads: UploadStore): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.post('/outlet-photos', async (c) => {
    staffIn(c, CREATORS);
    const { fileBase64 } = await readJsonBody(c, outletPhotoRequest);
    return ok<OutletPhoto>(c, { imageUrl: await uploads.savePhoto(fileBase64) });
  });

  routes.post('/outlets', async (c) => {
    const member = staffIn(c, CREATORS);
    const outlet = await readJsonBody(c, createOutletRequest);
    await requirePhoto(uploads, outlet.imageUrl);
    const now = deps.now();
    const created = await deps.db.transaction(async (tx) => {
      // The code's unique index decides between two outlets made with one code at once: the second inserts nothing.
      const [row] = await tx
        .insert(restaurants)
        .values({ ...outlet, uuid: randomUUID() })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, CODE_TAKEN(outlet.code));
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'outlet', entityId: String(row.id), outletId: row.id, before: null, after: outlet }, now);
      return row;
    });
    // This process's copy of the outlets at once (the database tells the others: outletCache.ts).
    deps.outlets.forget();
    return ok(c, outletOf(created, now), created.live ? `${created.title} is open to diners` : `${created.title} made; diners see it once it is live`);
  });

  routes.get('/outlets', async (c) => {
    const member = staffIn(c);
    const rows = await deps.db.select().from(restaurants).where(outletScope(member, restaurants.id)).orderBy(asc(restaurants.title));
    return ok(c, rows.map((row) => outletOf(row, deps.now())));
  });

  routes.get('/outlets/:id', async (c) => {
    const member = staffIn(c);
    const id = outletIdParam(c.req.param('id'));
    requireOutlet(member, id);
    const [row] = await deps.db.select().from(restaurants).where(and(eq(restaurants.id, id), outletScope(member, restaurants.id)));
    if (!row) throw new ApiError(404, 'No such outlet');
    return ok(c, outletOf(row, deps.now()));
  });

  routes.patch('/outlets/:id', async (c) => {
    const member = staffIn(c);
    const id = outletIdParam(c.req.param('id'));
    requireOutlet(member, id);
    const { version, ...changes } = await readJsonBody(c, updateOutletRequest);
    const fields = Object.keys(changes) as Field[];
    const refused = fields.filter((field) => !EDITABLE[member.role].includes(field));
    if (refused.length > 0) throw new ApiError(403, `Your role cannot change ${refused.join(', ')}`);
    await requirePhoto(uploads, changes.imageUrl);
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(restaurants).where(eq(restaurants.id, id)).for('update');
      if (!before) throw new ApiError(404, 'No such outlet');
      if (before.version !== version) throw new ApiError(409, STALE_OUTLET);
      const [after] = await tx
        .update(restaurants)
        .set({ ...changes, version: sql`${restaurants.version} + 1` })
        .where(eq(restaurants.id, id))
        .returning();
      if (!after) throw new ApiError(404, 'No such outlet');
      await recordAudit(
        tx,
        actorOf(c, member),
        {
          action: 'update',
          entity: 'outlet',
          entityId: String(id),
          outletId: id,
          before: Object.fromEntries(fields.map((field) => [field, before[field]])),
          after: Object.fromEntries(fields.map((field) => [field, after[field]])),
        },
        now,
      );
      return after;
    });
    deps.outlets.forget();
    return ok(c, outletOf(saved, now), `${saved.title} saved`);
  });

  return routes;
}
