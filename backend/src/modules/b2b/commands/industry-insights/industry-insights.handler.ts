import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { b2bInsightsTask } from '../../application/tasks/b2b-insights.task';
import { B2bInsightsView } from '../../contracts/b2b-marketing.schemas';
import { B2bWriter } from '../b2b-writer';
import { IndustryInsightsCommand } from './industry-insights.command';

@CommandHandler(IndustryInsightsCommand)
export class IndustryInsightsHandler implements ICommandHandler<IndustryInsightsCommand> {
  constructor(private readonly writer: B2bWriter) {}

  async execute({ targetAudience }: IndustryInsightsCommand): Promise<B2bInsightsView> {
    const a = await this.writer.write(b2bInsightsTask, { figures: await this.writer.figures(), targetAudience });
    return { ...a.output, provider: a.provider, model: a.model, fallbackReason: a.fallbackReason };
  }
}
