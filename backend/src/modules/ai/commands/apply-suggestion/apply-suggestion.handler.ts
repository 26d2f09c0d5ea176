import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { ConcurrencyError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { UpdateEventCommand } from '../../../events/commands/update-event/update-event.command';
import { AiSuggestionRepository } from '../../application/ports/ai-suggestion.repository.port';
import { toSuggestionView } from '../../application/suggestion-view';
import { suggestionOutdated } from '../../domain/ai.errors';
import { AiOperations } from '../ai-operations';
import { ApplySuggestionCommand, ApplySuggestionResult } from './apply-suggestion.command';

/**
 * The event changes only here, and only through its own update command: the change goes into the event log with
 * the acting admin, so the public site follows and the event's history shows who applied it.
 */
@CommandHandler(ApplySuggestionCommand)
export class ApplySuggestionHandler implements ICommandHandler<ApplySuggestionCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly suggestions: AiSuggestionRepository,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly operations: AiOperations,
  ) {}

  async execute({ suggestionId }: ApplySuggestionCommand): Promise<ApplySuggestionResult> {
    return this.operations.run(
      'apply-suggestion',
      null,
      async () => {
        const suggestion = await this.uow.run((tx) => this.suggestions.load(tx, suggestionId));
        const text = suggestion.assertApplicable();
        let version: number;
        try {
          ({ version } = await this.commands.execute(new UpdateEventCommand(suggestion.state.eventId, { description: text }, suggestion.state.eventVersion)));
        } catch (error) {
          if (error instanceof ConcurrencyError) throw suggestionOutdated(suggestion.state.eventVersion, Number(error.details?.actual ?? 0));
          throw error;
        }
        const applied = await this.uow.run(async (tx) => {
          const current = await this.suggestions.load(tx, suggestionId);
          current.markApplied(version, describeActor(currentActor()), this.clock.now());
          await this.suggestions.save(tx, current);
          return current;
        });
        return { eventId: suggestion.state.eventId, version, suggestion: toSuggestionView(applied) };
      },
      (r) => ({ message: `Applied suggestion ${suggestionId} to event ${r.eventId}`, data: { eventId: r.eventId, version: r.version } }),
      { suggestionId },
    );
  }
}
