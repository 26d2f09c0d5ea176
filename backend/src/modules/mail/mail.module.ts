import { Logger, Module, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { OperationsLog } from '../../platform/operations/operations-log';
import { Clock } from '../../platform/time/clock';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { MailDispatcher } from './contracts/mail-dispatcher.port';
import { MailOutbox } from './contracts/mail-outbox.port';
import { PostgresMailDispatcher } from './infrastructure/postgres-mail-dispatcher';
import { PostgresMailOutbox } from './infrastructure/postgres-mail-outbox';
import { MailTransport } from './application/ports/mail-transport.port';
import { PublicLinks } from './contracts/public-links';
import { SentMailStore } from './application/ports/sent-mail.store.port';
import { PostgresSentMailStore } from './infrastructure/postgres-sent-mail.store';
import { PurgeSentMailHandler } from './commands/purge-sent-mail/purge-sent-mail.handler';
import { purgeSentMailJob } from './commands/purge-sent-mail/purge-sent-mail.job';
import { SmtpMailTransport } from './infrastructure/smtp-mail.transport';
import { StoredMailTransport } from './infrastructure/stored-mail.transport';
import { OutboundMailEntity } from './infrastructure/outbound-mail.entity';
import { GetSentMailHandler, ListSentMailHandler } from './queries/list-sent-mail/list-sent-mail.handler';

const POLLER = 'mail-outbox-dispatch';

/**
 * Mail port + adapters, the durable outbox and its poller. See docs/operations-mail.md.
 * The poller stays a plain interval (registered with the same @nestjs/schedule registry) rather than a
 * scheduled job: it is delivery plumbing that every instance runs every few seconds, rows are claimed
 * per mail, and a row in the operations log every five seconds would drown the real operations.
 */
@Module({
  imports: [CqrsModule],
  providers: [
    { provide: SentMailStore, useClass: PostgresSentMailStore },
    ListSentMailHandler,
    GetSentMailHandler,
    {
      provide: PublicLinks,
      useFactory: (config: AppConfig) => new PublicLinks(config.values.PUBLIC_BASE_URL ?? `http://localhost:${config.values.PORT}`),
      inject: [AppConfig],
    },
    {
      provide: MailTransport,
      useFactory: (config: AppConfig, links: PublicLinks) =>
        config.values.SMTP_URL ? new SmtpMailTransport(config.values.SMTP_URL, config.values.MAIL_FROM, links.host) : new StoredMailTransport(),
      inject: [AppConfig, PublicLinks],
    },
    { provide: MailOutbox, useClass: PostgresMailOutbox },
    {
      provide: MailDispatcher,
      useFactory: (db: DataSource, transport: MailTransport, clock: Clock, operations: OperationsLog, config: AppConfig) =>
        new PostgresMailDispatcher(db, transport, clock, operations, {
          maxInFlight: config.values.MAIL_MAX_IN_FLIGHT,
          uncertainPolicy: config.values.NEWSLETTER_RESEND_UNCERTAIN,
        }),
      inject: [DataSource, MailTransport, Clock, OperationsLog, AppConfig],
    },
    PurgeSentMailHandler,
  ],
  exports: [MailOutbox, MailDispatcher, PublicLinks, MailTransport],
})
export class MailModule implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [OutboundMailEntity];

  private readonly logger = new Logger('MailOutbox');
  private running = false;
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly dispatcher: MailDispatcher,
    private readonly scheduler: SchedulerRegistry,
    private readonly transport: MailTransport,
    private readonly jobs: JobScheduler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(purgeSentMailJob);
  }

  onApplicationBootstrap(): void {
    const every = this.config.values.MAIL_OUTBOX_POLL_MS;
    if (every === 0) return; // tests drive the dispatcher themselves
    // What a crash of this or another instance left mid-send is recorded (and resent or skipped) before anything else.
    void this.dispatcher.recoverUncertain().catch((error: Error) => this.logger.error(`uncertain mail check failed: ${error.message}`));
    this.scheduler.addInterval(
      POLLER,
      setInterval(() => void this.tick(), every),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.scheduler.doesExist('interval', POLLER)) this.scheduler.deleteInterval(POLLER);
    await this.dispatcher.drain();
    await this.transport.close();
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      await this.dispatcher.dispatchDue();
    } catch (error) {
      if (!this.stopped) this.logger.error(`outbox dispatch failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
