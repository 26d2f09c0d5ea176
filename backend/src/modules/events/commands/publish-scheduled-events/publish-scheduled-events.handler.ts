import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { ScheduledPublications } from '../../application/ports/scheduled-publications.port';
import { AdminEventActions } from '../admin-event-actions';
import { PublishEventCommand } from '../publish-event/publish-event.command';
import { PublishScheduledEventsCommand } from './publish-scheduled-events.command';

/** At most this many drafts per run; the job runs every minute, so a larger backlog drains over a few runs. */
const BATCH = 200;

/**
 * Publishes each due draft through the normal versioned publish command (its own EventPublished, events.publish
 * operations-log row and the job as actor), at the version it was found at: a draft changed in between (an admin
 * edit, a manual publish) is a version conflict, left for the next run to look at again rather than published unseen.
 */
@CommandHandler(PublishScheduledEventsCommand)
export class PublishScheduledEventsHandler implements ICommandHandler<PublishScheduledEventsCommand> {
  private readonly logger = new Logger('PublishScheduledEvents');

  constructor(
    private readonly schedules: ScheduledPublications,
    private readonly actions: AdminEventActions,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const due = await this.schedules.due(this.clock.now(), BATCH);
    let published = 0;
    let conflicts = 0;
    const failures: string[] = [];
    for (const { id, version } of due) {
      try {
        await this.actions.run('publish', id, new PublishEventCommand(id, version));
        published += 1;
      } catch (error) {
        if (error instanceof DomainError && error.code === 'STREAM.VERSION_CONFLICT') conflicts += 1;
        else failures.push(`${id}: ${(error as Error).message}`);
      }
    }
    const message = `Published ${published} scheduled events${conflicts ? `; ${conflicts} changed meanwhile, retried next run` : ''}`;
    if (failures.length > 0) throw new Error(`${message}; ${failures.length} could not be published (${failures.slice(0, 3).join('; ')})`);
    if (published) this.logger.log(message);
    return { message, counts: { published, conflicts } };
  }
}
