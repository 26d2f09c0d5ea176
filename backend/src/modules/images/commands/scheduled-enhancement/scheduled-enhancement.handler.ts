import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { AUTO_APPLY_CONFIDENCE } from '../../domain/image-enhancement';
import { EnhanceImagesCommand } from '../enhance-images/enhance-images.command';
import { SCHEDULED_BATCH, ScheduledEnhancementCommand } from './scheduled-enhancement.command';

@CommandHandler(ScheduledEnhancementCommand)
export class ScheduledEnhancementHandler implements ICommandHandler<ScheduledEnhancementCommand> {
  constructor(private readonly commands: CommandBus) {}

  async execute(): Promise<JobResult> {
    const r = await this.commands.execute(new EnhanceImagesCommand({ kind: 'needing', max: SCHEDULED_BATCH }, AUTO_APPLY_CONFIDENCE));
    return {
      message: `Scheduled image enhancement: ${r.processed} processed, ${r.enhanced} enhanced, ${r.skipped} skipped, ${r.errors} failed`,
      counts: { processed: r.processed, enhanced: r.enhanced, skipped: r.skipped, errors: r.errors },
    };
  }
}
