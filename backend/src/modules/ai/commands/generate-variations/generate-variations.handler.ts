import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { DescriptionAnalyst } from '../../application/description-analyst';
import { plainText } from '../../application/plain-text';
import { AiProvider } from '../../application/ports/ai-provider.port';
import { AiSuggestionRepository, AiUsageLog } from '../../application/ports/ai-suggestion.repository.port';
import { EventFactsReader } from '../../application/ports/event-facts.reader.port';
import { descriptionVariationsTask } from '../../application/tasks/description-variations.task';
import { toSuggestionView } from '../../application/suggestion-view';
import { AiSuggestion } from '../../domain/ai-suggestion.aggregate';
import { checkFacts } from '../../domain/fact-checker';
import { AiOperations } from '../ai-operations';
import { GenerateVariationsCommand, GenerateVariationsResult } from './generate-variations.command';

@CommandHandler(GenerateVariationsCommand)
export class GenerateVariationsHandler implements ICommandHandler<GenerateVariationsCommand> {
  constructor(
    private readonly facts: EventFactsReader,
    private readonly ai: AiProvider,
    private readonly analyst: DescriptionAnalyst,
    private readonly suggestions: AiSuggestionRepository,
    private readonly usage: AiUsageLog,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly operations: AiOperations,
  ) {}

  execute({ eventId, count }: GenerateVariationsCommand): Promise<GenerateVariationsResult> {
    return this.operations.run(
      'generate-variations',
      eventId,
      async () => {
        const facts = await this.facts.read(eventId);
        const answer = await this.ai.run(descriptionVariationsTask, { facts, count, keywords: this.analyst.keywordsFor(facts) });
        const texts = answer.output.variations.map(plainText).filter(Boolean).slice(0, count);
        const actor = describeActor(currentActor());
        const now = this.clock.now();
        const created = texts.map((text, index) =>
          AiSuggestion.create(randomUUID(), {
            eventId,
            eventVersion: facts.version,
            kind: 'variation',
            text,
            result: { index: index + 1, of: texts.length },
            factIssues: checkFacts(text, facts),
            provider: answer.provider,
            model: answer.model,
            fallbackReason: answer.fallbackReason,
            createdAt: now,
            createdBy: actor,
          }),
        );
        await this.uow.run(async (tx) => {
          for (const s of created) await this.suggestions.add(tx, s);
          await this.usage.record(tx, answer.calls, { eventId, actor });
        });
        return {
          variations: texts,
          suggestions: created.map((s) => toSuggestionView(s)),
          provider: answer.provider,
          model: answer.model,
          fallbackReason: answer.fallbackReason,
        };
      },
      (r) => ({
        message: `Generated ${r.variations.length} variation(s) (${r.provider}${r.fallbackReason ? ', fallback' : ''})`,
        data: { suggestionIds: r.suggestions.map((s) => s.id), provider: r.provider, fallbackReason: r.fallbackReason },
      }),
    );
  }
}
