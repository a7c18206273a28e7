export { logError, pageView, startAnalytics, track } from './analytics';
