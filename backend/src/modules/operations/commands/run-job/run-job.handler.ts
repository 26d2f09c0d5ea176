import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobScheduler } from '../../../../platform/scheduler/job-scheduler';
import { RunJobCommand } from './run-job.command';

@CommandHandler(RunJobCommand)
export class RunJobHandler implements ICommandHandler<RunJobCommand> {
  constructor(private readonly scheduler: JobScheduler) {}

  async execute({ name }: RunJobCommand): Promise<{ operationId: string; message: 'Started' }> {
    // The run's outcome goes to the operations log; the scheduler keeps track of the running promise.
    const { operationId } = await this.scheduler.runNow(name);
    return { operationId, message: 'Started' };
  }
}
