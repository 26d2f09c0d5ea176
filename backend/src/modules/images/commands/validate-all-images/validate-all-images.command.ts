import { Command } from '@nestjs/cqrs';

export interface ValidateAllImagesResult {
  total: number;
  analysed: number;
  preserved: number;
  fixed: number;
}

/** Re-analyses every event image now, then replaces the broken ones (official website image, else the cover). */
export class ValidateAllImagesCommand extends Command<ValidateAllImagesResult> {}
