import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { newsletterSettingsSchema } from '../../application/newsletter-settings';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { UpdateNewsletterSettingsCommand } from './update-settings.command';

@CommandHandler(UpdateNewsletterSettingsCommand)
export class UpdateNewsletterSettingsHandler implements ICommandHandler<UpdateNewsletterSettingsCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly settings: NewsletterSettingsStore,
    private readonly actions: NewsletterAdminActions,
  ) {}

  execute({ changes }: UpdateNewsletterSettingsCommand) {
    return this.actions.run('update-settings', { fields: Object.keys(changes) }, async () => {
      const saved = await this.uow.run(async (tx) => {
        const current = await this.settings.get(tx);
        const next = newsletterSettingsSchema.parse({ ...current, ...changes, preferences: { ...current.preferences, ...changes.preferences } });
        await this.settings.save(tx, next);
        return next;
      });
      return { result: saved, message: 'Newsletter settings saved' };
    });
  }
}
