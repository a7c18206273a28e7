import { VERSION_LABEL } from '../../config/constants';

/**
 * What Settings shows of this build's version ('0.0.0+lx3k2a' from vite.config.ts): SPEC 1's label, 'Version
 * 0.0.' followed by the patch number, and the build stamp (each build is a version of its own, see the version
 * check) for telling support exactly which build a phone runs.
 */
export function describeVersion(appVersion: string): { label: string; build: string | null } {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+](.+))?$/.exec(appVersion.trim());
  if (!match) return { label: `Version ${appVersion}`, build: null };
  const [, major, minor, patch, build] = match;
  const label = major === '0' && minor === '0' ? `${VERSION_LABEL}${patch}` : `Version ${major}.${minor}.${patch}`;
  return { label, build: build ?? null };
}
