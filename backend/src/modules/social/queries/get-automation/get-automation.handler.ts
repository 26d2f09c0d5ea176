import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { toAutomationView } from '../../application/automation.view';
import { AutomationRepository } from '../../application/ports/automation.repository.port';
import { GetAutomationQuery } from './get-automation.query';

@QueryHandler(GetAutomationQuery)
export class GetAutomationHandler implements IQueryHandler<GetAutomationQuery> {
  constructor(private readonly automation: AutomationRepository) {}
  async execute() {
    return toAutomationView(await this.automation.current());
  }
}
