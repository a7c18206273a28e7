import type { UserProfile } from '../../api/contract';
import type { ContactForm } from './formRules';

/** A signed-in customer's name, mobile and email fill the form; they may still change them. */
export const senderFrom = (user: UserProfile | null): ContactForm => ({
  name: user?.fullName ?? '',
  mobile: user?.mobile ?? '',
  email: user?.email ?? '',
  message: '',
});
