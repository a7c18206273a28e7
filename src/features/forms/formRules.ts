/**
 * What the forms check before sending, one failure at a time in the order the fields appear (SPEC 5). The
 * messages are SPEC 4's where it has them, else the server's own, so the form and the server say the same.
 */
import { CV_MESSAGES, FEEDBACK_RATINGS, FORM_LIMITS, INVESTMENT_RANGES, JOB_POSITIONS } from '../../api/endpoints';
import { MSG } from '../../config/messages';
import { isValidEmail, isValidMobile } from '../../lib/validation';

export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

export interface ContactForm {
  name: string;
  mobile: string;
  email: string;
  message: string;
}
export interface FranchiseForm extends ContactForm {
  city: string;
  investmentRange: string;
  acceptedTerms: boolean;
}
export interface ApplicationForm extends ContactForm {
  city: string;
  position: string;
  cv: File | null;
  acceptedTerms: boolean;
}
export type RatingField = (typeof FEEDBACK_RATINGS)[number]['field'];
export interface FeedbackForm extends Record<RatingField, number> {
  customerName: string;
  customerMobile: string;
  /** The outlet's recordId; 0 until one is chosen. */
  selectedRestaurant: number;
  bestPartOfRestaurant: string;
  suggestion: string;
}

type Check<F> = [field: keyof F & string, failed: boolean, message: string];

function firstFailure<F>(checks: Array<Check<F>>): FieldError<keyof F & string> | null {
  const failed = checks.find(([, fails]) => fails);
  return failed ? { field: failed[0], message: failed[2] } : null;
}

const sender = (form: ContactForm): Array<Check<ContactForm>> => [
  ['name', form.name.trim().length < 2, 'Please enter your name'],
  ['mobile', !isValidMobile(form.mobile), MSG.invalidMobile],
  ['email', !isValidEmail(form.email.trim()), MSG.invalidEmail],
];
const cityCheck = (city: string): Check<{ city: string }> => ['city', city.trim().length < 2, 'Please enter your city'];
const messageCheck = (message: string): Check<ContactForm> => ['message', message.trim() === '', 'Please write your message'];

export const validateContact = (form: ContactForm) => firstFailure<ContactForm>([...sender(form), messageCheck(form.message)]);

export const validateFranchise = (form: FranchiseForm) =>
  firstFailure<FranchiseForm>([
    ...sender(form),
    cityCheck(form.city),
    ['investmentRange', !(INVESTMENT_RANGES as readonly string[]).includes(form.investmentRange), 'Please select an investment range'],
    messageCheck(form.message),
    ['acceptedTerms', !form.acceptedTerms, MSG.selectTerms],
  ]);

/** A CV the careers form accepts: a PDF (by type or, where the phone gives none, by name) of at most 2 MB. */
export function cvProblem(file: File | null): string | null {
  if (!file) return CV_MESSAGES.missing;
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return CV_MESSAGES.notPdf;
  if (file.size > FORM_LIMITS.maxCvBytes) return CV_MESSAGES.tooLarge;
  return null;
}

export const validateApplication = (form: ApplicationForm) =>
  firstFailure<ApplicationForm>([
    ...sender(form),
    cityCheck(form.city),
    ['position', !(JOB_POSITIONS as readonly string[]).includes(form.position), 'Please select a position'],
    messageCheck(form.message),
    ['cv', cvProblem(form.cv) !== null, cvProblem(form.cv) ?? ''],
    ['acceptedTerms', !form.acceptedTerms, MSG.selectTerms],
  ]);

export const validateFeedback = (form: FeedbackForm) =>
  firstFailure<FeedbackForm>([
    ['customerName', form.customerName.trim().length < 2, MSG.enterFullName],
    ['customerMobile', !isValidMobile(form.customerMobile), MSG.invalidMobile],
    ['selectedRestaurant', form.selectedRestaurant <= 0, MSG.selectRestaurant],
    // SPEC 4: an unrated part is 'Please enter details properly', shown under the first one left unrated.
    ...FEEDBACK_RATINGS.map(({ field }): Check<FeedbackForm> => [field, form[field] < 1, MSG.enterDetails]),
  ]);
