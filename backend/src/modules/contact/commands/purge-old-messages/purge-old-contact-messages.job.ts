import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { ContactChallengeStore } from '../../application/ports/contact-challenge.store.port';
import { ContactMessageRepository } from '../../application/ports/contact-message.repository.port';
import { CONTACT_RETENTION_YEARS } from '../../domain/contact-message.aggregate';

/** Nightly retention: contact messages older than 2 years (privacy page) and challenges expired over a day ago. */
@Injectable()
export class PurgeOldContactMessagesJob {
  private readonly logger = new Logger('PurgeOldContactMessagesJob');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly messages: ContactMessageRepository,
    private readonly challenges: ContactChallengeStore,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { timeZone: 'Europe/London' })
  async run(): Promise<{ messages: number; challenges: number }> {
    const now = this.clock.now();
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONTACT_RETENTION_YEARS);
    const messages = await this.uow.run((m) => this.messages.deleteReceivedBefore(m, cutoff));
    const challenges = await this.challenges.purgeBefore(new Date(now.getTime() - 86_400_000));
    if (messages) this.logger.log(`deleted ${messages} contact messages received before ${cutoff.toISOString()}`);
    return { messages, challenges };
  }
}
