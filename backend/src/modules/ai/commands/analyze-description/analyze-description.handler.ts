import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { DescriptionAnalyst } from '../../application/description-analyst';
import { AiSuggestionRepository, AiUsageLog } from '../../application/ports/ai-suggestion.repository.port';
import { EventFactsReader } from '../../application/ports/event-facts.reader.port';
import { toSuggestionView } from '../../application/suggestion-view';
import { AiSuggestion } from '../../domain/ai-suggestion.aggregate';
import { AiOperations } from '../ai-operations';
import { AnalyzeDescriptionCommand, AnalyzeDescriptionResult } from './analyze-description.command';

/** The analysis is measured locally by design: a score must come from figures, not from a model's opinion. */
export const ANALYSIS_MODEL = 'wink-eng-lite-web-model + measures-1';

@CommandHandler(AnalyzeDescriptionCommand)
export class AnalyzeDescriptionHandler implements ICommandHandler<AnalyzeDescriptionCommand> {
  constructor(
    private readonly facts: EventFactsReader,
    private readonly analyst: DescriptionAnalyst,
    private readonly suggestions: AiSuggestionRepository,
    private readonly usage: AiUsageLog,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly operations: AiOperations,
  ) {}

  execute({ eventId }: AnalyzeDescriptionCommand): Promise<AnalyzeDescriptionResult> {
    return this.operations.run(
      'analyze-description',
      eventId,
      async () => {
        const facts = await this.facts.read(eventId);
        const started = performance.now();
        const analysis = await this.analyst.analyse(facts.description, facts);
        const durationMs = Math.round(performance.now() - started);
        const actor = describeActor(currentActor());
        const suggestion = AiSuggestion.create(randomUUID(), {
          eventId,
          eventVersion: facts.version,
          kind: 'analysis',
          text: null,
          result: { ...analysis },
          factIssues: [],
          provider: 'local',
          model: ANALYSIS_MODEL,
          fallbackReason: null,
          createdAt: this.clock.now(),
          createdBy: actor,
        });
        await this.uow.run(async (tx) => {
          await this.suggestions.add(tx, suggestion);
          const call = {
            task: 'analyze-description',
            provider: 'local' as const,
            model: ANALYSIS_MODEL,
            ok: true,
            error: null,
            promptTokens: 0,
            completionTokens: 0,
            durationMs,
          };
          await this.usage.record(tx, [call], { eventId, actor });
        });
        return { ...analysis, suggestion: toSuggestionView(suggestion), provider: 'local' as const, model: ANALYSIS_MODEL, fallbackReason: null };
      },
      (r) => ({ message: `Analysed description: ${r.score}/100`, data: { suggestionId: r.suggestion.id, score: r.score } }),
    );
  }
}
