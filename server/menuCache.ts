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
  /** By outlet and language: `${uuid} ${locale}`. */
  private readonly byKey = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    /** Real time, not the business clock tests move: how long a copy is kept is about the process. */
    private readonly now: () => number = Date.now,
  ) {}

  /** The outlet's menu answer in `locale`; an unknown outlet throws as findRestaurantByUuid does (and is not kept). */
  async answer(uuid: string, locale: Locale = 'en'): Promise<PreparedAnswer> {
    return (await this.menu(uuid, locale)).answer;
  }

  /** The outlet's menu in `locale` with its answer: never changed by a reader, as every reader shares it. */
  async menu(uuid: string, locale: Locale = 'en'): Promise<KeptMenu> {
    const key = `${uuid} ${locale}`;
    const kept = this.byKey.get(key);
    if (kept && this.now() - kept.at < KEEP_MS) return kept.kept;
    const restaurant = await findRestaurantByUuid(this.db, uuid);
    // Concurrent first reads share one load.
    const entry: Entry = { restaurantId: restaurant.id, at: this.now(), kept: restaurantMenu(this.db, restaurant, locale).then((menu: Menu) => ({ menu, answer: prepareAnswer(menu) })) };
    this.byKey.set(key, entry);
    entry.kept.catch(() => this.byKey.delete(key));
    return entry.kept;
  }

  /** The outlet changed its menu (null: a section every outlet shares changed): the next read loads it again. */
  forget(restaurantId: number | null): void {
    if (restaurantId === null) this.byKey.clear();
    for (const [key, entry] of this.byKey) if (entry.restaurantId === restaurantId) this.byKey.delete(key);
  }
}
