import { z } from 'zod';

/** Requests a minute a new key may make unless the owner sets another limit. */
export const DEFAULT_REQUESTS_PER_MINUTE = 120;

export const issueKeyRequestSchema = z
  .object({
    name: z.string().trim().min(2, 'Name the partner (2–80 characters).').max(80, 'Name the partner (2–80 characters).'),
    requestsPerMinute: z
      .number()
      .int('Requests a minute must be a whole number.')
      .min(1, 'Requests a minute must be between 1 and 10,000.')
      .max(10_000, 'Requests a minute must be between 1 and 10,000.')
      .default(DEFAULT_REQUESTS_PER_MINUTE),
  })
  .strict();
export type IssueKeyRequest = z.infer<typeof issueKeyRequestSchema>;

export const partnerKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's first characters, to tell keys apart (the key itself is never stored). */
    prefix: z.string(),
    requestsPerMinute: z.number().int(),
    requestCount: z.number().int().min(0),
    lastUsedAt: z.string().nullable(),
    createdBy: z.string(),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .strict();
export type PartnerKey = z.infer<typeof partnerKeySchema>;

export const partnerKeysSchema = z.object({ items: z.array(partnerKeySchema) }).strict();

export const issuedKeySchema = z
  .object({
    /** The whole key: shown this once. */
    key: z.string(),
    apiKey: partnerKeySchema,
  })
  .strict();
export type IssuedKey = z.infer<typeof issuedKeySchema>;
