import { describe, expect, it } from 'vitest';
import { buildStamp, versionLabel } from '../../src/features/settings/version';

describe('the version a diner sees', () => {
  it("is SPEC's one label, 'Version 0.0.', whatever the package's version", () => {
    expect(versionLabel()).toBe('Version 0.0.');
  });

  it("keeps the build stamp apart, for support, and never shows the package's version as a second one", () => {
    expect(buildStamp('0.0.0+lx3k2a')).toBe('lx3k2a');
    expect(buildStamp('1.2.3+abc')).toBe('abc');
    expect(buildStamp('0.0.7')).toBeNull();
    expect(buildStamp('test')).toBeNull();
  });
});
