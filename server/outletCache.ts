/**
 * The chain's live outlets and the closures ahead, kept by each server process: every outlet list and every cart
 * priced at checkout reads them, and they change a few times a day (the console, an outlet's pause, a closure). A
 * trigger on both tables tells every process on the database to forget its copy once a change commits (live/bus.ts,
 * migration 0052). A copy is kept only while this process hears those notices: until it listens, and from a lost
 * connection until it listens again, every read goes to the database. Placing an order reads the outlet again in
 * its own transaction (orders/place.ts), whatever any copy says.
 */
import { asc, eq } from 'drizzle-orm';
import { kolkataDayOf } from '../src/lib/closures';
import type { ClosureNotice } from '../src/lib/closures';
import type { Database } from './db/client';
import { restaurants } from './db/schema';
import { closuresAhead, noticeFor, type ClosureRow } from './closures';
import { restaurantNotFound, type RestaurantRow } from './outlets';

/** Real time, as the menus' copies (./menuCache.ts): however well the notices work, a copy is read again after a minute. */
const KEEP_MS = 60_000;

/** What is kept; shared by every request that reads it, so never changed by one. */
export interface Outlets {
  /** The live outlets (issue 36: one head office has not made live is nowhere), in id order. */
  live: readonly RestaurantRow[];
  byUuid: ReadonlyMap<string, RestaurantRow>;
  /** The closures not over by the Kolkata day of the read (../closures.ts closuresAhead). */
  closures: readonly ClosureRow[];
}

interface Kept {
  /** The Kolkata day the closures were read for: another day reads them again. */
  day: string;
  at: number;
  outlets: Promise<Outlets>;
}

async function load(db: Database, now: number): Promise<Outlets> {
  const [live, closures] = await Promise.all([db.select().from(restaurants).where(eq(restaurants.live, true)).orderBy(asc(restaurants.id)), closuresAhead(db, now)]);
  return { live, byUuid: new Map(live.map((outlet) => [outlet.uuid, outlet])), closures };
}

export class OutletCache {
  private kept: Kept | null = null;
  private hearing = false;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The outlets and the closures ahead at `now` (the business clock, which tests move). */
  read(now: number): Promise<Outlets> {
    const day = kolkataDayOf(now);
    const kept = this.kept;
    if (kept && kept.day === day && this.clock() - kept.at < KEEP_MS) return kept.outlets;
    const outlets = load(this.db, now);
    if (!this.hearing) return outlets;
    // Concurrent first reads share one load. A notice while it runs drops it (forget), so a load a change
    // overtook is never kept past it; a failed one is not kept either.
    const entry: Kept = { day, at: this.clock(), outlets };
    this.kept = entry;
    outlets.catch(() => {
      if (this.kept === entry) this.kept = null;
    });
    return outlets;
  }

  /** A live outlet and its closure notice, or 404 as ../outlets.ts findRestaurantByUuid says it. */
  async live(uuid: string, now: number): Promise<{ outlet: RestaurantRow; closure: ClosureNotice | null }> {
    const { byUuid, closures } = await this.read(now);
    const outlet = byUuid.get(uuid);
    if (!outlet) throw restaurantNotFound();
    return { outlet, closure: noticeFor(closures, outlet.id, now) };
  }

  /** An outlet or a closure changed (a notice from any process): the next read loads them again. */
  forget(): void {
    this.kept = null;
  }

  /** Whether this process hears the notices now (../live/bus.ts): what changed while it did not is unknown. */
  hearingNotices(on: boolean): void {
    this.hearing = on;
    this.kept = null;
  }
}
