import { beforeEach, describe, expect, it } from 'vitest';
import { clear } from 'idb-keyval';
import { addressToPreselect, readLastAddressId, rememberLastAddressId } from '../../src/features/checkout/lastAddress';

const home = { recordId: 11 };
const office = { recordId: 12 };
const parents = { recordId: 13 };

describe("'Deliver to' starts from an address", () => {
  it('keeps a choice that is still saved', () => {
    expect(addressToPreselect([home, office], 12, 11)).toBeNull();
  });
  it('takes the last one used, else the only one', () => {
    expect(addressToPreselect([home, office, parents], null, 13)).toBe(parents);
    expect(addressToPreselect([home], null, null)).toBe(home);
    expect(addressToPreselect([home], null, 99)).toBe(home);
  });
  it('replaces a choice that is no longer saved (deleted, or another customer’s)', () => {
    expect(addressToPreselect([home, office], 42, 12)).toBe(office);
    expect(addressToPreselect([office], 42, null)).toBe(office);
  });
  it('leaves several addresses without history to the customer', () => {
    expect(addressToPreselect([home, office], null, null)).toBeNull();
    expect(addressToPreselect([], null, 11)).toBeNull();
  });
});

describe('the last address used', () => {
  beforeEach(() => clear());
  it('is remembered on the device', async () => {
    expect(await readLastAddressId()).toBeNull();
    rememberLastAddressId(12);
    await expect.poll(() => readLastAddressId()).toBe(12);
  });
});
