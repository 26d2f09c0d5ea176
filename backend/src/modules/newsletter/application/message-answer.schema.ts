import { z } from 'zod';

/** The answer of a delete or unsubscribe: what happened, in a sentence. */
export const messageAnswerSchema = z.object({ message: z.string() });
