import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { EmailTemplateRepository } from '../../application/ports/email-template.repository.port';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { templateNotFound } from '../save-template/save-template.handler';
import { DeleteTemplateCommand } from './delete-template.command';

/** Campaigns that used the template keep their own copy of subject and content (template_id becomes null). */
@CommandHandler(DeleteTemplateCommand)
export class DeleteTemplateHandler implements ICommandHandler<DeleteTemplateCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly templates: EmailTemplateRepository,
    private readonly actions: NewsletterAdminActions,
  ) {}

  execute({ id }: DeleteTemplateCommand) {
    return this.actions.run('delete-template', { templateId: id }, async () => {
      await this.uow.run(async (tx) => {
        const t = await this.templates.load(tx, id);
        if (!t) throw templateNotFound();
        t.delete();
        await this.templates.delete(tx, t);
      });
      return { result: { message: 'Template deleted' }, message: 'Template deleted' };
    });
  }
}
