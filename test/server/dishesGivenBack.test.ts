/** What chosen dishes come to when support gives them back: what the diner paid for them, with the tax on that. */
import { describe, expect, it } from 'vitest';
import { dishesGivenBack } from '../../server/staff/orderCredit';

describe('dishesGivenBack', () => {
  it('gives a dish back with 5 % on its own price, not a share of the packing’s tax', () => {
    // ₹69 naan, ₹10 packing, no coupon: 5 % of ₹79 is ₹3.95, of which the naan's is ₹3.45.
    expect(dishesGivenBack({ restaurantBillPaise: 6900, couponDiscountPaise: 0, packingChargesPaise: 1000, taxesPaise: 395 }, 6900)).toEqual({ paise: 7245, taxPaise: 345 });
  });

  it('takes off the dish’s share of the coupon, and the tax on what is left', () => {
    // ₹200 of dishes less a ₹50 coupon: the ₹100 dish cost the diner ₹75, and 5 % of it is ₹3.75.
    expect(dishesGivenBack({ restaurantBillPaise: 20000, couponDiscountPaise: 5000, packingChargesPaise: 0, taxesPaise: 750 }, 10000)).toEqual({ paise: 7875, taxPaise: 375 });
  });
});
