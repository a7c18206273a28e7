/**
 * The API contract of SPEC section 7, written once and kept by domain in ./contract/: request schemas (the
 * server validates every payload against them) and response types (the client decodes into them). The client
 * imports only types from here (`import type`; lint enforces it) and its runtime values from ./endpoints, so
 * zod never reaches the browser bundle.
 *
 * One file per domain: account (sign-in, profile, addresses, favourites), outlets (banners, lists, dish search,
 * detail), menu, tables (dine-in), orders, offers (coupons, vouchers, scratch cards), payments (wallet, points,
 * provider payments), reservations, notifications, pages, forms, deals, events. ./contract/fields holds the
 * pieces they are built from.
 */
export * from './endpoints';
export * from './eventEndpoints';
export * from './checkoutEndpoints';
export * from './upiApps';
export * from './stealDealRules';
export * from './formLimits';
export * from './campaignRules';

export { bannerTypeSchema, mobileNumberSchema, orderTypeSchema, qrCodeParam, tableKeyField } from './contract/fields';
export type { Page } from './contract/fields';
export * from './contract/account';
export * from './contract/outlets';
export * from './contract/menu';
export * from './contract/tables';
export * from './contract/orders';
export * from './contract/offers';
export * from './contract/payments';
export * from './contract/reservations';
export * from './contract/notifications';
export * from './contract/pages';
export * from './contract/forms';
export * from './contract/deals';
export * from './contract/events';
export * from './contract/staff';
export * from './contract/adminOutlets';
// Types only: the schemas (server and console) are imported from their file, so the diner's first view carries none of them.
export type { AdminBanner, AdminPage, AdminUpcomingOutlet, CreateBannerRequest, CreateUpcomingRequest, ScheduleState, UpdateBannerRequest, UpdatePageRequest, UpdateUpcomingRequest } from './contract/adminContent';
export * from './contract/passkeys';
export * from './contract/audit';
export * from './contract/adminOrders';
export * from './contract/adminMenu';
export * from './contract/menuImport';
export * from './contract/closures';
export * from './staffEndpoints';
export * from './contract/adminOffers';
export * from './contract/campaigns';
export * from './contract/translations';
export * from './contract/support';
