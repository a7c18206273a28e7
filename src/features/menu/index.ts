export { OutletScreen } from './OutletScreen';
export type { OutletData } from './OutletScreen';
export { loadOutlet } from './loadOutlet';
export { filterMenu, ALL_CATEGORIES } from '../../rules/filterMenu';
