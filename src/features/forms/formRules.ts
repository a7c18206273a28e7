/**
 * What the forms check before sending, one failure at a time in the order the fields appear (SPEC 5). The
 * messages are SPEC 4's where it has them, else the server's own, so the form and the server say the same. They
 * are put in the app's language when the check runs.
 */
import { FEEDBACK_RATINGS, FORM_LIMITS, INVESTMENT_RANGES, JOB_POSITIONS } from '../../api/formLimits';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { isValidEmail, isValidMobile } from '../../lib/validation';
import { m } from './messages';

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
  ['name', form.name.trim().length < 2, t(m.enterName)],
  ['mobile', !isValidMobile(form.mobile), t(SPEC.invalidMobile)],
  ['email', !isValidEmail(form.email.trim()), t(SPEC.invalidEmail)],
];
const cityCheck = (city: string): Check<{ city: string }> => ['city', city.trim().length < 2, t(m.enterCity)];
const messageCheck = (message: string): Check<ContactForm> => ['message', message.trim() === '', t(m.writeMessage)];

export const validateContact = (form: ContactForm) => firstFailure<ContactForm>([...sender(form), messageCheck(form.message)]);

export const validateFranchise = (form: FranchiseForm) =>
  firstFailure<FranchiseForm>([
    ...sender(form),
    cityCheck(form.city),
    ['investmentRange', !(INVESTMENT_RANGES as readonly string[]).includes(form.investmentRange), t(m.selectInvestmentRange)],
    messageCheck(form.message),
    ['acceptedTerms', !form.acceptedTerms, t(SPEC.selectTerms)],
  ]);

/** A CV the careers form accepts: a PDF (by type or, where the phone gives none, by name) of at most 2 MB. */
export function cvProblem(file: File | null): string | null {
  if (!file) return t(m.cvMissing);
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return t(m.cvNotPdf);
  if (file.size > FORM_LIMITS.maxCvBytes) return t(m.cvTooLarge);
  return null;
}

export const validateApplication = (form: ApplicationForm) =>
  firstFailure<ApplicationForm>([
    ...sender(form),
    cityCheck(form.city),
    ['position', !(JOB_POSITIONS as readonly string[]).includes(form.position), t(m.selectPosition)],
    messageCheck(form.message),
    ['cv', cvProblem(form.cv) !== null, cvProblem(form.cv) ?? ''],
    ['acceptedTerms', !form.acceptedTerms, t(SPEC.selectTerms)],
  ]);

export const validateFeedback = (form: FeedbackForm) =>
  firstFailure<FeedbackForm>([
    ['customerName', form.customerName.trim().length < 2, t(SPEC.enterFullName)],
    ['customerMobile', !isValidMobile(form.customerMobile), t(SPEC.invalidMobile)],
    ['selectedRestaurant', form.selectedRestaurant <= 0, t(SPEC.selectRestaurant)],
    // SPEC 4: an unrated part is 'Please enter details properly', shown under the first one left unrated.
    ...FEEDBACK_RATINGS.map(({ field }): Check<FeedbackForm> => [field, form[field] < 1, t(SPEC.enterDetails)]),
  ]);
