import { z } from 'zod';

/** These admin actions take no input: an empty JSON object (or no body); anything else is a 400. */
export const noBodySchema = z.object({}).strict();
