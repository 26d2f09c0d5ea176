import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { EmailTemplateRepository } from '../../application/ports/email-template.repository.port';
import { EmailTemplate } from '../../domain/email-template';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { SaveTemplateCommand } from './save-template.command';

export const templateNotFound = () => new DomainError('TEMPLATE.NOT_FOUND', 'not-found', 'This template no longer exists. Refresh the list.');

@CommandHandler(SaveTemplateCommand)
export class SaveTemplateHandler implements ICommandHandler<SaveTemplateCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly templates: EmailTemplateRepository,
    private readonly actions: NewsletterAdminActions,
    private readonly clock: Clock,
  ) {}

  execute({ id, body }: SaveTemplateCommand) {
    return this.actions.run(id ? 'update-template' : 'create-template', { templateId: id }, async () => {
      const templateId = await this.uow.run(async (tx) => {
        if (!id) {
          const t = EmailTemplate.create(randomUUID(), body, this.clock.now());
          await this.templates.insert(tx, t);
          return t.id;
        }
        const t = await this.templates.load(tx, id);
        if (!t) throw templateNotFound();
        t.change(body, this.clock.now());
        await this.templates.save(tx, t);
        return t.id;
      });
      return { result: (await this.templates.view(templateId))!, message: `Template "${body.name}" saved`, data: { templateId } };
    });
  }
}
