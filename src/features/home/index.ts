export { HomeScreen } from './HomeScreen';
export { bannerDestination } from './bannerAction';
