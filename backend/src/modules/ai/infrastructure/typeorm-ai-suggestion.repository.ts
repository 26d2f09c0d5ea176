import { Injectable } from '@nestjs/common';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { AiCallRecord } from '../application/ports/ai-provider.port';
import { AiSuggestionRepository, AiUsageLog } from '../application/ports/ai-suggestion.repository.port';
import { AiSuggestion } from '../domain/ai-suggestion.aggregate';
import { suggestionNotFound } from '../domain/ai.errors';
import { AiSuggestionEntity } from './ai-suggestion.entity';
import { AiSuggestionMapper } from './ai-suggestion.mapper';

@Injectable()
export class TypeOrmAiSuggestionRepository extends AiSuggestionRepository {
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
