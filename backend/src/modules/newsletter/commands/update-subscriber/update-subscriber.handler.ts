import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { normaliseEmail } from '../../../mail/contracts/email-address';
import { NewsletterSubscriptionRepository } from '../../application/ports/newsletter-subscription.repository.port';
import { SubscriberAdminRepository } from '../../application/ports/subscriber-admin.repository.port';
import { toSubscriberRow } from '../../application/subscriber-row';
import { duplicateEmail, invalidEmail, NewsletterAdminActions, subscriberNotFound } from '../newsletter-admin-action';
import { UpdateSubscriberCommand } from './update-subscriber.command';

@CommandHandler(UpdateSubscriberCommand)
export class UpdateSubscriberHandler implements ICommandHandler<UpdateSubscriberCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly admin: SubscriberAdminRepository,
    private readonly actions: NewsletterAdminActions,
    private readonly clock: Clock,
  ) {}

  execute({ id, email: raw, isActive }: UpdateSubscriberCommand) {
    return this.actions.run('update-subscriber', { subscriberId: id }, async () => {
      const email = normaliseEmail(raw);
      if (!email) throw invalidEmail();
      const sub = await this.uow.run(async (tx) => {
        const found = await this.subscriptions.loadById(tx, id);
        if (!found) throw subscriberNotFound();
        if (await this.admin.emailTaken(tx, email, id)) throw duplicateEmail();
        const now = this.clock.now();
        found.changeEmail(email, now);
        found.setActive(isActive, now);
        if (found.pendingEvents.length) await this.subscriptions.save(tx, found);
        return found;
      });
      return { result: toSubscriberRow(sub), message: 'Subscriber updated', data: { status: sub.state.status } };
    });
  }
}
