import { SegmentBody, SegmentView } from '../segment.schemas';

/** Saved audiences; `size` is always counted live over active subscribers. */
export abstract class SegmentRepository {
  abstract list(): Promise<SegmentView[]>;
  abstract get(id: string): Promise<SegmentView | null>;
  /** Answers false when another segment has this name (any case). */
  abstract create(id: string, body: SegmentBody, now: Date): Promise<boolean>;
  /** Answers 'missing' for an unknown id, 'duplicate' for a name another segment has. */
  abstract update(id: string, body: SegmentBody, now: Date): Promise<'ok' | 'missing' | 'duplicate'>;
  /** Answers 'missing' for an unknown id, 'in-use' when a campaign names it. */
  abstract delete(id: string): Promise<'ok' | 'missing' | 'in-use'>;
}
