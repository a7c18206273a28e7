/**
 * The server's words about the customer's account (issue 24): signing in (OTP and Facebook), the profile and its
 * picture, saved addresses, favourites, notifications, the forms (contact, franchise, careers, feedback) and the
 * info pages. Hindi in server/messages/hi/account.ts.
 */
import { CV_MESSAGES } from '../../src/api/formLimits';
import { defineMessages } from '../../src/i18n';

export const accountWords = defineMessages('serverAccount', {
  // Signing in by OTP.
  otpSent: 'OTP sent to {mobile}',
  tooManyOtpRequests: 'Too many OTP requests. Please try again in {wait}',
  waitForAnotherOtp: 'Please wait {wait} before asking for another OTP for {mobile}',
  tooManyCodesSent: 'Too many sign-in codes are being sent right now. Please try again in a few minutes',
  otpNotSent: 'Unable to send OTP right now, please try again',
  tooManyWrongOtps: 'Too many wrong OTP attempts ({max}). Please request a new OTP',
  loginSuccessful: 'Login successful',
  loggedOut: 'Logged out',
  notRegistered: 'Mobile number is not registered',
  registered: 'Mobile number is registered',
  // Signing in with Facebook.
  facebookNotConfigured: 'Facebook sign-in is not available right now. Please sign in with your mobile number',
  facebookExpired: 'Your Facebook session has expired. Please continue with Facebook again',
  facebookInvalid: 'Facebook did not confirm this sign-in. Please continue with Facebook again',
  facebookOtherApp: 'This Facebook sign-in was made for another app',
  facebookUnreachable: 'Facebook is not responding. Please try again, or sign in with your mobile number',
  facebookOtherUser: 'This Facebook sign-in belongs to another Facebook account',
  facebookLinkRequired: 'Please verify your mobile number to continue with Facebook',
  facebookTaken: 'This Facebook account is already linked to another mobile number',
  mobileTaken: 'This mobile number is already linked to another Facebook account',
  // The profile and its picture.
  otherMobile: 'The mobile number of an account cannot be changed',
  profileSaved: 'Profile updated successfully',
  welcome: 'Welcome to {chain}, {name}! Your account is ready.',
  imageTooLarge: 'The image must be at most {size} MB',
  imageWrongType: 'Only JPEG, PNG or WebP images can be uploaded',
  tooManyUploads: 'Too many images uploaded. Please try again in an hour',
  imageUploaded: 'Image uploaded',
  accountDeleted: 'Your account has been deleted',
  // Saved addresses.
  addressNotFound: 'Address not found',
  tooManyAddresses: 'You can keep at most {max} addresses',
  addressSaved: 'Address saved',
  addressUpdated: 'Address updated',
  addressDeleted: 'Address deleted',
  // Favourites (issue 23).
  dishNotFound: 'Dish not found',
  tooManyFavouriteOutlets: 'You can keep at most {max} favourite outlets',
  tooManyFavouriteDishes: 'You can keep at most {max} favourite dishes',
  addedToFavourites: 'Added to favourites',
  removedFromFavourites: 'Removed from favourites',
  // Notifications.
  deviceRegistered: 'Device registered',
  deviceUnlinked: 'Device unlinked',
  notificationNotFound: 'Notification not found',
  notificationMarkedRead: 'Notification marked read',
  notificationsMarkedRead: 'Notifications marked read',
  notificationSettingsSaved: 'Notification settings saved',
  // The forms (issue 12) and the info pages.
  contactReceived: 'Thank you for writing to us. Our guest care team will call or write back within one working day',
  franchiseReceived: 'Thank you for your interest in a Gold Leaf franchise. Our franchise team will contact you within 3 working days',
  applicationReceived: 'Thank you for applying. Our HR team will contact you if your profile matches an opening',
  feedbackReceived: 'Thank you for your feedback. It goes straight to the outlet manager',
  cvNotPdf: CV_MESSAGES.notPdf,
  cvTooLarge: 'Your CV must be at most {size} MB',
  tooManyApplications: 'Too many job applications from this network. Please try again in {wait}',
  applicationsFromNumber: 'We already have {max} applications from {mobile} today. Please try again in {wait}',
  cvsFullToday: 'We have received as many CVs as we can keep today. Please try again in {wait}',
  pageNotFound: 'Page not found',
});
