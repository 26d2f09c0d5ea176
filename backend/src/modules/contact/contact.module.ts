import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { MailModule } from '../mail/mail.module';
import { ContactChallengeStore } from './application/ports/contact-challenge.store.port';
import { ContactMessageRepository } from './application/ports/contact-message.repository.port';
import { IssueContactChallengeHandler } from './commands/issue-challenge/issue-contact-challenge.handler';
import { PurgeOldContactMessagesHandler } from './commands/purge-old-messages/purge-old-contact-messages.handler';
import { purgeOldContactMessagesJob } from './commands/purge-old-messages/purge-old-contact-messages.job';
import { SendContactMessageHandler } from './commands/send-message/send-contact-message.handler';
import { ContactController } from './http/contact.http.controller';
import { PostgresContactChallengeStore } from './infrastructure/postgres-contact-challenge.store';
import { TypeOrmContactMessageRepository } from './infrastructure/typeorm-contact-message.repository';

@Module({
  imports: [CqrsModule, MailModule, RateLimitModule],
  controllers: [ContactController],
  providers: [
    { provide: ContactChallengeStore, useClass: PostgresContactChallengeStore },
    { provide: ContactMessageRepository, useClass: TypeOrmContactMessageRepository },
    IssueContactChallengeHandler,
    SendContactMessageHandler,
    PurgeOldContactMessagesHandler,
  ],
})
export class ContactModule implements OnModuleInit {
  constructor(private readonly jobs: JobScheduler) {}

  onModuleInit(): void {
    this.jobs.register(purgeOldContactMessagesJob);
  }
}
