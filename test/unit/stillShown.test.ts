import { describe, expect, it } from 'vitest';
import type { Banner } from '../../src/api/contract';
import { stillShown } from '../../src/features/home/stillShown';

const banner = (recordId: number, endsAt?: number | null): Banner => ({ recordId, title: `B${recordId}`, sliderAction: 'HomeDelivery', webImageUrlLarge: '/a.jpg', adImageUrlLarge: '/a.jpg', endsAt });

describe('a kept banner list (issue 46)', () => {
  it('drops a banner at its end, keeps one before it, one without an end and one kept before banners had ends', () => {
    const now = Date.parse('2026-11-27T12:30:00Z');
    const kept = [banner(1, now - 1), banner(2, now), banner(3, now + 1), banner(4, null), banner(5)];
    expect(stillShown(kept, now).map((one) => one.recordId)).toEqual([3, 4, 5]);
  });
});
