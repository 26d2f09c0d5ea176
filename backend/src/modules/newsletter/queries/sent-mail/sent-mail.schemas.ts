import { z } from 'zod';

export const SENT_MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'bounced'] as const;

const sentMailRowSchema = z.object({
  id: z.string(),
  category: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(SENT_MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  transport: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** GET /api/admin/mail: one page of stored messages, newest first. */
export const sentMailPageSchema = z.object({ items: z.array(sentMailRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

/** GET /api/admin/mail/:id: one stored message with its bodies and headers. */
export const sentMailMessageSchema = sentMailRowSchema.extend({ html: z.string(), text: z.string(), headers: z.record(z.string()) });
