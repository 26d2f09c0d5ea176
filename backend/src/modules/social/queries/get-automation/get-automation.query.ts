import { Query } from '@nestjs/cqrs';
import { AutomationView } from '../../application/automation.view';

export class GetAutomationQuery extends Query<AutomationView> {}
