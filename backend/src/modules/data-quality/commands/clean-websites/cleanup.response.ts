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

/** What POST /api/admin/clean-dead-links answers. */
export const deadLinksAnswerSchema = z.object({
  scanned: z.number().int(),
  deadLinks: z.number().int(),
  removed: z.number().int(),
  inconclusive: z.number().int(),
  networkDown: z.boolean(),
});

/** What POST /api/admin/enhanced-cleanup answers: the website clean-up, then authenticity. */
export const enhancedCleanupAnswerSchema = z.object({
  protocolsFixed: z.number().int(),
  parkedDomains: z.number().int(),
  invalidRemoved: z.number().int(),
  cleanedEvents: z.number().int(),
  authenticityResults: z.object({ removed: z.number().int(), averageConfidence: z.number().int(), validated: z.number().int(), unverified: z.number().int() }),
  expiry: expirySchema,
});

/** What POST /api/admin/validate-authenticity answers. */
export const authenticityReportSchema = z.object({
  validated: z.number().int(),
  removed: z.number().int(),
  total: z.number().int(),
  unverified: z.number().int(),
  averageConfidence: z.number().int().min(0).max(100),
  byPlatform: z.record(z.number().int()),
});
