/**
 * Who a campaign reaches (issue 46): its segment's diners whose alert settings let its kind through, each with
 * their language (that of the device they linked last; English without one) and their devices. One query shape
 * serves the console's preview (counted), the check of languages before sending, and the fan-out (in id order
 * after a cursor, a batch at a time), so all three agree on who is in.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import type { CampaignSegment } from '../db/schema';

const DAY_MS = 24 * 60 * 60_000;

/** The ids of the segment's diners, as a subquery (an order counts once placed). */
function segmentIds(segment: CampaignSegment, now: number): SQL {
  switch (segment.type) {
    case 'everyone':
      return sql`select id from users`;
    case 'city':
      return sql`select o.user_id from orders o join restaurants r on r.id = o.restaurant_id where o.placed_at is not null and lower(r.area) = lower(${segment.city})`;
    case 'outlet':
      return sql`select user_id from orders where placed_at is not null and restaurant_id = ${segment.outletId} and placed_at > ${new Date(now - segment.days * DAY_MS)}`;
    case 'dish':
      return sql`select o.user_id from orders o join order_items i on i.order_id = o.id where o.placed_at is not null and i.item_id = ${segment.itemId}`;
    case 'lapsed':
      return sql`select user_id from orders where placed_at is not null group by user_id having max(placed_at) <= ${new Date(now - segment.days * DAY_MS)}`;
    case 'device':
      return sql`select id from users where mobile = ${segment.mobile}`;
  }
}

const SETTING_COLUMN = { OFFER: sql.raw('offers'), EVENT: sql.raw('events') } as const;

export interface Recipient {
  userId: number;
  locale: 'en' | 'hi';
  /** The device tokens its push goes to: all the diner's devices, or the last linked one for a test device. */
  tokens: string[];
}

/** The diners of the segment who want this kind, after `cursor` (a diner id), at most `limit` of them, by id. */
function recipientsQuery(kind: 'OFFER' | 'EVENT', segment: CampaignSegment, now: number, after: number, limit: number | null): SQL {
  const oneDevice = segment.type === 'device';
  return sql`
    select u.id as "userId",
           coalesce((select d.locale from devices d where d.user_id = u.id order by d.updated_at desc, d.id desc limit 1), 'en') as "locale",
           ${
             oneDevice
               ? sql`coalesce((select array_agg(x.fcm_token) from (select d.fcm_token from devices d where d.user_id = u.id order by d.updated_at desc, d.id desc limit 1) x), '{}')`
               : sql`coalesce((select array_agg(distinct d.fcm_token) from devices d where d.user_id = u.id), '{}')`
           } as "tokens"
      from users u
      left join alert_settings a on a.user_id = u.id
     where u.id > ${after}
       and u.id in (${segmentIds(segment, now)})
       and coalesce(a.${SETTING_COLUMN[kind]}, true)
     order by u.id
     ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

type Row = { userId: number | string; locale: string; tokens: string[] | null };
const toRecipient = (row: Row): Recipient => ({ userId: Number(row.userId), locale: row.locale === 'hi' ? 'hi' : 'en', tokens: row.tokens ?? [] });

export async function segmentBatch(db: Database | Transaction, kind: 'OFFER' | 'EVENT', segment: CampaignSegment, now: number, after: number, limit: number): Promise<Recipient[]> {
  const result = (await db.execute(recipientsQuery(kind, segment, now, after, limit))) as unknown as { rows: Row[] };
  return result.rows.map(toRecipient);
}

export interface Reach {
  diners: number;
  devices: number;
  english: number;
  hindi: number;
}

/** How many diners (and devices) the campaign would reach now, by language. */
export async function reachOf(db: Database | Transaction, kind: 'OFFER' | 'EVENT', segment: CampaignSegment, now: number): Promise<Reach> {
  const result = (await db.execute(sql`
    select count(*) as diners,
           coalesce(sum(cardinality(r.tokens)), 0) as devices,
           count(*) filter (where r.locale = 'hi') as hindi
      from (${recipientsQuery(kind, segment, now, 0, null)}) r`)) as unknown as { rows: Array<Record<string, number | string>> };
  const row = result.rows[0] ?? {};
  // node-postgres answers counts (bigint) as strings; PGlite as numbers.
  const diners = Number(row.diners ?? 0);
  const hindi = Number(row.hindi ?? 0);
  return { diners, devices: Number(row.devices ?? 0), english: diners - hindi, hindi };
}
