import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatDistance, formatRupees } from '../../src/lib/format';
import { outletPlace } from '../../src/lib/outletPlace';
import { distanceInMeters } from '../../src/rules/geo';

describe('formatting for India', () => {
  it('shows rupees with Indian grouping', () => {
    expect(formatRupees(130000)).toBe('₹1,30,000');
    expect(formatRupees(1300)).toBe('₹1,300');
  });
  it('shows paise only when there are some', () => {
    expect(formatRupees(50)).toBe('₹50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(82.95)).toBe('₹82.95');
    expect(formatRupees(82.5)).toBe('₹82.50');
    expect(formatRupees(1234.05)).toBe('₹1,234.05');
    // Sums of paise that float a hair off a whole rupee are still whole.
    expect(formatRupees(0.1 + 0.2 + 49.7)).toBe('₹50');
    expect(formatRupees(-50)).toBe('-₹50');
  });
  it('shows times in Asia/Kolkata whatever the device zone', () => {
    // 2025-01-01T00:00:00Z is 05:30 in Kolkata.
    expect(formatDateTime(Date.UTC(2025, 0, 1))).toMatch(/1 Jan 2025.*5:30\s?am/i);
  });
  it('shows short distances in metres and long ones in km', () => {
    expect(formatDistance(180)).toBe('180 m');
    expect(formatDistance(2345)).toBe('2.3 km');
    expect(formatDistance(45678)).toBe('46 km');
  });
  it('counts in the singular for one and the plural otherwise', () => {
    expect(formatCount(1, 'item')).toBe('1 item');
    expect(formatCount(0, 'item')).toBe('0 items');
    expect(formatCount(4, 'item')).toBe('4 items');
  });
  it("names an outlet by its place once the chain is plain, and keeps a name without the chain's whole", () => {
    expect(outletPlace('Gold Leaf — Mohali Phase 8')).toBe('Mohali Phase 8');
    expect(outletPlace('Mohali Phase 8')).toBe('Mohali Phase 8');
    expect(outletPlace('Gold Leaf — ')).toBe('Gold Leaf — ');
    expect(outletPlace('Gold Leafy — Noida')).toBe('Gold Leafy — Noida');
  });
  it('measures great-circle distance', () => {
    // Mohali Phase 8 to Patiala: about 59 km as the crow flies.
    const km = distanceInMeters({ latitude: 30.7089, longitude: 76.7011 }, { latitude: 30.3398, longitude: 76.3869 }) / 1000;
    expect(km).toBeGreaterThan(50);
    expect(km).toBeLessThan(55);
  });
});
