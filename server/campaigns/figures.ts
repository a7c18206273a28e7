/**
 * A campaign's figures (issue 46), read from the database (so every process and /metrics tell the same): diners
 * targeted (queued or capped) and their devices, held for quiet hours, capped, pushes sent and failed, and opened
 * (a push's click that reopened the app, as the app reported it).
 */
import { sql } from 'drizzle-orm';
import type { CampaignFigures } from '../../src/api/contract';
import type { Database } from '../db/client';

export const NO_FIGURES: CampaignFigures = { targeted: 0, devices: 0, held: 0, capped: 0, sent: 0, failed: 0, opened: 0 };

type Row = Record<keyof CampaignFigures | 'id', number | string>;

export async function figuresOf(db: Database, ids: readonly number[]): Promise<Map<number, CampaignFigures>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select c.id,
           coalesce(r.targeted, 0) as targeted, coalesce(r.devices, 0) as devices, coalesce(r.held, 0) as held, coalesce(r.capped, 0) as capped,
           coalesce(p.sent, 0) as sent, coalesce(p.failed, 0) as failed, coalesce(o.opened, 0) as opened
      from campaigns c
      left join (select campaign_id, count(*) as targeted,
                        sum(devices) filter (where state = 'QUEUED') as devices,
                        count(*) filter (where held and state = 'QUEUED') as held,
                        count(*) filter (where state = 'CAPPED') as capped
                   from campaign_recipients where campaign_id in (${list}) group by campaign_id) r on r.campaign_id = c.id
      left join (select n.campaign_id, count(*) filter (where p.state = 'SENT') as sent,
                        count(*) filter (where p.state in ('FAILED', 'DROPPED')) as failed
                   from push_outbox p join notifications n on n.id = p.notification_id
                  where n.campaign_id in (${list}) group by n.campaign_id) p on p.campaign_id = c.id
      left join (select campaign_id, count(*) as opened from notifications
                  where campaign_id in (${list}) and opened_at is not null group by campaign_id) o on o.campaign_id = c.id
     where c.id in (${list})`)) as unknown as { rows: Row[] };
  // node-postgres answers counts (bigint) as strings; PGlite as numbers.
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      {
        targeted: Number(row.targeted),
        devices: Number(row.devices),
        held: Number(row.held),
        capped: Number(row.capped),
        sent: Number(row.sent),
        failed: Number(row.failed),
        opened: Number(row.opened),
      },
    ]),
  );
}
