/**
 * Issue 12, the forms' rules (feedback, franchise, careers, contact): what the server accepts and what the inputs
 * allow. Apart from ./endpoints, which every first view loads: only the form screens (and the server) carry them.
 */
export const FORM_LIMITS = {
  maxNameLength: 100,
  maxEmailLength: 254,
  maxCityLength: 60,
  maxMessageLength: 1000,
  maxFeedbackTextLength: 500,
  /** A CV: PDF only, at most 2 MB (the JSON carries it as base64, a third larger). */
  maxCvBytes: 2 * 1024 * 1024,
  maxCvFileNameLength: 200,
} as const;
/** What the careers form and the server say about a CV (the server judges the bytes, the form the file). */
export const CV_MESSAGES = {
  missing: 'Please attach your CV',
  notPdf: 'Your CV must be a PDF file',
  tooLarge: `Your CV must be at most ${FORM_LIMITS.maxCvBytes / (1024 * 1024)} MB`,
} as const;
/** The franchise enquiry's investment ranges, as the select lists them. */
export const INVESTMENT_RANGES = ['₹50 lakh – ₹1 crore', '₹1 crore – ₹2 crore', '₹2 crore – ₹5 crore', 'Above ₹5 crore'] as const;
/** The positions the chain hires for (Careers). */
export const JOB_POSITIONS = [
  'Chef / Commis',
  'Tandoor Cook',
  'Bartender',
  'Steward / Server',
  'Restaurant Manager',
  'Delivery Rider',
  'Cashier',
  'Housekeeping',
] as const;
/** The five things feedback rates, 1 to 5 stars each (SPEC 3 "Feedback"), with the words the form shows. */
export const FEEDBACK_RATINGS = [
  { field: 'qualityOfFood', label: 'Quality of food' },
  { field: 'serviceQuality', label: 'Service quality' },
  { field: 'cleaning', label: 'Cleaning' },
  { field: 'staffBehavior', label: 'Staff behaviour' },
  { field: 'music', label: 'Music' },
] as const;
