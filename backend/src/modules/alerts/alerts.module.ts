import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule, QueryBus } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { Clock } from '../../platform/time/clock';
import { MailModule } from '../mail/mail.module';
import { PublicLinks } from '../mail/contracts/public-links';
import { AlertLinks } from './application/alert-links';
import { AlertStore } from './application/ports/alert.store.port';
import { ConfirmAlertHandler } from './commands/confirm-alert/confirm-alert.handler';
import { ConfirmAlertController } from './commands/confirm-alert/confirm-alert.http.controller';
import { CreateAlertHandler } from './commands/create-alert/create-alert.handler';
import { CreateAlertController } from './commands/create-alert/create-alert.http.controller';
import { ManageAlertsHandler, OpenManagePageHandler } from './commands/manage-alerts/manage-alerts.handler';
import { ManageAlertsController } from './commands/manage-alerts/manage-alerts.http.controller';
import { PurgeAlertsHandler } from './commands/purge-alerts/purge-alerts.handler';
import { purgeAlertsJob } from './commands/purge-alerts/purge-alerts.job';
import { SendAlertMailsHandler } from './commands/send-alert-mails/send-alert-mails.handler';
import { sendAlertMailsJob } from './commands/send-alert-mails/send-alert-mails.job';
import { UnsubscribeAlertHandler } from './commands/unsubscribe-alert/unsubscribe-alert.handler';
import { UnsubscribeAlertController } from './commands/unsubscribe-alert/unsubscribe-alert.http.controller';
import { AlertMatchingProjector } from './infrastructure/alert-matching.projector';
import { PostgresAlertStore } from './infrastructure/postgres-alert.store';
import { AlertStatsHandler } from './queries/alert-stats/alert-stats.handler';
import { AlertStatsController } from './queries/alert-stats/alert-stats.http.controller';

/**
 * E-mail alerts for a search, without an account (issue 29, docs/search-alerts.md): double opt-in, matching at
 * projection, mails through the outbox, a signed manage page, one-click unsubscribe, retention.
 */
@Module({
  imports: [CqrsModule, MailModule, RateLimitModule],
  controllers: [CreateAlertController, ConfirmAlertController, UnsubscribeAlertController, ManageAlertsController, AlertStatsController],
  providers: [
    { provide: AlertLinks, useFactory: (links: PublicLinks) => new AlertLinks(links), inject: [PublicLinks] },
    { provide: AlertStore, useClass: PostgresAlertStore },
    {
      provide: AlertMatchingProjector,
      useFactory: (store: AlertStore, queries: QueryBus, clock: Clock) => new AlertMatchingProjector(store, queries, clock),
      inject: [AlertStore, QueryBus, Clock],
    },
    CreateAlertHandler,
    ConfirmAlertHandler,
    UnsubscribeAlertHandler,
    OpenManagePageHandler,
    ManageAlertsHandler,
    SendAlertMailsHandler,
    PurgeAlertsHandler,
    AlertStatsHandler,
  ],
  exports: [AlertMatchingProjector],
})
export class AlertsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobScheduler,
    private readonly projections: ProjectionsService,
    private readonly projector: AlertMatchingProjector,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projector);
    this.jobs.register(sendAlertMailsJob);
    this.jobs.register(purgeAlertsJob);
  }
}
