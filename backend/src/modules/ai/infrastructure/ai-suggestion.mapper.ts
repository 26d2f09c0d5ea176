import { AiSuggestion, AiSuggestionProps } from '../domain/ai-suggestion.aggregate';
import { FactIssue } from '../domain/fact-checker';
import { AiSuggestionEntity } from './ai-suggestion.entity';

export class AiSuggestionMapper {
  static toPersistence(s: AiSuggestion): AiSuggestionEntity {
    return { id: s.id, ...s.state, factIssues: s.state.factIssues, version: s.version };
  }

  static toDomain(row: AiSuggestionEntity): AiSuggestion {
    const props: AiSuggestionProps = {
      eventId: row.eventId,
      eventVersion: row.eventVersion,
      kind: row.kind as AiSuggestionProps['kind'],
      text: row.text,
      result: row.result,
      status: row.status as AiSuggestionProps['status'],
      factIssues: row.factIssues as FactIssue[],
      provider: row.provider as AiSuggestionProps['provider'],
      model: row.model,
      fallbackReason: row.fallbackReason,
      createdAt: row.createdAt,
      createdBy: row.createdBy,
      appliedAt: row.appliedAt,
      appliedBy: row.appliedBy,
    };
    return AiSuggestion.restore(row.id, props, row.version);
  }
}
