import { Query } from '@nestjs/cqrs';
import { NewsletterSettings } from '../../application/newsletter-settings';

export class GetNewsletterSettingsQuery extends Query<NewsletterSettings> {}
