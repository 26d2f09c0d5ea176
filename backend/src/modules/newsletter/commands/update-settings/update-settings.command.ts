import { Command } from '@nestjs/cqrs';
import { NewsletterSettings } from '../../application/newsletter-settings';

/** Partial: the Email Configuration, Preferences and System cards each save their own fields. */
export class UpdateNewsletterSettingsCommand extends Command<NewsletterSettings> {
  constructor(readonly changes: Partial<NewsletterSettings>) {
    super();
  }
}
