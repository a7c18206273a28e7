export { SettingsScreen } from './SettingsScreen';
export { DeleteAccountDialog } from './DeleteAccount';
