import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AUTO_APPLY_CONFIDENCE } from '../../domain/image-enhancement';
import { AnalyseEventImagesCommand } from '../analyse-event-images/analyse-event-images.command';
import { EnhanceImagesCommand } from '../enhance-images/enhance-images.command';
import { ValidateAllImagesCommand, ValidateAllImagesResult } from './validate-all-images.command';

@CommandHandler(ValidateAllImagesCommand)
export class ValidateAllImagesHandler implements ICommandHandler<ValidateAllImagesCommand> {
  constructor(private readonly commands: CommandBus) {}

  async execute(): Promise<ValidateAllImagesResult> {
    const analysis = await this.commands.execute(new AnalyseEventImagesCommand(true));
    const fixed = await this.commands.execute(new EnhanceImagesCommand({ kind: 'broken' }, AUTO_APPLY_CONFIDENCE));
    return { total: analysis.counts.total!, analysed: analysis.counts.analysed!, preserved: analysis.counts.preserved!, fixed: fixed.enhanced };
  }
}
