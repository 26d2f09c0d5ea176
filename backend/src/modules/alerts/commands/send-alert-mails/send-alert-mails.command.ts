import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Queues the mails of every alert that is due (its frequency allows a mail and something new matched). */
export class SendAlertMailsCommand extends Command<JobResult> {}
