import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetAiUsageQuery } from './get-usage.query';

@QueryHandler(GetAiUsageQuery)
export class GetAiUsageHandler implements IQueryHandler<GetAiUsageQuery> {
  constructor(private readonly db: DataSource) {}

  async execute() {
    const totals = await this.db.query(
      `SELECT provider, model, task, count(*)::int AS calls, count(*) FILTER (WHERE NOT ok)::int AS failures,
              COALESCE(sum(prompt_tokens), 0)::int AS "promptTokens", COALESCE(sum(completion_tokens), 0)::int AS "completionTokens"
         FROM ai_usage GROUP BY provider, model, task ORDER BY provider, model, task`,
    );
    const recent = await this.db.query(
      `SELECT id, at, task, provider, model, ok, error, prompt_tokens, completion_tokens, duration_ms, event_id, actor
         FROM ai_usage ORDER BY at DESC, id DESC LIMIT 20`,
    );
    return {
      totals: totals.map((t: Record<string, number | string>) => ({ ...t, totalTokens: Number(t.promptTokens) + Number(t.completionTokens) })),
      recent: recent.map((r: Record<string, unknown>) => ({
        id: String(r.id),
        at: new Date(r.at as string).toISOString(),
        task: r.task,
        provider: r.provider,
        model: r.model,
        outcome: r.ok ? 'ok' : 'failed',
        error: r.error,
        promptTokens: r.prompt_tokens,
        completionTokens: r.completion_tokens,
        totalTokens: Number(r.prompt_tokens) + Number(r.completion_tokens),
        durationMs: r.duration_ms,
        eventId: r.event_id,
        actor: r.actor,
      })),
    };
  }
}
