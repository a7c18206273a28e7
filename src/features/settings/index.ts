export { SettingsScreen } from './SettingsScreen';
export { DeleteAccountDialog } from './DeleteAccount';
export { LanguageChoice } from './LanguageChoice';
