import { ContactMessages, validateContactForm } from './contact-form';
import { answerMatches, VERIFICATION_QUESTIONS } from './verification-questions';

const valid = {
  name: 'Ann Lee',
  email: ' Ann@Example.com ',
  inquiryType: 'general',
  subject: 'Hello there',
  message: 'A message of twenty+ chars',
  captcha: 'blue',
};

describe('validateContactForm', () => {
  it('accepts a valid form, trimming and normalising it', () => {
    expect(validateContactForm({ ...valid, phone: '  ' })).toEqual({
      form: { name: 'Ann Lee', email: 'ann@example.com', phone: null, inquiryType: 'general', subject: 'Hello there', message: 'A message of twenty+ chars' },
      fieldErrors: {},
    });
  });

  it('treats non-string values as empty', () => {
    const { fieldErrors } = validateContactForm({ ...valid, name: ['Ann'], subject: 12345, captcha: null });
    expect(fieldErrors).toEqual({ name: ContactMessages.nameShort, subject: ContactMessages.subjectShort, captcha: ContactMessages.captchaMissing });
  });
});

describe('verification questions', () => {
  it('has the 15 answers of the spec', () => {
    expect(VERIFICATION_QUESTIONS.map((q) => q.answer)).toEqual([
      'blue',
      'honey',
      'cat',
      'ice',
      'apple',
      'pen',
      'breakfast',
      'earth',
      'rain',
      'dog',
      'scissors',
      'pink',
      'lion',
      'kitten',
      'clock',
    ]);
  });

  it('compares ignoring case and surrounding spaces only', () => {
    expect(answerMatches('blue', '  BLUE ')).toBe(true);
    expect(answerMatches('blue', 'bl ue')).toBe(false);
  });
});
