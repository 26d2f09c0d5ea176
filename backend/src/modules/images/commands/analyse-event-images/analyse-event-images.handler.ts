import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobResult } from '../../../../platform/scheduler/scheduled-job';
import { CatalogueEventsReader } from '../../application/catalogue-events.reader';
import { ImageEnhancer } from '../image-enhancer';
import { AnalyseEventImagesCommand } from './analyse-event-images.command';

@CommandHandler(AnalyseEventImagesCommand)
export class AnalyseEventImagesHandler implements ICommandHandler<AnalyseEventImagesCommand> {
  constructor(
    private readonly events: CatalogueEventsReader,
    private readonly enhancer: ImageEnhancer,
  ) {}

  async execute({ force }: AnalyseEventImagesCommand): Promise<JobResult> {
    const docs = await this.events.all();
    const { analyses, analysed } = await this.enhancer.analyseStale(docs, force);
    const current = docs.filter((d) => d.imageUrl && analyses.get(d.id)?.imageUrl === d.imageUrl).map((d) => analyses.get(d.id)!);
    const preserved = current.filter((a) => a.preserved).length;
    const broken = current.filter((a) => a.broken).length;
    return {
      message: `Analysed ${analysed} event images; ${preserved} preserved, ${current.length - preserved} problematic (${broken} broken)`,
      counts: { total: docs.length, withImage: current.length, analysed, preserved, problematic: current.length - preserved, broken },
    };
  }
}
