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
import { enhanceDescriptionTask } from '../../application/tasks/enhance-description.task';
import { toSuggestionView } from '../../application/suggestion-view';
import { AiSuggestion } from '../../domain/ai-suggestion.aggregate';
import { checkFacts } from '../../domain/fact-checker';
import { AiOperations } from '../ai-operations';
import { EnhanceDescriptionCommand, EnhanceDescriptionResult } from './enhance-description.command';

@CommandHandler(EnhanceDescriptionCommand)
export class EnhanceDescriptionHandler implements ICommandHandler<EnhanceDescriptionCommand> {
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

  execute({ eventId, options }: EnhanceDescriptionCommand): Promise<EnhanceDescriptionResult> {
    return this.operations.run(
      'enhance-description',
      eventId,
      async () => {
        const facts = await this.facts.read(eventId);
        const keywords = this.analyst.keywordsFor(facts);
        const answer = await this.ai.run(enhanceDescriptionTask, { facts, options, keywords });
        const text = plainText(answer.output.enhancedDescription);
        const factIssues = checkFacts(text, facts);
        const seoKeywords = options.includeKeywords ? answer.output.seoKeywords : [];
        const { improvements, confidence } = this.analyst.compare(facts.description, text, facts, options.length, factIssues, seoKeywords);
        const actor = describeActor(currentActor());
        const suggestion = AiSuggestion.create(randomUUID(), {
          eventId,
          eventVersion: facts.version,
          kind: 'enhancement',
          text,
          result: { options, confidence, improvements, seoKeywords },
          factIssues,
          provider: answer.provider,
          model: answer.model,
          fallbackReason: answer.fallbackReason,
          createdAt: this.clock.now(),
          createdBy: actor,
        });
        await this.uow.run(async (tx) => {
          await this.suggestions.add(tx, suggestion);
          await this.usage.record(tx, answer.calls, { eventId, actor });
        });
        return {
          enhancedDescription: text,
          confidence,
          improvements,
          seoKeywords,
          factIssues,
          suggestion: toSuggestionView(suggestion),
          provider: answer.provider,
          model: answer.model,
          fallbackReason: answer.fallbackReason,
        };
      },
      (r) => ({
        message: `Enhanced description (${r.provider}${r.fallbackReason ? ', fallback' : ''}${r.factIssues.length ? `, ${r.factIssues.length} fact issue(s) flagged` : ''})`,
        data: { suggestionId: r.suggestion.id, provider: r.provider, fallbackReason: r.fallbackReason, status: r.suggestion.status },
      }),
    );
  }
}
