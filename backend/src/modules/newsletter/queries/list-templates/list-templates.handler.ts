import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EmailTemplateRepository } from '../../application/ports/email-template.repository.port';
import { ListTemplatesQuery } from './list-templates.query';

@QueryHandler(ListTemplatesQuery)
export class ListTemplatesHandler implements IQueryHandler<ListTemplatesQuery> {
  constructor(private readonly templates: EmailTemplateRepository) {}

  async execute() {
    return { templates: await this.templates.list() };
  }
}
