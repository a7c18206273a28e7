import { defineMessages } from '../../i18n';

export const m = defineMessages('auth', {
  login: 'Login',
  intro: 'Sign in with your mobile number and a one-time code.',
  mobileNumber: 'Mobile number',
  /** {mobile} is '+91 98765 43210'. */
  codeSentTo: 'One-time code sent to {mobile}',
  getOtp: 'GET OTP',
  verify: 'Verify',
  changeNumber: 'Change number',
  resendOtp: 'Resend OTP',
  resendIn: 'Resend OTP in {seconds} s',
  // Facebook
  or: 'or',
  continueWithFacebook: 'Continue with Facebook',
  facebookLinkNote: 'One more step: verify your mobile number. We link it to your Facebook account, so next time Facebook alone signs you in.',
  cancelFacebook: 'Cancel Facebook sign-in',
  facebookUnavailable: 'Facebook could not be reached. Please try again, or sign in with your mobile number',
  facebookCancelled: 'Facebook sign-in was cancelled',
  // The side menu's profile card
  welcome: 'Welcome!',
  editProfile: 'Edit profile',
  completeProfile: 'Complete your profile',
});
