import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { ContactChallengeStore } from '../../application/ports/contact-challenge.store.port';
import { ContactMessageRepository } from '../../application/ports/contact-message.repository.port';
import { CONTACT_RETENTION_YEARS } from '../../domain/contact-message.aggregate';
import { PurgeOldContactMessagesCommand } from './purge-old-contact-messages.command';

/** The retention promised on the privacy page: messages kept 2 years, challenges a day past expiry. */
@CommandHandler(PurgeOldContactMessagesCommand)
export class PurgeOldContactMessagesHandler implements ICommandHandler<PurgeOldContactMessagesCommand> {
  private readonly logger = new Logger('PurgeOldContactMessages');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly messages: ContactMessageRepository,
    private readonly challenges: ContactChallengeStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const now = this.clock.now();
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONTACT_RETENTION_YEARS);
    const messages = await this.uow.run((m) => this.messages.deleteReceivedBefore(m, cutoff));
    const challenges = await this.challenges.purgeBefore(new Date(now.getTime() - 86_400_000));
    if (messages) this.logger.log(`deleted ${messages} contact messages received before ${cutoff.toISOString()}`);
    return {
      message: `Deleted ${messages} contact messages older than ${CONTACT_RETENTION_YEARS} years and ${challenges} expired challenges`,
      counts: { messages, challenges },
    };
  }
}
