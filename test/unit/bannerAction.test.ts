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

describe("head office's banner actions (issue 46, src/lib/sliderAction.ts)", () => {
  it('opens an outlet, an event, a page or the deals tab, and a web link in its own tab', () => {
    expect(bannerDestination('outlet:7DDACD16-2db5-40c2-bbfa-98841a012eb5')).toEqual({ path: '/restaurants/7ddacd16-2db5-40c2-bbfa-98841a012eb5', orderType: null });
    expect(bannerDestination('event:12')).toEqual({ path: '/event-detail/12', orderType: null });
    expect(bannerDestination('page:mrp-night')).toEqual({ path: '/mrp-night', orderType: null });
    expect(bannerDestination('StealDeal')).toEqual({ to: '/', orderType: 'StealDeal' });
    expect(bannerDestination('link:https://example.com/menu')).toEqual({ link: 'https://example.com/menu', orderType: null });
  });
  it('falls back to home delivery for a link that is not http(s) and targets it cannot read', () => {
    for (const action of ['link:javascript:alert(1)', 'link:data:text/html,x', 'outlet:not-a-uuid', 'event:0', 'page:../admin', 'page:']) {
      expect(bannerDestination(action)).toEqual({ to: '/', orderType: 'HomeDelivery' });
    }
  });
});
