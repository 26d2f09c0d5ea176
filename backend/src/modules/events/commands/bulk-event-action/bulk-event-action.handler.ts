import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditedActions } from '../../../../platform/operations/audited-actions';
import { asAdminError, EventActionResult } from '../admin-event-actions';
import { ExpireEventCommand } from '../expire-event/expire-event.command';
import { FeatureEventCommand } from '../feature-event/feature-event.command';
import { PublishEventCommand } from '../publish-event/publish-event.command';
import { RemoveEventCommand } from '../remove-event/remove-event.command';
import { UnfeatureEventCommand } from '../unfeature-event/unfeature-event.command';
import { BulkAction, BulkEventActionCommand, BulkEventActionResult } from './bulk-event-action.command';

const COMMANDS: Record<BulkAction, (id: string) => Command<EventActionResult>> = {
  publish: (id) => new PublishEventCommand(id),
  feature: (id) => new FeatureEventCommand(id),
  unfeature: (id) => new UnfeatureEventCommand(id),
  expire: (id) => new ExpireEventCommand(id),
  remove: (id) => new RemoveEventCommand(id),
};

/**
 * Runs the action event by event, so one refused event (unknown id, wrong status) never undoes the
 * others; audited as one operations-log row with the counts (written with the first saved event, so an
 * interrupted run leaves its row and how many events it changed).
 */
@CommandHandler(BulkEventActionCommand)
export class BulkEventActionHandler implements ICommandHandler<BulkEventActionCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly audited: AuditedActions,
  ) {}

  execute({ action, ids }: BulkEventActionCommand): Promise<BulkEventActionResult> {
    const unique = [...new Set(ids)];
    return this.audited.run(
      `events.bulk-${action}`,
      async () => {
        let succeeded = 0;
        const failed: BulkEventActionResult['failed'] = [];
        for (const id of unique) {
          try {
            await this.commands.execute(COMMANDS[action](id));
            succeeded++;
          } catch (error) {
            failed.push({ id, message: (asAdminError(error) as Error).message ?? String(error) });
          }
        }
        return { succeeded, failed };
      },
      ({ succeeded, failed }) => ({
        success: failed.length === 0,
        message: `${action}: ${succeeded} succeeded, ${failed.length} failed`,
        data: { action, requested: unique.length, succeeded, failed: failed.length, failedIds: failed.slice(0, 50).map((f) => f.id) },
      }),
      { action, requested: unique.length },
    );
  }
}
