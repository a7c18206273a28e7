export { OffersScreen } from './OffersScreen';
