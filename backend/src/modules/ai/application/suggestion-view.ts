import { SuggestionView } from '../contracts/ai-description.schemas';
import { AiSuggestion } from '../domain/ai-suggestion.aggregate';

/** What the admin client is shown of a stored suggestion (every handler answers with the same shape). */
export function toSuggestionView(s: AiSuggestion): SuggestionView {
  const p = s.state;
  return {
    id: s.id,
    eventId: p.eventId,
    eventVersion: p.eventVersion,
    kind: p.kind,
    text: p.text,
    status: p.status,
    factIssues: p.factIssues,
    score: p.kind === 'analysis' && typeof p.result.score === 'number' ? p.result.score : null,
    provider: p.provider,
    model: p.model,
    fallbackReason: p.fallbackReason,
    createdAt: p.createdAt.toISOString(),
    createdBy: p.createdBy,
    appliedAt: p.appliedAt?.toISOString() ?? null,
    appliedBy: p.appliedBy,
  };
}
