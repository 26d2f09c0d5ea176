import { Query } from '@nestjs/cqrs';
import { EmailTemplateView } from '../../application/ports/email-template.repository.port';

export class ListTemplatesQuery extends Query<{ templates: EmailTemplateView[] }> {}
