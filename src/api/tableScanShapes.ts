/** The shape check of a scanned table: with the scan's code, which asks for it (outletShapes.ts is in every first view). */
import type { TableScan } from './contract';
import { isNonEmptyString, isString, shape } from './guards';
import { isRestaurant } from './outletShapes';

export const isTableScan = shape<TableScan>({ code: isNonEmptyString, tableNumber: isString, restaurant: isRestaurant });
