/**
 * Each outlet's menu answer, kept by each server process: the same for every diner, read on every visit to an
 * outlet and changed a few times a day. A copy is written out once (JSON and ETag) and served without touching
 * the database. It is forgotten when the outlet changes a dish (every process hears it: live/bus.ts), and after a
 * minute at most, so a change made straight in the database shows within one. Each language's menu is its own
 * copy (issue 46), with its own ETag: a Hindi reader never gets the English copy, nor a 304 for it.
 */
import type { Menu } from '../src/api/contract';
import type { Database } from './db/client';
import type { Locale } from '../src/i18n';
import { prepareAnswer, type PreparedAnswer } from './http/conditional';
import { restaurantMenu } from './outletData';
import { findRestaurantByUuid } from './outlets';

const KEEP_MS = 60_000;

interface Entry {
  restaurantId: number;
  at: number;
  answer: Promise<PreparedAnswer>;
}

export class MenuCache {
  /** By outlet and language: `${uuid} ${locale}`. */
  private readonly byKey = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    /** Real time, not the business clock tests move: how long a copy is kept is about the process. */
    private readonly now: () => number = Date.now,
  ) {}

  /** The outlet's menu answer in `locale`; an unknown outlet throws as findRestaurantByUuid does (and is not kept). */
  async answer(uuid: string, locale: Locale = 'en'): Promise<PreparedAnswer> {
    const key = `${uuid} ${locale}`;
    const kept = this.byKey.get(key);
    if (kept && this.now() - kept.at < KEEP_MS) return kept.answer;
    const restaurant = await findRestaurantByUuid(this.db, uuid);
    // Concurrent first reads share one load.
    const entry: Entry = { restaurantId: restaurant.id, at: this.now(), answer: restaurantMenu(this.db, restaurant, locale).then((menu: Menu) => prepareAnswer(menu)) };
    this.byKey.set(key, entry);
    entry.answer.catch(() => this.byKey.delete(key));
    return entry.answer;
  }

  /** The outlet changed its menu (null: a section every outlet shares changed): the next read loads it again. */
  forget(restaurantId: number | null): void {
    if (restaurantId === null) this.byKey.clear();
    for (const [key, entry] of this.byKey) if (entry.restaurantId === restaurantId) this.byKey.delete(key);
  }
}
