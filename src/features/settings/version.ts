import { DISPLAY_VERSION } from '../../config/constants';
import { t } from '../../i18n';
import { m } from './messages';

/** SPEC 9's label, 'Version 0.0.': the same words in home's footer, the side menu and Settings. */
export const versionLabel = (): string => t(m.version, { version: DISPLAY_VERSION });

/**
 * This build's stamp ('nyle6zsf' of '0.0.0+nyle6zsf', from vite.config.ts: a digest of the code it was built from, see
 * the version check), which Settings shows quietly so support can tell which build a phone runs; null without one.
 * Not a second version number: the package's own (0.0.0) never reaches the screen.
 */
export function buildStamp(appVersion: string): string | null {
  return /\+(\w+)$/.exec(appVersion.trim())?.[1] ?? null;
}
