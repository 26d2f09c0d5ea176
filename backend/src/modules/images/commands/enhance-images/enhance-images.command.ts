import { Command } from '@nestjs/cqrs';
import { EnhancementOutcome } from '../image-enhancer';

/**
 * Which events to enhance: given ids; those that need it (no image, or one below the threshold, not yet enhanced);
 * those whose image is broken; those with a stock photo; those whose image is broken or problematic.
 */
export type EnhancementSelection =
  { kind: 'ids'; ids: string[] } | { kind: 'needing'; max: number } | { kind: 'broken' } | { kind: 'stock' } | { kind: 'problematic' };

export interface EnhanceImagesResult {
  processed: number;
  enhanced: number;
  skipped: number;
  errors: number;
  outcomes: EnhancementOutcome[];
}

/** Finds and applies better pictures for a selection of events; only changes above `minConfidence` are applied. */
export class EnhanceImagesCommand extends Command<EnhanceImagesResult> {
  constructor(
    readonly selection: EnhancementSelection,
    readonly minConfidence: number,
  ) {
    super();
  }
}
