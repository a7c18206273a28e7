export { StaticPageScreen } from './StaticPageScreen';
export { AtmBarScreen } from './AtmBarScreen';
export { MrpNightScreen } from './MrpNightScreen';
export { UpcomingOutletsScreen } from './UpcomingOutletsScreen';
