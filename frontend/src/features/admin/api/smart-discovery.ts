import { z } from 'zod';
import { adminRequest } from './admin-client';

/** Discovery result (spec §3): the discovery helper's POST /api/ai/smart-discovery answers it. */
export const discoveryResultSchema = z
  .object({
    success: z.boolean(),
    message: z.string().nullish(),
    eventsFound: z.number().nullish(),
    eventsAdded: z.number().nullish(),
    duplicatesSkipped: z.number().nullish(),
    errors: z.array(z.unknown()).nullish(),
    events: z.array(z.object({ title: z.string(), city: z.string().nullish(), category: z.string().nullish() }).passthrough()).nullish(),
  })
  .passthrough();
export type DiscoveryResult = z.infer<typeof discoveryResultSchema>;

/** POST /api/ai/smart-discovery with no category: the same discovery job as the AI discovery screen. */
export const runSmartDiscovery = () => adminRequest('/api/ai/smart-discovery', discoveryResultSchema, { method: 'POST', body: {} });
