import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ImageEnhancer } from '../../commands/image-enhancer';
import { EnhancementPreviewAnswer } from '../../contracts/image-answers.schema';
import { CatalogueEventsReader } from '../../application/catalogue-events.reader';
import { EnhancementPreviewQuery } from './enhancement-preview.query';

@QueryHandler(EnhancementPreviewQuery)
export class EnhancementPreviewHandler implements IQueryHandler<EnhancementPreviewQuery> {
  constructor(
    private readonly events: CatalogueEventsReader,
    private readonly enhancer: ImageEnhancer,
  ) {}

  async execute({ eventId }: EnhancementPreviewQuery): Promise<EnhancementPreviewAnswer> {
    const doc = await this.events.one(eventId);
    if (!doc) throw new DomainError('EVENT.NOT_FOUND', 'not-found', 'No draft or published event has this id.', { eventId });
    const p = await this.enhancer.preview(doc, false);
    return {
      eventId: p.eventId,
      source: p.source,
      confidence: p.confidence,
      currentImage: p.currentImage,
      suggestedImage: p.suggestedImage,
      reasoning: p.reasoning,
      changes: p.changes,
      currentScore: p.currentScore,
    };
  }
}
