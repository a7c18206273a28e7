export { InstallCardSlot } from './InstallCardSlot';
export { rememberOrderForInstall } from './rememberInstall';
