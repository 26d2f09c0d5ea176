import { Command } from '@nestjs/cqrs';

/** Fetches reactions, comments and shares back from Facebook for the latest published posts. */
export class RefreshPostMetricsCommand extends Command<{ refreshed: number; failed: number; message: string }> {}
