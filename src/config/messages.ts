import { defineMessages } from '../i18n';
import { BOOT_MSG, BOOT_SPEC } from './bootMessages';

/** The spec's words of the screens that load after the first view (the first views' own: ./bootMessages.ts). */
const LATER_MSG = {
  invalidMobile: '*Please enter a valid mobile number',
  otpImproper: '*Please enter OTP properly',
  otpInvalid: '*Invalid OTP provided',
  invalidEmail: '*Please enter a valid email',
  enterFullName: '*Please enter full name',
  selectDob: '*Please select DOB',
  selectGender: '*Please select gender',
  unAuthorized: 'Un Authorized Access',
  alreadyRegistered: 'This mobile nubmer is already registered',
  otpSentTitle: 'Otp Sent',
  oops: 'Oops!',
  success: 'Success',
  enterDetails: 'Please enter details properly',
  fillDetails: 'Please fill details properly',
  reservationFailedTitle: 'Oops...',
  selectAddressType: 'Please select address type',
  selectLocationFirst: 'Please select location first.',
  noResults: 'No results found',
  unableToLoadMap: 'Unable to load Map',
  selectTip: 'Please select Tip Amount',
  notDelivering: 'Sorry! this restaurant is not delivering in your area',
  lowBalance: 'Low Balance: Your wallet balance is low. Please add money in your wallet.',
  orderPlaced: 'Order Placed',
  transactionFailed: 'Transaction Failed',
  chooseAgain: 'Please Choose Payment Method again',
  // Issue 12 (forms and the offline outbox): SPEC 4's words, then the outbox's own.
  selectTerms: 'Please select terms and conditions',
  selectRestaurant: 'Please select restaurant',
  savedOffline: 'Saved — will be sent when you are back online',
  offlinePayment: 'You are offline. Payments need a connection: this works again when you are back online',
  selectAmount: 'Please select amount to be added',
  enterValidAmount: 'Please enter valid amount',
  enterPromoCode: 'Please enter promo code',
} as const;

/** User-facing texts quoted by the spec, word for word (typos included where the spec keeps them). */
export const MSG = { ...BOOT_MSG, ...LATER_MSG } as const;

/**
 * The same texts as catalogue messages, for what the app shows (in Hindi too): t(SPEC.loginRequired). MSG stays
 * English for what must match word for word: the server's validation and comparisons with what it sends.
 */
export const SPEC = { ...BOOT_SPEC, ...defineMessages('spec', LATER_MSG) };
