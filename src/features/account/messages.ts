import { defineMessages } from '../../i18n';
import { INVALID_GSTIN } from '../../lib/gstin';

export const m = defineMessages('account', {
  // The fields both profile forms share
  fullName: 'Full name',
  email: 'Email',
  dateOfBirth: 'Date of birth',
  /** The date format the date fields take, shown beside the label and as the placeholder. */
  dateFormat: 'DD/MM/YYYY',
  dateOfBirthPicker: 'Choose date of birth from a calendar',
  anniversary: 'Anniversary',
  optional: 'optional',
  anniversaryPicker: 'Choose anniversary from a calendar',
  invalidAnniversary: 'Please enter a valid anniversary date (DD/MM/YYYY)',
  gstin: 'GSTIN',
  gstinHint: 'for GST invoices',
  invalidGstin: INVALID_GSTIN,
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  otherGender: 'Other',
  mobileNumber: 'Mobile number',
  // The picture
  profilePicture: 'Your profile picture',
  newProfilePicture: 'Your new profile picture',
  preparingPhoto: 'Preparing photo…',
  changePhoto: 'Change photo',
  addPhoto: 'Add photo',
  notAnImage: 'Please choose a JPEG, PNG or WebP image',
  // Edit profile
  editProfileTitle: 'Edit Profile',
  completeProfileTitle: 'Complete your profile',
  saving: 'Saving…',
  save: 'Save',
  // Register (/add-customer)
  register: 'Register',
  registering: 'Registering…',
  registerIntro: 'Create your account: your details, then a one-time code to your mobile.',
  /** {who} is the customer's name, else their number. */
  signedInAlready: 'You are signed in as {who}: this number is registered already.',
  editProfile: 'Edit profile',
  getOtp: 'GET OTP',
  codeSentTo: 'One-time code sent to {mobile}',
  changeNumber: 'Change number',
  resendOtp: 'Resend OTP',
  resendIn: 'Resend OTP in {seconds} s',
  otpFirst: 'Get the OTP first: then you can register.',
  // The success dialog of a registration: a new customer is welcomed as new (the server says the same words).
  welcomeNew: 'Welcome to {brand}, {name}!',
  accountReady: 'Your account is ready.',
  ok: 'OK',
});
