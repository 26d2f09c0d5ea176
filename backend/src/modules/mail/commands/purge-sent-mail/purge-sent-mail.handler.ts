import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { SentMailStore } from '../../application/ports/sent-mail.store.port';
import { PurgeSentMailCommand } from './purge-sent-mail.command';

export const SENT_MAIL_RETENTION_DAYS = 30;

@CommandHandler(PurgeSentMailCommand)
export class PurgeSentMailHandler implements ICommandHandler<PurgeSentMailCommand> {
  constructor(
    private readonly mail: SentMailStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const cutoff = new Date(this.clock.now().getTime() - SENT_MAIL_RETENTION_DAYS * 86_400_000);
    const mails = await this.mail.purgeSentBefore(cutoff);
    return { message: `Deleted ${mails} sent mails older than ${SENT_MAIL_RETENTION_DAYS} days`, counts: { mails } };
  }
}
