import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventDocument } from '../../../events/application/ports/event-document';
import { CatalogueEventsReader } from '../../application/catalogue-events.reader';
import { ImageAnalysisStore } from '../../application/ports/image-analysis.store.port';
import { ImageEnhancer, inBatches } from '../image-enhancer';
import { EnhanceImagesCommand, EnhanceImagesResult, EnhancementSelection } from './enhance-images.command';

@CommandHandler(EnhanceImagesCommand)
export class EnhanceImagesHandler implements ICommandHandler<EnhanceImagesCommand> {
  constructor(
    private readonly events: CatalogueEventsReader,
    private readonly enhancer: ImageEnhancer,
    private readonly store: ImageAnalysisStore,
  ) {}

  async execute({ selection, minConfidence }: EnhanceImagesCommand): Promise<EnhanceImagesResult> {
    const docs = await this.select(selection);
    const outcomes = await inBatches(docs, (doc) => this.enhancer.enhance(doc, minConfidence), 2);
    const count = (status: string) => outcomes.filter((o) => o.status === status).length;
    // Ids asked for but not found (or expired/removed) are skipped, and said so.
    const missing = selection.kind === 'ids' ? selection.ids.filter((id) => !docs.some((d) => d.id === id)) : [];
    for (const id of missing) outcomes.push({ eventId: id, status: 'skipped', message: 'No draft or published event has this id.' });
    return { processed: outcomes.length, enhanced: count('enhanced'), skipped: count('skipped'), errors: count('error'), outcomes };
  }

  private async select(selection: EnhancementSelection): Promise<EventDocument[]> {
    if (selection.kind === 'ids') return this.events.some([...new Set(selection.ids)]);
    const docs = await this.events.all();
    const { analyses } = await this.enhancer.analyseStale(docs);
    switch (selection.kind) {
      case 'broken':
        return docs.filter((d) => analyses.get(d.id)?.broken);
      case 'stock':
        return docs.filter((d) => analyses.get(d.id)?.stock);
      case 'problematic':
        return docs.filter((d) => d.imageUrl && analyses.get(d.id) && !analyses.get(d.id)!.preserved);
      case 'needing': {
        const latest = await this.store.latestEnhancements(docs.map((d) => d.id));
        const settled = (d: EventDocument) => latest.has(d.id) && latest.get(d.id)!.newUrl === d.imageUrl;
        const good = (d: EventDocument) => Boolean(d.imageUrl && analyses.get(d.id)?.preserved);
        // Broken and problematic images first (visitors see them), then events showing only the cover.
        const needing = docs.filter((d) => !settled(d) && !good(d));
        needing.sort((a, b) => Number(Boolean(b.imageUrl)) - Number(Boolean(a.imageUrl)));
        return needing.slice(0, selection.max);
      }
    }
  }
}
