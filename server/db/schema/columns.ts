/** What every domain's tables share: the created_at column, and translations of the chain's own words. */
import { timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../src/i18n';

/** Content the chain writes, in languages other than English (issue 24), by language. Absent: the English. */
export type Translations<T> = Partial<Record<Exclude<Locale, 'en'>, T>>;

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
