import { z } from 'zod';
import { Command } from '@nestjs/cqrs';

/** Fetches the figures of the latest published posts back from Facebook, Instagram and X. */
export class RefreshPostMetricsCommand extends Command<{ refreshed: number; failed: number; message: string }> {}

export const refreshResultSchema = z.object({ refreshed: z.number().int(), failed: z.number().int(), message: z.string() });
