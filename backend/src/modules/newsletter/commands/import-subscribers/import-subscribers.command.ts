import { z } from 'zod';
import { Command } from '@nestjs/cqrs';

export interface InvalidLine {
  line: number;
  value: string;
  reason: string;
}

export interface ImportSubscribersResult {
  message: string;
  added: number;
  /** Repeated in the file or already subscribed (case-insensitive). */
  duplicates: number;
  invalid: number;
  /** The first 100 invalid lines with their line numbers. */
  invalidLines: InvalidLine[];
}

/** Pasted addresses (one a line) or a CSV file's text: an `email` column when the header names one, else the first. */
export class ImportSubscribersCommand extends Command<ImportSubscribersResult> {
  constructor(readonly csvData: string) {
    super();
  }
}

/** The import report. */
export const importSubscribersAnswerSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
  invalidLines: z.array(z.object({ line: z.number().int(), value: z.string(), reason: z.string() })),
});
