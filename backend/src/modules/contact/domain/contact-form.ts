import { normaliseEmail } from '../../mail/contracts/email-address';

export const INQUIRY_TYPES = ['advertising', 'partnership', 'general'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export interface ContactForm {
  name: string;
  email: string;
  phone: string | null;
  inquiryType: InquiryType;
  subject: string;
  message: string;
}

/** The spec's messages (public-pages.md §5), word for word. */
export const ContactMessages = {
  nameShort: 'Name must be at least 2 characters',
  nameLong: 'Name must be less than 50 characters',
  nameChars: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  email: 'Please enter a valid email address',
  emailLong: 'Email must be less than 100 characters',
  phoneLong: 'Phone number must be less than 40 characters',
  inquiryType: 'Please select an inquiry type',
  subjectShort: 'Subject must be at least 5 characters',
  subjectLong: 'Subject must be less than 100 characters',
  messageShort: 'Message must be at least 20 characters',
  messageLong: 'Message must be less than 1000 characters',
  honeypot: 'Invalid submission',
  captchaMissing: 'Please answer the verification question',
  captchaWrong: 'Verification answer is incorrect. Please try again.',
  captchaExpired: 'This verification question has expired. Please answer the new question.',
  several: 'Please check the highlighted fields.',
} as const;

const NAME_RE = /^[\p{L}\p{M}\s'’-]+$/u;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export type FieldErrors = Partial<Record<keyof ContactForm | 'captcha' | 'honeypot', string>>;

/** Checks every rule of the spec's table; lengths count the trimmed text (what is stored). */
export function validateContactForm(input: Record<string, unknown>): { form: ContactForm | null; fieldErrors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = text(input.name);
  if (name.length < 2) errors.name = ContactMessages.nameShort;
  else if (name.length > 50) errors.name = ContactMessages.nameLong;
  else if (!NAME_RE.test(name)) errors.name = ContactMessages.nameChars;

  const rawEmail = text(input.email);
  const email = normaliseEmail(rawEmail);
  if (!email) errors.email = ContactMessages.email;
  else if (email.length > 100) errors.email = ContactMessages.emailLong;

  const phone = text(input.phone);
  if (phone.length > 40) errors.phone = ContactMessages.phoneLong;

  const inquiryType = text(input.inquiryType) as InquiryType;
  if (!INQUIRY_TYPES.includes(inquiryType)) errors.inquiryType = ContactMessages.inquiryType;

  const subject = text(input.subject);
  if (subject.length < 5) errors.subject = ContactMessages.subjectShort;
  else if (subject.length > 100) errors.subject = ContactMessages.subjectLong;

  const message = text(input.message);
  if (message.length < 20) errors.message = ContactMessages.messageShort;
  else if (message.length > 1000) errors.message = ContactMessages.messageLong;

  if (text(input.captcha).length === 0) errors.captcha = ContactMessages.captchaMissing;

  if (Object.keys(errors).length) return { form: null, fieldErrors: errors };
  return { form: { name, email: email!, phone: phone || null, inquiryType, subject, message }, fieldErrors: {} };
}
