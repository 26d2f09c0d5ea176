import { Suggestion } from '../../domain/image-enhancement';
import { ImageInspection } from './image-inspector.port';

export interface StoredAnalysis {
  eventId: string;
  imageUrl: string;
  analysedAt: string;
  score: number;
  preserved: boolean;
  organiser: boolean;
  stock: boolean;
  placeholder: boolean;
  broken: boolean;
  reason: string;
}

export interface StoredEnhancement {
  eventId: string;
  newUrl: string | null;
  source: string;
}

/** The image tools' own tables: the latest analysis per event and the enhancements applied or settled on. */
export abstract class ImageAnalysisStore {
  abstract save(eventId: string, inspection: ImageInspection): Promise<void>;
  abstract byEvent(ids: string[]): Promise<Map<string, StoredAnalysis>>;
  /** Records an enhancement (applied or only settled on) with the acting admin or job. */
  abstract recordEnhancement(eventId: string, previousUrl: string | null, suggestion: Suggestion, applied: boolean): Promise<void>;
  /** The latest enhancement of each of these events. */
  abstract latestEnhancements(ids: string[]): Promise<Map<string, StoredEnhancement>>;
}
