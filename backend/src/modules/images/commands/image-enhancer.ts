import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { EventDocument } from '../../events/application/ports/event-document';
import { UpdateEventCommand } from '../../events/commands/update-event/update-event.command';
import { chooseSuggestion, Suggestion } from '../domain/image-enhancement';
import { ImageAnalysisStore, StoredAnalysis } from '../application/ports/image-analysis.store.port';
import { ImageInspection, ImageInspector } from '../application/ports/image-inspector.port';
import { OfficialSiteImageFinder } from '../application/ports/official-site-images.port';

export interface EnhancementPreview extends Suggestion {
  eventId: string;
  currentImage: string | null;
  /** What the event would show: the chosen picture, or the cover's URL for the generated cover. */
  suggestedImage: string;
  /** Whether applying it changes the event (false: the current picture is good, or the cover already shows). */
  changes: boolean;
  currentScore: number | null;
  /** The official website could not be read for a passing reason: settle nothing, try again on a later run. */
  retryLater: boolean;
}

export type EnhancementOutcome = { eventId: string; status: 'enhanced' | 'skipped' | 'error'; message: string; preview?: EnhancementPreview };

export function coverPath(id: string): string {
  return `/api/events/${encodeURIComponent(id)}/cover.svg`;
}

/** How many images are fetched and measured at once (sharp also uses its own threads). */
const CONCURRENCY = 4;

export async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>, concurrency = CONCURRENCY): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/**
 * The image tools' shared steps: analyse (and store) an event's image, work out the best picture for it, and apply
 * it through the events module's own update command (expected version), so the change lands in the event log and
 * the event's history with the acting admin or job.
 */
@Injectable()
export class ImageEnhancer {
  constructor(
    private readonly inspector: ImageInspector,
    private readonly sites: OfficialSiteImageFinder,
    private readonly store: ImageAnalysisStore,
    private readonly commands: CommandBus,
  ) {}

  async analyse(doc: EventDocument): Promise<ImageInspection | null> {
    if (!doc.imageUrl) return null;
    const inspection = await this.inspector.inspect(doc.imageUrl, doc.ticketUrl);
    await this.store.save(doc.id, inspection);
    return inspection;
  }

  /** Analyses the images not analysed since their URL last changed (all of them with `force`); answers every current analysis. */
  async analyseStale(docs: EventDocument[], force = false): Promise<{ analyses: Map<string, StoredAnalysis>; analysed: number }> {
    const withImage = docs.filter((d) => d.imageUrl);
    const stored = await this.store.byEvent(withImage.map((d) => d.id));
    const stale = force ? withImage : withImage.filter((d) => stored.get(d.id)?.imageUrl !== d.imageUrl);
    await inBatches(stale, (d) => this.analyse(d));
    return { analyses: stale.length ? await this.store.byEvent(withImage.map((d) => d.id)) : stored, analysed: stale.length };
  }

  /** `persist`: store the current image's fresh analysis (commands do; the read-only preview does not). */
  async preview(doc: EventDocument, persist = true): Promise<EnhancementPreview> {
    const current = !doc.imageUrl ? null : persist ? await this.analyse(doc) : await this.inspector.inspect(doc.imageUrl, doc.ticketUrl);
    const site = await this.sites.find(doc.ticketUrl);
    const candidates = site.candidates.filter((c) => c.url !== doc.imageUrl);
    const evaluated = await inBatches(candidates, async (candidate) => ({
      candidate,
      evaluation: (await this.inspector.inspect(candidate.url, doc.ticketUrl)).evaluation,
    }));
    const base = { eventId: doc.id, currentImage: doc.imageUrl, currentScore: current?.evaluation.score ?? null, retryLater: site.transient };
    if (current?.evaluation.preserved) {
      return {
        ...base,
        source: current.evaluation.organiser ? 'organiser-branded' : 'event-specific',
        confidence: 1,
        imageUrl: doc.imageUrl,
        suggestedImage: doc.imageUrl!,
        changes: false,
        reasoning: `The current image is good enough to keep (${current.evaluation.score}/100: ${current.evaluation.reason}).`,
      };
    }
    const why = current ? `The current image scores ${current.evaluation.score}/100 (${current.evaluation.reason}).` : 'The event has no image of its own.';
    const suggestion = chooseSuggestion(evaluated, `${why} ${site.problem ?? ''}`.trim());
    return {
      ...base,
      ...suggestion,
      reasoning: suggestion.imageUrl ? `${why} Suggested: ${suggestion.reasoning}` : suggestion.reasoning,
      suggestedImage: suggestion.imageUrl ?? coverPath(doc.id),
      changes: suggestion.imageUrl !== doc.imageUrl,
    };
  }

  /** Previews and, when it changes something and is confident enough, applies. Never throws for one event. */
  async enhance(doc: EventDocument, minConfidence: number): Promise<EnhancementOutcome> {
    try {
      const preview = await this.preview(doc);
      if (!preview.changes) {
        // Settled: the picture is good, or the cover already shows and nothing better exists. Recorded once.
        if (preview.imageUrl === null && !preview.retryLater) await this.store.recordEnhancement(doc.id, doc.imageUrl, preview, false);
        return { eventId: doc.id, status: 'skipped', message: preview.reasoning, preview };
      }
      if (preview.confidence <= minConfidence) {
        return {
          eventId: doc.id,
          status: 'skipped',
          message: `Confidence ${preview.confidence.toFixed(2)} is not above ${minConfidence}: not applied.`,
          preview,
        };
      }
      await this.commands.execute(new UpdateEventCommand(doc.id, { imageUrl: preview.imageUrl }, doc.version));
      await this.store.recordEnhancement(doc.id, doc.imageUrl, preview, true);
      if (preview.imageUrl) await this.analyse({ ...doc, imageUrl: preview.imageUrl });
      return { eventId: doc.id, status: 'enhanced', message: preview.reasoning, preview };
    } catch (error) {
      const message =
        error instanceof DomainError && error.code === 'STREAM.VERSION_CONFLICT' ? 'The event changed meanwhile; try again.' : (error as Error).message;
      return { eventId: doc.id, status: 'error', message };
    }
  }
}
