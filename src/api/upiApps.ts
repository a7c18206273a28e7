/**
 * The UPI apps a UPI payment can open in one tap (UPI intent), where the provider can and the phone can: 'other'
 * hands the payment to whichever UPI app the phone offers (Android's chooser). Kept out of ./endpoints, which every
 * first view loads, so that they ride with the payment screen's own chunk.
 */
export const UPI_APPS = ['gpay', 'phonepe', 'paytm', 'bhim', 'other'] as const;
