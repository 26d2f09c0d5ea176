import { z } from 'zod';

/** The documented body; the handler checks it with normaliseEmail (trimmed, lower-cased, at most 254 characters). */
export const subscribeRequestSchema = z.object({ email: z.string().email().max(254) });
