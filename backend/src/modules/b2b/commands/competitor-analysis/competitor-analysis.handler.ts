import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { b2bCompetitorTask } from '../../application/tasks/b2b-competitors.task';
import { B2bCompetitorView } from '../../contracts/b2b-marketing.schemas';
import { B2bWriter } from '../b2b-writer';
import { CompetitorAnalysisCommand } from './competitor-analysis.command';

@CommandHandler(CompetitorAnalysisCommand)
export class CompetitorAnalysisHandler implements ICommandHandler<CompetitorAnalysisCommand> {
  constructor(private readonly writer: B2bWriter) {}

  async execute(): Promise<B2bCompetitorView> {
    const a = await this.writer.write(b2bCompetitorTask, { figures: await this.writer.figures() });
    return { ...a.output, provider: a.provider, model: a.model, fallbackReason: a.fallbackReason };
  }
}
