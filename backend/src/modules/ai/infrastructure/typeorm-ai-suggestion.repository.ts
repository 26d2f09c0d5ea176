import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { AiCallRecord } from '../application/ports/ai-provider.port';
import { AiSuggestionRepository, AiUsageCall, AiUsageLog, AiUsageReport, AiUsageTotal } from '../application/ports/ai-suggestion.repository.port';
import { AiSuggestion } from '../domain/ai-suggestion.aggregate';
import { suggestionNotFound } from '../domain/ai.errors';
import { AiSuggestionEntity } from './ai-suggestion.entity';
import { AiSuggestionMapper } from './ai-suggestion.mapper';

@Injectable()
export class TypeOrmAiSuggestionRepository extends AiSuggestionRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async add(tx: Transaction, suggestion: AiSuggestion): Promise<void> {
    const manager = entityManagerOf(tx);
    await saveAggregate(manager, suggestion, () => manager.insert(AiSuggestionEntity, AiSuggestionMapper.toPersistence(suggestion)));
  }

  async load(tx: Transaction, id: string): Promise<AiSuggestion> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw suggestionNotFound(id);
    const row = await entityManagerOf(tx).findOne(AiSuggestionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw suggestionNotFound(id);
    return AiSuggestionMapper.toDomain(row);
  }

  async save(tx: Transaction, suggestion: AiSuggestion): Promise<void> {
    const manager = entityManagerOf(tx);
    const { id, ...changes } = AiSuggestionMapper.toPersistence(suggestion);
    await saveAggregate(manager, suggestion, () => manager.update(AiSuggestionEntity, { id }, changes));
  }

  async listForEvent(eventId: string, limit: number): Promise<AiSuggestion[]> {
    const rows = await this.db.getRepository(AiSuggestionEntity).find({ where: { eventId }, order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
    return rows.map((r) => AiSuggestionMapper.toDomain(r));
  }
}

@Injectable()
export class PostgresAiUsageLog extends AiUsageLog {
  async record(tx: Transaction, calls: AiCallRecord[], context: { eventId: string | null; actor: string }): Promise<void> {
    if (calls.length === 0) return;
    const values: unknown[] = [];
    const rows = calls.map((c, i) => {
      values.push(c.task, c.provider, c.model, c.ok, c.error, c.promptTokens, c.completionTokens, c.durationMs, context.eventId, context.actor);
      const o = i * 10;
      return `(${Array.from({ length: 10 }, (_, k) => `$${o + k + 1}`).join(', ')})`;
    });
    await entityManagerOf(tx).query(
      `INSERT INTO ai_usage (task, provider, model, ok, error, prompt_tokens, completion_tokens, duration_ms, event_id, actor) VALUES ${rows.join(', ')}`,
      values,
    );
  }
}

@Injectable()
export class PostgresAiUsageReport extends AiUsageReport {
  constructor(private readonly db: DataSource) {
    super();
  }

  async totals(): Promise<AiUsageTotal[]> {
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT provider, model, task, count(*)::int AS calls, count(*) FILTER (WHERE NOT ok)::int AS failures,
              COALESCE(sum(prompt_tokens), 0)::int AS "promptTokens", COALESCE(sum(completion_tokens), 0)::int AS "completionTokens"
         FROM ai_usage GROUP BY provider, model, task ORDER BY provider, model, task`,
    );
    return rows as unknown as AiUsageTotal[];
  }

  async recent(limit: number): Promise<AiUsageCall[]> {
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT id, at, task, provider, model, ok, error, prompt_tokens, completion_tokens, duration_ms, event_id, actor
         FROM ai_usage ORDER BY at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: String(r.id),
      at: new Date(r.at as string),
      task: r.task as string,
      provider: r.provider as string,
      model: r.model as string,
      ok: r.ok === true,
      error: (r.error as string) ?? null,
      promptTokens: r.prompt_tokens as number,
      completionTokens: r.completion_tokens as number,
      durationMs: r.duration_ms as number,
      eventId: (r.event_id as string) ?? null,
      actor: r.actor as string,
    }));
  }
}
