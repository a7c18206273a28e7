export { ContactScreen } from './ContactScreen';
export { FranchiseScreen } from './FranchiseScreen';
export { CareersScreen } from './CareersScreen';
export { FeedbackScreen } from './FeedbackScreen';
