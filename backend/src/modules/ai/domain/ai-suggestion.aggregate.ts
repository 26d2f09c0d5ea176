import { Aggregate } from '../../../platform/domain/aggregate';
import { suggestionNotApplicable } from './ai.errors';
import { FactIssue } from './fact-checker';

export type SuggestionKind = 'enhancement' | 'variation' | 'analysis';
export type SuggestionStatus = 'open' | 'flagged' | 'applied';

export interface AiSuggestionProps {
  eventId: string;
  /** The event's version when its text was read: Apply sends it as the expected version. */
  eventVersion: number;
  kind: SuggestionKind;
  /** The proposed description (null for an analysis). */
  text: string | null;
  /** The whole answer as shown (options, confidence, improvements, keywords, measures…). */
  result: Record<string, unknown>;
  status: SuggestionStatus;
  factIssues: FactIssue[];
  provider: 'openai' | 'local';
  model: string;
  fallbackReason: string | null;
  createdAt: Date;
  createdBy: string;
  appliedAt: Date | null;
  appliedBy: string | null;
}

/**
 * Suggestion stream (stream type "ai-suggestion"), payload schema 1:
 * - AiSuggestionCreated: { eventId, eventVersion, kind, status: "open" | "flagged", provider, model, fallbackReason, factIssues }
 * - AiSuggestionApplied: { eventId, fromVersion, toVersion }
 */
export const AiSuggestionEventTypes = { Created: 'AiSuggestionCreated', Applied: 'AiSuggestionApplied' } as const;

/** A generated text or analysis kept for an event. Only an open text suggestion can be applied, once. */
export class AiSuggestion extends Aggregate<AiSuggestionProps> {
  readonly streamType = 'ai-suggestion';

  static create(id: string, props: Omit<AiSuggestionProps, 'status' | 'appliedAt' | 'appliedBy'>): AiSuggestion {
    const status: SuggestionStatus = props.factIssues.length > 0 ? 'flagged' : 'open';
    const s = new AiSuggestion(id, { ...props, status, appliedAt: null, appliedBy: null }, 0);
    s.record(AiSuggestionEventTypes.Created, {
      eventId: props.eventId,
      eventVersion: props.eventVersion,
      kind: props.kind,
      status,
      provider: props.provider,
      model: props.model,
      fallbackReason: props.fallbackReason,
      factIssues: props.factIssues,
    });
    return s;
  }

  static restore(id: string, props: AiSuggestionProps, version: number): AiSuggestion {
    return new AiSuggestion(id, props, version);
  }

  /** Throws unless this text may replace the event's description. */
  assertApplicable(): string {
    if (this.props.kind === 'analysis' || this.props.text === null) throw suggestionNotApplicable('An analysis has no text to apply.');
    if (!this.props.text.trim()) throw suggestionNotApplicable('This suggestion has no text to apply.');
    if (this.props.status === 'applied') throw suggestionNotApplicable('This suggestion has already been applied.');
    if (this.props.status === 'flagged')
      throw suggestionNotApplicable('This text states facts the event does not back (see its fact issues), so it cannot be applied.');
    return this.props.text;
  }

  markApplied(toVersion: number, by: string, at: Date): void {
    this.assertApplicable();
    this.props = { ...this.props, status: 'applied', appliedAt: at, appliedBy: by };
    this.record(AiSuggestionEventTypes.Applied, { eventId: this.props.eventId, fromVersion: this.props.eventVersion, toVersion });
  }
}
