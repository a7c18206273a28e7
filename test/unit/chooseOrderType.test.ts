import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../src/api/contract';
import { chooseOrderType, servesOrderType } from '../../src/features/restaurants/chooseOrderType';

function outlet(overrides: Partial<Restaurant>): Restaurant {
  return {
    recordId: 1,
    restaurantUuid: '00000000-0000-4000-8000-000000000001',
    title: 'Outlet',
    area: 'Mohali Phase 8',
    address: '',
    latitude: 30.7,
    longitude: 76.7,
    distanceInMeter: 5000,
    availableInDineIn: true,
    availableInHomeDelivery: true,
    availableInTakeAway: true,
    imageUrl: '',
    openingTime: '11:00',
    closingTime: '23:00',
    phone: '',
    email: '',
    facilities: [],
    deliveryRadiusInMeter: 8000,
    ...overrides,
  };
}

describe('chooseOrderType (SPEC 4)', () => {
  it('picks dine-in at an outlet within 200 m that serves it', () => {
    const atTable = outlet({ recordId: 2, distanceInMeter: 150 });
    expect(chooseOrderType([outlet({}), atTable])).toEqual({ orderType: 'DineIn', restaurant: atTable });
  });

  it('counts 200 m itself as within, 201 m as away', () => {
    expect(chooseOrderType([outlet({ distanceInMeter: 200 })]).orderType).toBe('DineIn');
    expect(chooseOrderType([outlet({ distanceInMeter: 201 })])).toEqual({ orderType: 'HomeDelivery', restaurant: null });
  });

  it('prefers a nearby dine-in outlet over a nearer takeaway-only one', () => {
    const kiosk = outlet({ recordId: 3, distanceInMeter: 20, availableInDineIn: false });
    const lounge = outlet({ recordId: 4, distanceInMeter: 180 });
    expect(chooseOrderType([kiosk, lounge]).restaurant).toBe(lounge);
  });

  it('falls to takeaway, then delivery, among nearby outlets', () => {
    const takeAway = outlet({ distanceInMeter: 50, availableInDineIn: false });
    expect(chooseOrderType([takeAway]).orderType).toBe('TakeAway');
    const deliveryOnly = outlet({ distanceInMeter: 50, availableInDineIn: false, availableInTakeAway: false });
    expect(chooseOrderType([deliveryOnly])).toEqual({ orderType: 'HomeDelivery', restaurant: deliveryOnly });
  });

  it('falls back to home delivery with no outlets at all', () => {
    expect(chooseOrderType([])).toEqual({ orderType: 'HomeDelivery', restaurant: null });
  });

  it('filters outlets by the service a tab stands for', () => {
    const noDelivery = outlet({ availableInHomeDelivery: false });
    expect(servesOrderType(noDelivery, 'HomeDelivery')).toBe(false);
    expect(servesOrderType(noDelivery, 'DineIn')).toBe(true);
    expect(servesOrderType(noDelivery, 'EventList')).toBe(true);
  });
});
