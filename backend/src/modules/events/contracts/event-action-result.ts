import { z } from 'zod';

/** What an admin write on an event answers: its id and new version (the next write carries it back). */
export const eventActionResultSchema = z.object({ id: z.string(), version: z.number().int().min(1) }).strict();
export type EventActionResult = z.infer<typeof eventActionResultSchema>;
