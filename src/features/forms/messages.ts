import { defineMessages } from '../../i18n';
import type { MessageRef } from '../../i18n';
import { CV_MESSAGES } from '../../api/formLimits';
import type { INVESTMENT_RANGES, JOB_POSITIONS } from '../../api/formLimits';

export const m = defineMessages('forms', {
  // Who is writing, and what every form says on its button and in its dialog.
  name: 'Name',
  mobileNumber: 'Mobile number',
  email: 'Email',
  city: 'City',
  sending: 'Sending…',
  ok: 'OK',
  termsLink: 'terms and conditions',

  // What the forms check before sending (formRules.ts); the CV's words are the server's too.
  enterName: 'Please enter your name',
  enterCity: 'Please enter your city',
  writeMessage: 'Please write your message',
  selectInvestmentRange: 'Please select an investment range',
  selectPosition: 'Please select a position',
  cvMissing: CV_MESSAGES.missing,
  cvNotPdf: CV_MESSAGES.notPdf,
  cvTooLarge: CV_MESSAGES.tooLarge,

  // Contact Us
  contactIntro: 'Questions about an order, a booking or an event? Our guest care team in Chandigarh is here to help.',
  callGuestCare: 'Call guest care',
  headOffice: 'Head office',
  guestCareHours: 'Guest care: daily, 10 am – 10 pm',
  officeHours: 'Head office: Mon – Sat, 9:30 am – 6:30 pm',
  writeToUs: 'Write to us',
  message: 'Message',
  sendMessage: 'Send message',
  messageSent: 'Message sent',
  messageSentText: 'Thank you for writing to us. Our guest care team will call or write back within one working day.',
  /** Names the queued form in the outbox's toasts ('… sent'). */
  outboxMessage: 'Your message',

  // Get Franchisee
  franchiseIntro:
    'Gold Leaf runs restaurants and cafe-lounges across Punjab, Chandigarh and Haryana. We partner with people who know their city: tell us about yours, and our franchise team will call you within 3 working days.',
  factSpace: '{size} on a ground or first floor with parking',
  factSpaceSize: '2,500 – 5,000 sq ft',
  factTraining: '{training} for your chefs and staff at our Mohali kitchen',
  factTrainingWord: 'Training',
  factApp: '{app} from the day you open',
  factAppWords: 'Our app and delivery',
  franchiseEnquiry: 'Franchise enquiry',
  investmentRange: 'Investment range',
  selectRange: 'Select a range',
  range50LakhTo1Crore: '₹50 lakh – ₹1 crore',
  range1To2Crore: '₹1 crore – ₹2 crore',
  range2To5Crore: '₹2 crore – ₹5 crore',
  rangeAbove5Crore: 'Above ₹5 crore',
  aboutYouAndSite: 'About you and your site',
  franchiseConsent: 'I agree to the {terms} and to be contacted about a franchise.',
  sendEnquiry: 'Send enquiry',
  enquirySent: 'Enquiry sent',
  enquirySentText: 'Thank you for your interest in a Gold Leaf franchise. Our franchise team will contact you within 3 working days.',
  franchiseWriteTo: 'Or write to {email}',
  outboxFranchise: 'Your franchise enquiry',

  // Apply For Job
  careersIntro:
    'We are hiring chefs, tandoor cooks, bartenders, stewards and managers for our outlets in Chandigarh, Mohali, Zirakpur, Ludhiana and Amritsar. Tell us about yourself and attach your CV.',
  yourApplication: 'Your application',
  position: 'Position',
  selectAPosition: 'Select a position',
  positionChef: 'Chef / Commis',
  positionTandoorCook: 'Tandoor Cook',
  positionBartender: 'Bartender',
  positionSteward: 'Steward / Server',
  positionManager: 'Restaurant Manager',
  positionRider: 'Delivery Rider',
  positionCashier: 'Cashier',
  positionHousekeeping: 'Housekeeping',
  yourExperience: 'Your experience',
  cvLabel: 'CV (PDF, at most 2 MB)',
  fileSize: '{size} KB',
  careersConsent: 'I agree to the {terms} and to Gold Leaf keeping my CV for hiring.',
  submitApplication: 'Submit application',
  applicationSent: 'Application sent',
  applicationSentText: 'Thank you for applying. Our HR team will contact you if your profile matches an opening.',
  careersWriteTo: 'Questions about a job? Write to {email}',
  outboxApplication: 'Your job application',

  // Feedback
  feedbackIntro: "Tell us about your last visit. Every feedback is read by the outlet's manager.",
  restaurant: 'Restaurant',
  loadingOutlets: 'Loading outlets…',
  selectRestaurant: 'Select restaurant',
  rateYourVisit: 'Rate your visit',
  ratingHint: '1 star is poor, 5 stars is excellent',
  qualityOfFood: 'Quality of food',
  serviceQuality: 'Service quality',
  cleaning: 'Cleaning',
  staffBehavior: 'Staff behaviour',
  music: 'Music',
  bestPart: 'Best part of the restaurant',
  suggestion: 'Suggestion',
  submitFeedback: 'Submit feedback',
  thankYou: 'Thank you!',
  feedbackSentText: 'Thank you for your feedback. It goes straight to the outlet manager.',
  outboxFeedback: 'Feedback',
});

/** The words a select shows for each value the server takes (the values stay as they are). */
export const RANGE_NAMES: Record<(typeof INVESTMENT_RANGES)[number], MessageRef> = {
  '₹50 lakh – ₹1 crore': m.range50LakhTo1Crore,
  '₹1 crore – ₹2 crore': m.range1To2Crore,
  '₹2 crore – ₹5 crore': m.range2To5Crore,
  'Above ₹5 crore': m.rangeAbove5Crore,
};
export const POSITION_NAMES: Record<(typeof JOB_POSITIONS)[number], MessageRef> = {
  'Chef / Commis': m.positionChef,
  'Tandoor Cook': m.positionTandoorCook,
  Bartender: m.positionBartender,
  'Steward / Server': m.positionSteward,
  'Restaurant Manager': m.positionManager,
  'Delivery Rider': m.positionRider,
  Cashier: m.positionCashier,
  Housekeeping: m.positionHousekeeping,
};
