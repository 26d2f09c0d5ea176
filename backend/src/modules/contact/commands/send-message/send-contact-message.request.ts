import { z } from 'zod';
import { INQUIRY_TYPES } from '../../domain/contact-form';

/** The documented body; validateContactForm applies these rules to the trimmed text (and checks the challenge answer). */
export const contactRequestSchema = z.object({
  name: z.string().min(2).max(50),
  email: z.string().email().max(100),
  phone: z.string().max(40).optional(),
  inquiryType: z.enum(INQUIRY_TYPES as unknown as [string, ...string[]]),
  subject: z.string().min(5).max(100),
  message: z.string().min(20).max(1000),
  challengeId: z.string().describe('From GET /api/contact/challenge'),
  captcha: z.string().min(1).describe('Answer to the challenge question'),
  honeypot: z.string().max(0).optional().describe('Must stay empty'),
});
