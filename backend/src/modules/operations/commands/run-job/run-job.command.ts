import { Command } from '@nestjs/cqrs';

/** Starts a job now, in the background; answers once the run holds the job's lock. */
export class RunJobCommand extends Command<{ operationId: string; message: 'Started' }> {
  constructor(readonly name: string) {
    super();
  }
}
