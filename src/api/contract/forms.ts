/** The contact, franchise, careers and feedback forms (issue 12). */
import { z } from 'zod';
import { MSG } from '../../config/messages';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../lib/validation';
import { CV_MESSAGES, FORM_LIMITS, INVESTMENT_RANGES, JOB_POSITIONS } from '../formLimits';
import { id } from './fields';

// words under the field they name.

const formName = z
  .string({ error: 'Please enter your name' })
  .trim()
  .min(2, 'Please enter your name')
  .max(FORM_LIMITS.maxNameLength, `Your name must be at most ${FORM_LIMITS.maxNameLength} characters`);
const formMobile = z.string({ error: 'Please enter a valid mobile number' }).regex(MOBILE_PATTERN, 'Please enter a valid mobile number');
const formEmail = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(FORM_LIMITS.maxEmailLength, 'Please enter a valid email')
  .regex(EMAIL_PATTERN, 'Please enter a valid email');
const formCity = z
  .string({ error: 'Please enter your city' })
  .trim()
  .min(2, 'Please enter your city')
  .max(FORM_LIMITS.maxCityLength, `City must be at most ${FORM_LIMITS.maxCityLength} characters`);
const formMessage = z
  .string({ error: 'Please write your message' })
  .trim()
  .min(1, 'Please write your message')
  .max(FORM_LIMITS.maxMessageLength, `Your message must be at most ${FORM_LIMITS.maxMessageLength} characters`);
const consent = z.literal(true, { error: MSG.selectTerms });

export const contactEnquiryRequest = z.object({ name: formName, mobile: formMobile, email: formEmail, message: formMessage }).strict();
export type ContactEnquiryRequest = z.infer<typeof contactEnquiryRequest>;

export const franchiseEnquiryRequest = z
  .object({
    name: formName,
    mobile: formMobile,
    email: formEmail,
    city: formCity,
    investmentRange: z.enum(INVESTMENT_RANGES, { error: 'Please select an investment range' }),
    message: formMessage,
    acceptedTerms: consent,
  })
  .strict();
export type FranchiseEnquiryRequest = z.infer<typeof franchiseEnquiryRequest>;

export const jobApplicationRequest = z
  .object({
    name: formName,
    mobile: formMobile,
    email: formEmail,
    city: formCity,
    position: z.enum(JOB_POSITIONS, { error: 'Please select a position' }),
    message: formMessage,
    cvFileName: z.string({ error: CV_MESSAGES.missing }).trim().min(1, CV_MESSAGES.missing).max(FORM_LIMITS.maxCvFileNameLength),
    /** The PDF's bytes in base64; size and type are checked by the server from the bytes themselves. */
    cvBase64: z.string({ error: CV_MESSAGES.missing }).min(1, CV_MESSAGES.missing),
    acceptedTerms: consent,
  })
  .strict();
export type JobApplicationRequest = z.infer<typeof jobApplicationRequest>;

/** 1 to 5 stars; a missing or zero rating is the spec's 'Please enter details properly'. */
const stars = () => z.number({ error: MSG.enterDetails }).int().min(1, MSG.enterDetails).max(5);
const feedbackText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(FORM_LIMITS.maxFeedbackTextLength, `${field} must be at most ${FORM_LIMITS.maxFeedbackTextLength} characters`);

/** SPEC 3 "Feedback" (restaurantList is the form's list of outlets, not part of what is saved). */
export const saveFeedbackRequest = z
  .object({
    customerName: formName,
    customerMobile: formMobile,
    selectedRestaurant: id('selectedRestaurant', MSG.selectRestaurant),
    qualityOfFood: stars(),
    serviceQuality: stars(),
    cleaning: stars(),
    staffBehavior: stars(),
    music: stars(),
    bestPartOfRestaurant: feedbackText('bestPartOfRestaurant'),
    suggestion: feedbackText('suggestion'),
  })
  .strict();
export type SaveFeedbackRequest = z.infer<typeof saveFeedbackRequest>;

/** responsePacket of the four form endpoints: the stored row's id, for the success dialog's reference. */
export interface FormReceipt {
  referenceId: string;
}
