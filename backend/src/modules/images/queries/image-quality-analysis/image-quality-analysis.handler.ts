import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventDocument } from '../../../events/application/ports/event-document';
import { EnhancementStatus, ImageQualityAnalysis } from '../../contracts/image-answers.schema';
import { CatalogueEventsReader } from '../../application/catalogue-events.reader';
import { ImageAnalysisStore, StoredAnalysis } from '../../application/ports/image-analysis.store.port';
import { EnhancementStatusQuery, ImageQualityAnalysisQuery } from './image-quality-analysis.query';

/** Lists are capped: the screen shows the first 10 of each. */
const LIST_LIMIT = 100;

interface Figures {
  docs: EventDocument[];
  current: Map<string, StoredAnalysis>;
  settled: Set<string>;
  needing: number;
}

/** Reads stored figures only. An analysis counts while its URL is still the event's image URL. */
@QueryHandler(ImageQualityAnalysisQuery)
export class ImageQualityAnalysisHandler implements IQueryHandler<ImageQualityAnalysisQuery> {
  constructor(
    private readonly events: CatalogueEventsReader,
    private readonly store: ImageAnalysisStore,
  ) {}

  async execute(): Promise<ImageQualityAnalysis> {
    const { docs, current, needing } = await figures(this.events, this.store);
    const row = (d: EventDocument) => {
      const a = current.get(d.id)!;
      return { id: d.id, title: d.title, imageUrl: d.imageUrl!, evaluation: { reason: a.reason, score: a.score } };
    };
    const analysed = docs.filter((d) => current.has(d.id));
    const preserved = analysed.filter((d) => current.get(d.id)!.preserved);
    const problematic = analysed.filter((d) => !current.get(d.id)!.preserved).sort((a, b) => current.get(a.id)!.score - current.get(b.id)!.score);
    const withImage = docs.filter((d) => d.imageUrl).length;
    const latest =
      analysed
        .map((d) => current.get(d.id)!.analysedAt)
        .sort()
        .at(-1) ?? null;
    return {
      summary: {
        preserved: preserved.length,
        needsEnhancement: needing,
        problematic: problematic.length,
        totalEvents: docs.length,
        withoutImage: docs.length - withImage,
        awaitingAnalysis: withImage - analysed.length,
      },
      preserved: preserved.slice(0, LIST_LIMIT).map(row),
      problematic: problematic.slice(0, LIST_LIMIT).map(row),
      analysedAt: latest,
    };
  }
}

@QueryHandler(EnhancementStatusQuery)
export class EnhancementStatusHandler implements IQueryHandler<EnhancementStatusQuery> {
  constructor(
    private readonly events: CatalogueEventsReader,
    private readonly store: ImageAnalysisStore,
  ) {}

  async execute(): Promise<EnhancementStatus> {
    const { docs, settled, needing } = await figures(this.events, this.store);
    return {
      totalEvents: docs.length,
      needingEnhancement: needing,
      alreadyEnhanced: settled.size,
      enhancementPercentage: docs.length ? Math.round((settled.size / docs.length) * 100) : 0,
    };
  }
}

/**
 * Needing enhancement: no image or one below its threshold (broken included), and not already enhanced (the latest
 * enhancement is still what the event shows). Images not analysed yet are not counted either way.
 */
async function figures(events: CatalogueEventsReader, store: ImageAnalysisStore): Promise<Figures> {
  const docs = await events.all();
  const ids = docs.map((d) => d.id);
  const [analyses, enhancements] = await Promise.all([store.byEvent(ids), store.latestEnhancements(ids)]);
  const imageOf = new Map(docs.map((d) => [d.id, d.imageUrl]));
  const current = new Map([...analyses].filter(([id, a]) => imageOf.get(id) === a.imageUrl));
  const settled = new Set(docs.filter((d) => enhancements.has(d.id) && enhancements.get(d.id)!.newUrl === d.imageUrl).map((d) => d.id));
  const needing = docs.filter((d) => !settled.has(d.id) && (!d.imageUrl || (current.has(d.id) && !current.get(d.id)!.preserved))).length;
  return { docs, current, settled, needing };
}
