import { z } from 'zod';

export const expirySchema = z
  .object({ lastRunAt: z.string().nullable(), success: z.boolean().nullable(), expired: z.number().int().nullable() })
  .describe("The nightly expiry job's latest run");

export const websiteCleanupSchema = z.object({
  message: z.string(),
  protocolsFixed: z.number().int(),
  parkedDomains: z.number().int(),
  invalidRemoved: z.number().int(),
  cleanedEvents: z.number().int(),
  expiry: expirySchema,
});
