/**
 * The reference backend's tables (drizzle pg-core), one file per domain in ./schema/. Migrations in ./migrations
 * are generated from this file with `npx drizzle-kit generate`; never edit a generated migration by hand.
 */
export type { Translations } from './schema/columns';
export * from './schema/account';
export * from './schema/requests';
export * from './schema/outlets';
export * from './schema/menu';
export * from './schema/tables';
export * from './schema/orders';
export * from './schema/offers';
export * from './schema/payments';
export * from './schema/reservations';
export * from './schema/notifications';
export * from './schema/pages';
export * from './schema/forms';
export * from './schema/deals';
export * from './schema/events';
export * from './schema/staff';
export * from './schema/closures';
export * from './schema/riders';
export * from './schema/orderLedger';
export * from './schema/campaigns';
export * from './schema/gst';
export * from './schema/privacy';
export * from './schema/supportRefunds';
