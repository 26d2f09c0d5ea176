import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { EventReadModelModule } from '../events/infrastructure/read-model/event-read-model.module';
import { AuthenticityRecords, LinkHistory } from './application/ports/link-history.port';
import { CheckDeadLinksHandler } from './commands/check-dead-links/check-dead-links.handler';
import { checkDeadLinksJob } from './commands/check-dead-links/check-dead-links.job';
import { CleanDeadLinksController } from './commands/check-dead-links/clean-dead-links.http.controller';
import { CleanWebsitesHandler } from './commands/clean-websites/clean-websites.handler';
import { CleanWebsitesController } from './commands/clean-websites/clean-websites.http.controller';
import { cleanWebsitesJob } from './commands/clean-websites/clean-websites.job';
import { EnhancedCleanupController } from './commands/enhanced-cleanup/enhanced-cleanup.http.controller';
import { ValidateAuthenticityHandler } from './commands/validate-authenticity/validate-authenticity.handler';
import { ValidateAuthenticityController } from './commands/validate-authenticity/validate-authenticity.http.controller';
import { validateAuthenticityJob } from './commands/validate-authenticity/validate-authenticity.job';
import { PostgresAuthenticityRecords, PostgresLinkHistory } from './infrastructure/postgres-data-quality.store';

/**
 * Data quality over outside links: dead links, website clean-up, authenticity (docs/data-quality.md). Every
 * change to an event goes through the events module's commands; every run is a job (lock, operations log).
 */
@Module({
  imports: [CqrsModule, EventReadModelModule],
  controllers: [ValidateAuthenticityController, CleanDeadLinksController, CleanWebsitesController, EnhancedCleanupController],
  providers: [
    { provide: LinkHistory, useClass: PostgresLinkHistory },
    { provide: AuthenticityRecords, useClass: PostgresAuthenticityRecords },
    CheckDeadLinksHandler,
    ValidateAuthenticityHandler,
    CleanWebsitesHandler,
  ],
})
export class DataQualityModule implements OnModuleInit {
  constructor(private readonly scheduler: JobScheduler) {}

  onModuleInit(): void {
    this.scheduler.register(checkDeadLinksJob);
    this.scheduler.register(validateAuthenticityJob);
    this.scheduler.register(cleanWebsitesJob);
  }
}
