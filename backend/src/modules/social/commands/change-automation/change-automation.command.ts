import { Command } from '@nestjs/cqrs';
import { AutomationAction } from '../../domain/automation.aggregate';
import { AutomationView } from '../../application/automation.view';

export class ChangeAutomationCommand extends Command<AutomationView> {
  constructor(readonly action: AutomationAction) {
    super();
  }
}
