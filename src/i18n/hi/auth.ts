import type { m } from '../../features/auth/messages';
import type { Translation } from '../index';

export default {
  login: 'लॉगिन',
  intro: 'अपने मोबाइल नंबर और OTP से साइन इन करें।',
  mobileNumber: 'मोबाइल नंबर',
  codeSentTo: '{mobile} पर भेजा गया OTP',
  getOtp: 'OTP पाएँ',
  verify: 'पुष्टि करें',
  changeNumber: 'नंबर बदलें',
  resendOtp: 'OTP दोबारा भेजें',
  resendIn: '{seconds} सेकंड में OTP दोबारा भेजें',
  or: 'या',
  continueWithFacebook: 'Facebook से जारी रखें',
  facebookLinkNote: 'बस एक कदम और: अपना मोबाइल नंबर सत्यापित करें। हम इसे आपके Facebook खाते से जोड़ देंगे, ताकि अगली बार सिर्फ़ Facebook से साइन इन हो जाए।',
  cancelFacebook: 'Facebook साइन-इन रद्द करें',
  facebookUnavailable: 'Facebook से संपर्क नहीं हो सका। कृपया दोबारा कोशिश करें, या अपने मोबाइल नंबर से साइन इन करें',
  facebookCancelled: 'Facebook साइन-इन रद्द कर दिया गया',
  welcome: 'स्वागत है!',
  editProfile: 'प्रोफ़ाइल बदलें',
  completeProfile: 'अपनी प्रोफ़ाइल पूरी करें',
} satisfies Translation<typeof m>;
