/**
 * The shape checks of the answers the app keeps (persisted, cached in atoms or route loaders, or acted on).
 * Each lists the fields screens and atoms read; fields nothing reads are left alone, so the server may add or
 * drop them freely.
 *
 * One file per domain, gathered here: a screen's checks load with the screens that read those answers, not all
 * of them with the first view (the entry carries the outlets' and menus' only).
 */
export * from './outletShapes';
export * from './bannerShapes';
export * from './tableScanShapes';
export * from './orderShapes';
export * from './paymentShapes';
export * from './accountShapes';
