import { describe, expect, it } from 'vitest';
import { bannerDestination } from '../../src/features/home/bannerAction';

describe('banner sliderAction (SPEC 2)', () => {
  it('home action: home delivery at /', () => expect(bannerDestination('HomeDelivery')).toEqual({ to: '/', orderType: 'HomeDelivery' }));
  it('Reservation: the outlet list', () => expect(bannerDestination('Reservation')).toEqual({ to: '/restaurants', orderType: null }));
  it('TakeAway: / with takeaway', () => expect(bannerDestination('TakeAway')).toEqual({ to: '/', orderType: 'TakeAway' }));
  it('anything else falls back to home delivery at /', () => {
    expect(bannerDestination('Festival')).toEqual({ to: '/', orderType: 'HomeDelivery' });
    expect(bannerDestination('')).toEqual({ to: '/', orderType: 'HomeDelivery' });
  });
});
