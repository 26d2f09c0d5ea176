import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { MailModule } from '../mail/mail.module';
import { ContactChallengeStore } from './application/ports/contact-challenge.store.port';
import { ContactMessageRepository } from './application/ports/contact-message.repository.port';
import { IssueContactChallengeHandler } from './commands/issue-challenge/issue-contact-challenge.handler';
import { IssueContactChallengeController } from './commands/issue-challenge/issue-contact-challenge.http.controller';
import { PurgeOldContactMessagesHandler } from './commands/purge-old-messages/purge-old-contact-messages.handler';
import { purgeOldContactMessagesJob } from './commands/purge-old-messages/purge-old-contact-messages.job';
import { SendContactMessageHandler } from './commands/send-message/send-contact-message.handler';
import { SendContactMessageController } from './commands/send-message/send-contact-message.http.controller';
import { PostgresContactChallengeStore } from './infrastructure/postgres-contact-challenge.store';
import { TypeOrmContactMessageRepository } from './infrastructure/typeorm-contact-message.repository';
import { ContactMessageEntity } from './infrastructure/contact-message.entity';

@Module({
  imports: [CqrsModule, MailModule, RateLimitModule],
  controllers: [IssueContactChallengeController, SendContactMessageController],
  providers: [
    { provide: ContactChallengeStore, useClass: PostgresContactChallengeStore },
    { provide: ContactMessageRepository, useClass: TypeOrmContactMessageRepository },
    IssueContactChallengeHandler,
    SendContactMessageHandler,
    PurgeOldContactMessagesHandler,
  ],
})
export class ContactModule implements OnModuleInit {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [ContactMessageEntity];

  constructor(private readonly jobs: JobScheduler) {}

  onModuleInit(): void {
    this.jobs.register(purgeOldContactMessagesJob);
  }
}
