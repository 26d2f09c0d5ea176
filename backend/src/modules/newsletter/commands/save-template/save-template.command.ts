import { Command } from '@nestjs/cqrs';
import { EmailTemplateView } from '../../application/ports/email-template.repository.port';
import { TemplateBody } from '../../application/template.schemas';

/** Create (id null) or change an email template. */
export class SaveTemplateCommand extends Command<EmailTemplateView> {
  constructor(
    readonly id: string | null,
    readonly body: TemplateBody,
  ) {
    super();
  }
}
