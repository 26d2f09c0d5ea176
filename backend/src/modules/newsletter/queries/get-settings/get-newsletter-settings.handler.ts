import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { GetNewsletterSettingsQuery } from './get-newsletter-settings.query';

@QueryHandler(GetNewsletterSettingsQuery)
export class GetNewsletterSettingsHandler implements IQueryHandler<GetNewsletterSettingsQuery> {
  constructor(private readonly settings: NewsletterSettingsStore) {}

  execute() {
    return this.settings.get();
  }
}
