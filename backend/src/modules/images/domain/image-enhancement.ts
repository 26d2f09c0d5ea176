/**
 * Choosing a better picture for an event. Candidates come from its official website; each gets a confidence 0–1:
 * up to 0.3 for its measured quality, +0.4 when it sits on the organiser's own domain (spec: organiser-domain match
 * +40), +0.3 when it is authentic (not stock, not a placeholder: spec +30). With no good candidate, the generated
 * cover ('category-enhanced') stands in. Changes are applied automatically only above 0.6 (spec).
 */
import { ImageEvaluation } from './image-quality';

export type EnhancementSource = 'event-specific' | 'organiser-branded' | 'category-enhanced';
export const AUTO_APPLY_CONFIDENCE = 0.6;
/** The cover is honest and always legible, but it is not a photograph of the event. */
export const COVER_CONFIDENCE = 0.65;

export interface Candidate {
  url: string;
  /** Where on the official site it was declared: JSON-LD Event image, og:image, twitter:image. */
  declaredBy: 'json-ld' | 'og:image' | 'twitter:image';
  /** The page declaring it is the event's own page (not the site's home page). */
  eventPage: boolean;
}

export interface Suggestion {
  source: EnhancementSource;
  confidence: number;
  /** null: show the generated cover. */
  imageUrl: string | null;
  reasoning: string;
}

export function candidateConfidence(evaluation: ImageEvaluation): number {
  let points = 0.3 * evaluation.score;
  if (evaluation.organiser) points += 40;
  if (!evaluation.stock && !evaluation.placeholder && !evaluation.broken) points += 30;
  return Math.round(points) / 100;
}

export function candidateSource(candidate: Candidate): EnhancementSource {
  return candidate.declaredBy === 'json-ld' || candidate.eventPage ? 'event-specific' : 'organiser-branded';
}

/** The best candidate that is itself a good image, else the generated cover. */
export function chooseSuggestion(candidates: Array<{ candidate: Candidate; evaluation: ImageEvaluation }>, reasonNone: string): Suggestion {
  const usable = candidates
    .filter((c) => c.evaluation.preserved)
    .map((c) => ({ ...c, confidence: candidateConfidence(c.evaluation), source: candidateSource(c.candidate) }))
    .sort((a, b) => b.confidence - a.confidence || Number(b.source === 'event-specific') - Number(a.source === 'event-specific'));
  const best = usable[0];
  if (best) {
    const where = best.evaluation.organiser ? "on the organiser's own domain" : 'declared by the official website';
    return {
      source: best.source,
      confidence: best.confidence,
      imageUrl: best.candidate.url,
      reasoning: `${best.candidate.declaredBy === 'json-ld' ? 'schema.org Event image' : best.candidate.declaredBy} ${where}; quality ${best.evaluation.score}/100 (${best.evaluation.reason}).`,
    };
  }
  const rejected = candidates.length ? ` ${candidates.length} image(s) on the official website were not good enough.` : '';
  return {
    source: 'category-enhanced',
    confidence: COVER_CONFIDENCE,
    imageUrl: null,
    reasoning: `${reasonNone}${rejected} The generated cover (category colours, title, place and dates) is shown instead.`,
  };
}
