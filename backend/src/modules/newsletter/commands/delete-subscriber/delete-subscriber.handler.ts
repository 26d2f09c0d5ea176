import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { normaliseEmail } from '../../../mail/contracts/email-address';
import { NewsletterSubscriptionRepository } from '../../application/ports/newsletter-subscription.repository.port';
import { invalidEmail, NewsletterAdminActions, subscriberNotFound } from '../newsletter-admin-action';
import { DeleteSubscriberCommand } from './delete-subscriber.command';

@CommandHandler(DeleteSubscriberCommand)
export class DeleteSubscriberHandler implements ICommandHandler<DeleteSubscriberCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly actions: NewsletterAdminActions,
    private readonly clock: Clock,
  ) {}

  execute({ target }: DeleteSubscriberCommand) {
    return this.actions.run('delete-subscriber', 'id' in target ? { subscriberId: target.id } : {}, async () => {
      const email = 'email' in target ? normaliseEmail(target.email) : null;
      if ('email' in target && !email) throw invalidEmail();
      const id = await this.uow.run(async (tx) => {
        const sub = 'id' in target ? await this.subscriptions.loadById(tx, target.id) : await this.subscriptions.loadByEmail(tx, email!);
        if (!sub) throw subscriberNotFound();
        sub.deleteByStaff(this.clock.now());
        await this.subscriptions.delete(tx, sub);
        return sub.id;
      });
      return { result: { message: 'Subscriber deleted' }, message: 'Subscriber deleted', data: { subscriberId: id } };
    });
  }
}
