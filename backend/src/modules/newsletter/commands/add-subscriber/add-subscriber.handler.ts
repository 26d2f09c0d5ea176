import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { normaliseEmail } from '../../../mail/contracts/email-address';
import { newToken } from '../../../mail/contracts/double-opt-in';
import { NewsletterSubscriptionRepository } from '../../application/ports/newsletter-subscription.repository.port';
import { NewsletterSubscription } from '../../domain/newsletter-subscription.aggregate';
import { toSubscriberRow } from '../../application/subscriber-row';
import { duplicateEmail, invalidEmail, NewsletterAdminActions } from '../newsletter-admin-action';
import { AddSubscriberCommand } from './add-subscriber.command';

@CommandHandler(AddSubscriberCommand)
export class AddSubscriberHandler implements ICommandHandler<AddSubscriberCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly actions: NewsletterAdminActions,
    private readonly clock: Clock,
  ) {}

  execute({ email: raw }: AddSubscriberCommand) {
    return this.actions.run('add-subscriber', {}, async () => {
      const email = normaliseEmail(raw);
      if (!email) throw invalidEmail();
      const sub = NewsletterSubscription.addByStaff(randomUUID(), email, newToken(), this.clock.now());
      const inserted = await this.uow.run((tx) => this.subscriptions.insertIfAbsent(tx, sub));
      if (!inserted) throw duplicateEmail();
      return { result: toSubscriberRow(sub), message: 'Subscriber added', data: { subscriberId: sub.id } };
    });
  }
}
