import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AiUsageReport } from '../../application/ports/ai-suggestion.repository.port';
import { GetAiUsageQuery } from './get-usage.query';

@QueryHandler(GetAiUsageQuery)
export class GetAiUsageHandler implements IQueryHandler<GetAiUsageQuery> {
  constructor(private readonly usage: AiUsageReport) {}

  async execute() {
    const totals = await this.usage.totals();
    const recent = await this.usage.recent(20);
    return {
      totals: totals.map((t) => ({ ...t, totalTokens: t.promptTokens + t.completionTokens })),
      recent: recent.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        task: r.task,
        provider: r.provider,
        model: r.model,
        outcome: r.ok ? ('ok' as const) : ('failed' as const),
        error: r.error,
        promptTokens: r.promptTokens,
        completionTokens: r.completionTokens,
        totalTokens: r.promptTokens + r.completionTokens,
        durationMs: r.durationMs,
        eventId: r.eventId,
        actor: r.actor,
      })),
    };
  }
}
