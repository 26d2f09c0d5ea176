import { z } from 'zod';

/** The documented body; the feature comes from the path (a body `feature` is accepted and ignored). */
export const earlyAccessRequestSchema = z.object({ email: z.string().email().max(254), feature: z.string().max(100).optional() });
