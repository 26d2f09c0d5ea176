import { z } from 'zod';

export const changeAutomationRequestSchema = z.object({ action: z.enum(['start', 'pause', 'stop']) }).strict();
