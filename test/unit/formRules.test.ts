/** Issue 12: what the contact, franchise, careers and feedback forms say, one failure at a time, in field order. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/config/messages';
import { cvProblem, validateApplication, validateContact, validateFeedback, validateFranchise } from '../../src/features/forms/formRules';
import type { ApplicationForm, FeedbackForm, FranchiseForm } from '../../src/features/forms/formRules';

const pdf = (bytes: number, name = 'cv.pdf', type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });
const contact = { name: 'Gurpreet Kaur', mobile: '9815012345', email: 'gurpreet@example.com', message: 'Hello' };
const franchise: FranchiseForm = { ...contact, city: 'Ludhiana', investmentRange: '₹1 crore – ₹2 crore', acceptedTerms: true };
const application: ApplicationForm = { ...contact, city: 'Mohali', position: 'Bartender', cv: pdf(1000), acceptedTerms: true };
const feedback: FeedbackForm = {
  customerName: 'Meera Bansal',
  customerMobile: '9814012345',
  selectedRestaurant: 3,
  qualityOfFood: 5,
  serviceQuality: 4,
  cleaning: 4,
  staffBehavior: 5,
  music: 3,
  bestPartOfRestaurant: '',
  suggestion: '',
};

describe('form rules', () => {
  it('passes complete forms', () => {
    expect(validateContact(contact)).toBeNull();
    expect(validateFranchise(franchise)).toBeNull();
    expect(validateApplication(application)).toBeNull();
    expect(validateFeedback(feedback)).toBeNull();
  });

  it('says the first failure in field order, with the spec words where it has them', () => {
    expect(validateContact({ ...contact, name: ' ', mobile: '1' })).toEqual({ field: 'name', message: 'Please enter your name' });
    expect(validateContact({ ...contact, mobile: '1234567890' })).toEqual({ field: 'mobile', message: MSG.invalidMobile });
    expect(validateContact({ ...contact, email: 'a@b' })).toEqual({ field: 'email', message: MSG.invalidEmail });
    expect(validateContact({ ...contact, message: '   ' })).toEqual({ field: 'message', message: 'Please write your message' });
    expect(validateFranchise({ ...franchise, investmentRange: '' })).toEqual({ field: 'investmentRange', message: 'Please select an investment range' });
    expect(validateFranchise({ ...franchise, acceptedTerms: false })).toEqual({ field: 'acceptedTerms', message: 'Please select terms and conditions' });
    expect(validateApplication({ ...application, position: '' })).toEqual({ field: 'position', message: 'Please select a position' });
    expect(validateApplication({ ...application, cv: null })).toEqual({ field: 'cv', message: 'Please attach your CV' });
    expect(validateFeedback({ ...feedback, selectedRestaurant: 0 })).toEqual({ field: 'selectedRestaurant', message: 'Please select restaurant' });
    expect(validateFeedback({ ...feedback, staffBehavior: 0, music: 0 })).toEqual({ field: 'staffBehavior', message: 'Please enter details properly' });
  });

  it('takes a PDF of up to 2 MB, and says what is wrong with anything else', () => {
    expect(cvProblem(pdf(2 * 1024 * 1024))).toBeNull();
    expect(cvProblem(pdf(2 * 1024 * 1024 + 1))).toBe('Your CV must be at most 2 MB');
    expect(cvProblem(pdf(100, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe('Your CV must be a PDF file');
    // Some phones give no type: the name decides then.
    expect(cvProblem(pdf(100, 'CV.PDF', ''))).toBeNull();
    expect(cvProblem(pdf(100, 'cv.jpg', ''))).toBe('Your CV must be a PDF file');
  });
});
