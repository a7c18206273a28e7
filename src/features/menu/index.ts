export { OutletScreen } from './OutletScreen';
export type { OutletData } from './OutletScreen';
export { loadOutlet } from './loadOutlet';
