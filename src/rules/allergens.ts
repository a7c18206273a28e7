import type { Allergen } from '../api/contract/menu';

/** Each allergen once, in FSSAI's order; a Record, so a missing or unknown one is a type error. */
const FSSAI_LIST: Record<Allergen, true> = { GLUTEN: true, CRUSTACEAN: true, MILK: true, EGG: true, FISH: true, PEANUT: true, TREE_NUT: true, SOY: true, SULPHITE: true };

/**
 * Every major allergen, in FSSAI's order: kept with the menu's rules, which show and filter them (and the console's
 * and the server's checks), rather than in api/endpoints, which every screen's first view loads.
 */
export const ALLERGENS = Object.keys(FSSAI_LIST) as Allergen[];
