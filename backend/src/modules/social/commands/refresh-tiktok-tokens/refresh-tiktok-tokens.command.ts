import { Command } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';

/** Refreshes TikTok access tokens that expire within the next two hours (they last 24 hours). */
export class RefreshTikTokTokensCommand extends Command<JobResult> {}
