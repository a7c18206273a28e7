/**
 * Each outlet's menu answer, kept by each server process: the same for every diner, read on every visit to an
 * outlet and changed a few times a day. A copy is written out once (JSON and ETag) and served without touching
 * the database. It is forgotten when the outlet changes a dish (every process hears it: live/bus.ts), and after a
 * minute at most, so a change made straight in the database shows within one.
 */
import type { Menu } from '../src/api/contract';
import type { Database } from './db/client';
import { prepareAnswer, type PreparedAnswer } from './http/conditional';
import { restaurantMenu } from './outletData';
import { findRestaurantByUuid } from './outlets';

const KEEP_MS = 60_000;

/** The menu and its answer written out: the API sends the answer, an outlet's HTML paints from the menu. */
export interface KeptMenu {
  menu: Menu;
  answer: PreparedAnswer;
}

interface Entry {
  restaurantId: number;
  at: number;
  kept: Promise<KeptMenu>;
}

export class MenuCache {
  private readonly byUuid = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    /** Real time, not the business clock tests move: how long a copy is kept is about the process. */
    private readonly now: () => number = Date.now,
  ) {}

  /** The outlet's menu answer; an unknown outlet throws as findRestaurantByUuid does (and is not kept). */
  async answer(uuid: string): Promise<PreparedAnswer> {
    return (await this.menu(uuid)).answer;
  }

  /** The outlet's menu with its answer: never changed by a reader, as every reader shares it. */
  async menu(uuid: string): Promise<KeptMenu> {
    const kept = this.byUuid.get(uuid);
    if (kept && this.now() - kept.at < KEEP_MS) return kept.kept;
    const restaurant = await findRestaurantByUuid(this.db, uuid);
    // Concurrent first reads share one load.
    const entry: Entry = { restaurantId: restaurant.id, at: this.now(), kept: restaurantMenu(this.db, restaurant).then((menu: Menu) => ({ menu, answer: prepareAnswer(menu) })) };
    this.byUuid.set(uuid, entry);
    entry.kept.catch(() => this.byUuid.delete(uuid));
    return entry.kept;
  }

  /** The outlet changed its menu (null: a section every outlet shares changed): the next read loads it again. */
  forget(restaurantId: number | null): void {
    if (restaurantId === null) this.byUuid.clear();
    for (const [uuid, entry] of this.byUuid) if (entry.restaurantId === restaurantId) this.byUuid.delete(uuid);
  }
}
