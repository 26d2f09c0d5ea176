import { validateContact, type ContactFormValues } from './contact-form.schema';

const valid: ContactFormValues = {
  name: "Siân O'Neil-Jones",
  email: 'sian@example.co.uk',
  phone: '',
  inquiryType: 'advertising',
  subject: 'Advertising a festival',
  message: 'We would like to promote our folk festival in June.',
  honeypot: '',
  captcha: 'blue',
};

describe('contact form rules (client copy)', () => {
  it('accepts a valid message', () => {
    expect(validateContact(valid)).toEqual({});
  });
  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'A'.repeat(51), 'Name must be less than 50 characters'],
    ['name', 'R2-D2', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(95)}@x.com`, 'Email must be less than 100 characters'],
    ['inquiryType', '', 'Please select an inquiry type'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['subject', 'x'.repeat(101), 'Subject must be less than 100 characters'],
    ['message', 'Too short', 'Message must be at least 20 characters'],
    ['message', 'x'.repeat(1001), 'Message must be less than 1000 characters'],
    ['honeypot', 'http://spam', 'Invalid submission'],
    ['captcha', '  ', 'Please answer the verification question'],
  ])('%s = %p → %s', (field, value, message) => {
    expect(validateContact({ ...valid, [field]: value } as ContactFormValues)[field]).toBe(message);
  });
  it('lets phone be empty or anything', () => {
    expect(validateContact({ ...valid, phone: '+44 (0)20 7946 0000 ext. 12' })).toEqual({});
  });
});
