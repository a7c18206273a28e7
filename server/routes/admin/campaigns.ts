/**
 * Campaigns in the console (issue 46): an editor (or the owner) prepares one, previews whom it reaches and sends a
 * test to their own phone; only the owner, or a role the owner allows (campaign settings), sends it. A campaign is
 * edited while it is a draft, versioned (409 on a stale save); every change and every send is audited in its
 * transaction. A send refuses a segment that reaches nobody and a campaign with no text in a language its diners read.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  campaignRequest,
  campaignSettingsRequest,
  sendCampaignRequest,
  testCampaignRequest,
  type AdminCampaign,
  type CampaignPreview,
  type CampaignRequest,
  type CampaignSettings,
} from '../../../src/api/contract';
import type { StaffRole } from '../../../src/api/staffEndpoints';
import type { Database, Transaction } from '../../db/client';
import { campaignSettings, campaigns, devices, notifications, pushOutbox, users } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { actorOf, NOT_YOUR_ROLE, staffIn, type AdminEnv } from '../../staff/access';
import { recordAudit } from '../../staff/audit';
import type { StaffRow } from '../../staff/sessions';
import { figuresOf, NO_FIGURES } from '../../campaigns/figures';
import { reachOf } from '../../campaigns/segments';
import { campaignText, hasText } from '../../campaigns/texts';

type CampaignRow = typeof campaigns.$inferSelect;

/** Who prepares campaigns. Who sends: the owner, and the roles of campaign settings. */
const EDITORS = ['owner', 'editor'] as const;
export const NO_SUCH_CAMPAIGN = 'No such campaign';
export const STALE_CAMPAIGN = 'Someone changed this campaign since you opened it: reload it and make your change again';
export const NOT_A_DRAFT = 'This campaign has been sent: it can no longer be changed';
export const REACHES_NOBODY = 'This segment reaches no diner who takes these notifications: choose another segment before sending';
export const NO_SUCH_DINER_DEVICE = 'No diner with this mobile number has a phone linked for notifications: sign in to the app on it and allow notifications';
export const missingLanguage = (diners: number, language: string) =>
  `${diners} ${diners === 1 ? 'diner reads' : 'diners read'} ${language} and this campaign has no ${language} text: write it before sending`;

const toAdmin = (row: CampaignRow, figures = NO_FIGURES): AdminCampaign => ({
  id: row.id,
  kind: row.kind === 'EVENT' ? 'EVENT' : 'OFFER',
  en: { title: row.title, body: row.body },
  hi: { title: row.translations.hi?.title ?? '', body: row.translations.hi?.body ?? '' },
  target: row.target,
  segment: row.segment,
  urgent: row.urgent,
  sendAt: row.sendAt?.getTime() ?? null,
  state: row.state as AdminCampaign['state'],
  version: row.version,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  ...figures,
});

/** What the audit trail keeps of a campaign. */
const audited = (row: CampaignRow) => ({
  kind: row.kind,
  en: { title: row.title, body: row.body },
  hi: row.translations.hi ?? null,
  target: row.target,
  segment: row.segment,
  urgent: row.urgent,
  sendAt: row.sendAt?.toISOString() ?? null,
  state: row.state,
});

const columnsOf = (request: CampaignRequest) => ({
  kind: request.kind,
  title: request.en.title,
  body: request.en.body,
  translations: request.hi.title ? { hi: { title: request.hi.title, body: request.hi.body } } : {},
  target: request.target,
  segment: request.segment,
  urgent: request.urgent,
  sendAt: request.sendAt === null ? null : new Date(request.sendAt),
});

async function settingsOf(db: Database | Transaction): Promise<CampaignSettings> {
  const [row] = await db.select().from(campaignSettings).where(eq(campaignSettings.id, 1));
  return row ? { senderRoles: row.senderRoles, version: row.version } : { senderRoles: [], version: 1 };
}

async function findCampaign(db: Database | Transaction, id: number, lock = false): Promise<CampaignRow> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, NO_SUCH_CAMPAIGN);
  return row;
}

