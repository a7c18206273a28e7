import { t } from '../../i18n';
import { m } from './messages';

/**
 * What Settings shows of this build's version ('0.0.0+lx3k2a' from vite.config.ts): SPEC 1's label, 'Version
 * 0.0.' followed by the patch number, and the build stamp (each build is a version of its own, see the version
 * check) for telling support exactly which build a phone runs.
 */
export function describeVersion(appVersion: string): { label: string; build: string | null } {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+](.+))?$/.exec(appVersion.trim());
  if (!match) return { label: t(m.version, { version: appVersion }), build: null };
  const [, major, minor, patch, build] = match;
  return { label: t(m.version, { version: `${major}.${minor}.${patch}` }), build: build ?? null };
}
