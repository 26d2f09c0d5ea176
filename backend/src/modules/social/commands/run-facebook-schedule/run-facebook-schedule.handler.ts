import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { Clock } from '../../../../platform/time/clock';
import { AutomationRepository } from '../../application/ports/automation.repository.port';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { postingWindowAt, ukLabel } from '../../domain/posting-windows';
import { PostUpcomingFestivalsCommand } from '../post-upcoming-festivals/post-upcoming-festivals.command';
import { RunFacebookScheduleCommand } from './run-facebook-schedule.command';

@CommandHandler(RunFacebookScheduleCommand)
export class RunFacebookScheduleHandler implements ICommandHandler<RunFacebookScheduleCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly automation: AutomationRepository,
    private readonly posts: SocialPostRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<JobResult> {
    const now = this.clock.now();
    const skip = (message: string): JobResult => ({ message, counts: { posted: 0, failed: 0 } });
    const { state } = (await this.automation.current()).state;
    if (state !== 'active') return skip(`Automation is ${state}; nothing posted`);
    const window = postingWindowAt(now);
    if (!window) return skip(`${ukLabel(now)} is outside the posting windows; nothing posted`);
    // One run per window, also across instances and a second tick (the job's advisory lock serialises the check).
    if (await this.posts.scheduledRunExists('facebook', window.start, window.end)) return skip(`The ${ukLabel(window.start)} window has already run`);
    const result = await this.commands.execute(new PostUpcomingFestivalsCommand({ kind: 'window', start: now, weekend: window.kind !== 'weekday' }));
    const posted = result.results.filter((r) => r.success).length;
    const counts = { posted, failed: result.results.length - posted };
    if (!result.success && result.results.length > 0) throw new Error(result.message);
    return { message: `${ukLabel(window.start)} window: ${result.message}`, counts };
  }
}
