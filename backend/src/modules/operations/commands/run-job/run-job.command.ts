import { Command } from '@nestjs/cqrs';
import { z } from 'zod';

/** The operations-log row of the started run (its outcome is written there). */
export const jobStartedSchema = z.object({ operationId: z.string(), message: z.literal('Started') }).strict();

/** Starts a job now, in the background; answers once the run holds the job's lock. */
export class RunJobCommand extends Command<z.infer<typeof jobStartedSchema>> {
  constructor(readonly name: string) {
    super();
  }
}
