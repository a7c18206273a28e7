import { describe, expect, it } from 'vitest';
import { serial } from '../../src/lib/serial';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('serial', () => {
  it('starts each task after the one before it has settled, so answers land in the order asked', async () => {
    const run = serial();
    const events: string[] = [];
    const slow = run(async () => {
      events.push('slow start');
      const value = await later(30, 'slow');
      events.push('slow end');
      return value;
    });
    const fast = run(async () => {
      events.push('fast start');
      return 'fast';
    });
    expect(await Promise.all([slow, fast])).toEqual(['slow', 'fast']);
    expect(events).toEqual(['slow start', 'slow end', 'fast start']);
  });

  it('a failed task rejects its own caller and the next one still runs', async () => {
    const run = serial();
    const failed = run(() => Promise.reject(new Error('Coupon expired')));
    const next = run(() => Promise.resolve('tip set'));
    await expect(failed).rejects.toThrow('Coupon expired');
    await expect(next).resolves.toBe('tip set');
  });
});
