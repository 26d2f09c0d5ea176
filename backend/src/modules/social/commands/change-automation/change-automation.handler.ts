import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { currentActor, describeActor } from '../../../../platform/actor/actor-context';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { AutomationView, toAutomationView } from '../../application/automation.view';
import { AutomationRepository } from '../../application/ports/automation.repository.port';
import { ChangeAutomationCommand } from './change-automation.command';

@CommandHandler(ChangeAutomationCommand)
export class ChangeAutomationHandler implements ICommandHandler<ChangeAutomationCommand> {
  constructor(
    private readonly automation: AutomationRepository,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute({ action }: ChangeAutomationCommand): Promise<AutomationView> {
    return this.uow.run(async (tx) => {
      const a = await this.automation.load(tx);
      a.apply(action, describeActor(currentActor()), this.clock.now());
      await this.automation.save(tx, a);
      return toAutomationView(a);
    });
  }
}
