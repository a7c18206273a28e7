export { sendOrQueue } from './sendOrQueue';
export type { OutboxRequest } from './sendOrQueue';
export { SavedOfflineNotice } from './SavedOfflineNotice';
