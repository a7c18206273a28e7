/**
 * The shape checks of a diner's account: the sign-in, the profile, the wallet and vouchers, saved addresses, a
 * booking's occasions (shapes.ts).
 */
import type { Credentials, RedeemedVoucher, SavedAddress, UserProfile, WalletBalance } from './contract';
import { arrayOf, isNonEmptyString, isNumber, isString, nullable, shape } from './guards';

export const isCredentials = shape<Credentials>({ mobile: isNonEmptyString, secretKey: isNonEmptyString });

export const isUserProfile = shape<UserProfile>({
  fullName: isString,
  mobile: isNonEmptyString,
  email: isString,
  userImage: nullable(isString),
});

export const isWalletBalance = shape<WalletBalance>({ walletBalance: isNumber, rewardPoints: isNumber });

/** redeemVoucher's answer and getRedeemedVoucherList's rows (the wallet screen redeems, /offers lists them). */
export const isRedeemedVoucher = shape<RedeemedVoucher>({
  code: isString,
  title: isString,
  rewardText: isString,
  amount: isNumber,
  points: isNumber,
  redeemedAt: isNumber,
});

export const isRedeemedVoucherList = arrayOf(isRedeemedVoucher);

export const isStringList = arrayOf(isString);

export const isSavedAddress = shape<SavedAddress>({
  recordId: isNumber,
  addressLine1: isString,
  addressLine2: isString,
  addressLine3: isString,
  addressType: isString,
  latitude: isNumber,
  longitude: isNumber,
});

export const isSavedAddressList = arrayOf(isSavedAddress);
