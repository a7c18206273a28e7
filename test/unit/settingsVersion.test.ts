import { describe, expect, it } from 'vitest';
import { describeVersion } from '../../src/features/settings/version';

describe('describeVersion', () => {
  it("shows SPEC's 'Version 0.0.' label with the patch number, and the build stamp apart", () => {
    expect(describeVersion('0.0.0+lx3k2a')).toEqual({ label: 'Version 0.0.0', build: 'lx3k2a' });
    expect(describeVersion('0.0.7')).toEqual({ label: 'Version 0.0.7', build: null });
  });

  it('shows a later major or minor version in full, and an unexpected string as it is', () => {
    expect(describeVersion('1.2.3+abc')).toEqual({ label: 'Version 1.2.3', build: 'abc' });
    expect(describeVersion('test')).toEqual({ label: 'Version test', build: null });
  });
});