export function adminCampaignRoutes(deps: Deps): Hono<AdminEnv> {
  const { db } = deps;
  const routes = new Hono<AdminEnv>();

  /** The owner, and the roles the owner allowed; anyone else 403. */
  const sender = async (c: Context<AdminEnv>): Promise<StaffRow> => {
    const member = staffIn(c);
    if (member.role === 'owner') return member;
    if ((await settingsOf(db)).senderRoles.includes(member.role)) return member;
    throw new ApiError(403, NOT_YOUR_ROLE);
  };
  /** Those who prepare campaigns and those who send them read them. */
  const reader = async (c: Context<AdminEnv>): Promise<StaffRow> => {
    const member = staffIn(c);
    if ((EDITORS as readonly StaffRole[]).includes(member.role)) return member;
    return sender(c);
  };

  routes.get('/campaigns', async (c) => {
    await reader(c);
    const rows = await db.select().from(campaigns).orderBy(desc(campaigns.id));
    const figures = await figuresOf(
      db,
      rows.map((row) => row.id),
    );
    return ok<AdminCampaign[]>(
      c,
      rows.map((row) => toAdmin(row, figures.get(row.id))),
    );
  });

  routes.get('/campaigns/:id', async (c) => {
    await reader(c);
    const row = await findCampaign(db, rowIdParam(c.req.param('id'), NO_SUCH_CAMPAIGN));
    return ok(c, toAdmin(row, (await figuresOf(db, [row.id])).get(row.id)));
  });

  routes.get('/campaigns/:id/preview', async (c) => {
    await reader(c);
    const row = await findCampaign(db, rowIdParam(c.req.param('id'), NO_SUCH_CAMPAIGN));
    return ok<CampaignPreview>(c, await reachOf(db, row.kind === 'EVENT' ? 'EVENT' : 'OFFER', row.segment, deps.now()));
  });

  routes.post('/campaigns', async (c) => {
    const member = staffIn(c, EDITORS);
    const request = await readJsonBody(c, campaignRequest);
    const now = deps.now();
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({ ...columnsOf(request), createdBy: member.id, createdAt: new Date(now), updatedAt: new Date(now) })
        .returning();
      if (!row) throw new Error('The campaign was not saved');
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'campaign', entityId: String(row.id), before: null, after: audited(row) }, now);
      return row;
    });
    return ok(c, toAdmin(saved), 'Campaign saved');
  });

  routes.put('/campaigns/:id', async (c) => {
    const member = staffIn(c, EDITORS);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_CAMPAIGN);
    const request = await readJsonBody(c, campaignRequest);
    const now = deps.now();
    const saved = await db.transaction(async (tx) => {
      const before = await findCampaign(tx, id, true);
      if (before.state !== 'DRAFT') throw new ApiError(409, NOT_A_DRAFT);
      if (request.version !== undefined && request.version !== before.version) throw new ApiError(409, STALE_CAMPAIGN);
      const [after] = await tx
        .update(campaigns)
        .set({ ...columnsOf(request), version: before.version + 1, updatedAt: new Date(now) })
        .where(eq(campaigns.id, id))
        .returning();
      if (!after) throw new ApiError(404, NO_SUCH_CAMPAIGN);
      await recordAudit(tx, actorOf(c, member), { action: 'update', entity: 'campaign', entityId: String(id), before: audited(before), after: audited(after) }, now);
      return after;
    });
    return ok(c, toAdmin(saved), 'Campaign saved');
  });

  // The editor's own phone (signed in to the app as a diner): now, whatever the hour or the cap, and outside the figures.
  routes.post('/campaigns/:id/test', async (c) => {
    const member = staffIn(c, EDITORS);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_CAMPAIGN);
    const { mobile } = await readJsonBody(c, testCampaignRequest);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const campaign = await findCampaign(tx, id);
      const [device] = await tx
        .select({ userId: devices.userId, fcmToken: devices.fcmToken, locale: devices.locale })
        .from(devices)
        .innerJoin(users, eq(users.id, devices.userId))
        .where(eq(users.mobile, mobile))
        .orderBy(desc(devices.updatedAt), desc(devices.id))
        .limit(1);
      if (!device) throw new ApiError(422, NO_SUCH_DINER_DEVICE);
      const locale = device.locale === 'hi' ? 'hi' : 'en';
      const [stored] = await tx
        .insert(notifications)
        .values({
          userId: device.userId,
          kind: campaign.kind,
          ...campaignText(campaign, locale),
          target: campaign.target,
          orderRefId: null,
          dedupeKey: `campaign-${id}-test-${now}`,
          createdAt: new Date(now),
        })
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning({ id: notifications.id });
      if (stored) await tx.insert(pushOutbox).values({ notificationId: stored.id, fcmToken: device.fcmToken, nextAttemptAt: new Date(now), createdAt: new Date(now) });
      await recordAudit(tx, actorOf(c, member), { action: 'test', entity: 'campaign', entityId: String(id), before: null, after: { mobileEnding: mobile.slice(-4), locale } }, now);
    });
    return ok(c, null, 'Test sent to your phone');
  });

  routes.post('/campaigns/:id/send', async (c) => {
    const member = await sender(c);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_CAMPAIGN);
    const { version } = await readJsonBody(c, sendCampaignRequest);
    const now = deps.now();
    const saved = await db.transaction(async (tx) => {
      const before = await findCampaign(tx, id, true);
      if (before.state !== 'DRAFT') throw new ApiError(409, NOT_A_DRAFT);
      if (version !== before.version) throw new ApiError(409, STALE_CAMPAIGN);
      const reach = await reachOf(tx, before.kind === 'EVENT' ? 'EVENT' : 'OFFER', before.segment, now);
      if (reach.diners === 0) throw new ApiError(422, REACHES_NOBODY);
      if (reach.hindi > 0 && !hasText(before, 'hi')) throw new ApiError(422, missingLanguage(reach.hindi, 'Hindi'));
      if (reach.english > 0 && !hasText(before, 'en')) throw new ApiError(422, missingLanguage(reach.english, 'English'));
      const [after] = await tx
        .update(campaigns)
        .set({ state: 'SCHEDULED', sentBy: member.id, version: before.version + 1, updatedAt: new Date(now) })
        .where(eq(campaigns.id, id))
        .returning();
      if (!after) throw new ApiError(404, NO_SUCH_CAMPAIGN);
      await recordAudit(
        tx,
        actorOf(c, member),
        { action: 'send', entity: 'campaign', entityId: String(id), before: audited(before), after: { ...audited(after), reach } },
        now,
      );
      return after;
    });
    return ok(c, toAdmin(saved), saved.sendAt && saved.sendAt.getTime() > now ? 'Campaign scheduled' : 'Campaign sending');
  });

  routes.get('/campaign-settings', async (c) => {
    staffIn(c, ['owner']);
    return ok<CampaignSettings>(c, await settingsOf(db));
  });

  routes.put('/campaign-settings', async (c) => {
    const member = staffIn(c, ['owner']);
    const request = await readJsonBody(c, campaignSettingsRequest);
    const now = deps.now();
    const saved = await db.transaction(async (tx) => {
      await tx.insert(campaignSettings).values({ id: 1 }).onConflictDoNothing();
      const [before] = await tx.select().from(campaignSettings).where(eq(campaignSettings.id, 1)).for('update');
      if (!before || before.version !== request.version) throw new ApiError(409, 'Someone changed who may send campaigns since you opened it: reload and choose again');
      const senderRoles = [...new Set(request.senderRoles)].sort();
      const [after] = await tx.update(campaignSettings).set({ senderRoles, version: before.version + 1 }).where(eq(campaignSettings.id, 1)).returning();
      await recordAudit(tx, actorOf(c, member), { action: 'update', entity: 'campaign-settings', entityId: '1', before: { senderRoles: before.senderRoles }, after: { senderRoles } }, now);
      return after!;
    });
    return ok<CampaignSettings>(c, { senderRoles: saved.senderRoles, version: saved.version }, 'Campaign senders saved');
  });

  return routes;
}
