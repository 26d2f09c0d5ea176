import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/time/clock';
import { todayDay } from '../../../../platform/time/uk-days';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { HealthReport, summarise, timed } from '../../application/health-check';
import { RequestTimings } from '../../application/request-timings';
import { RuntimeStats } from '../../application/runtime-stats';
import { SelfRequest } from '../../infrastructure/self-request';
import { databaseHealth, eventDataIntegrity, searchFunctionality } from './checks/catalogue.checks';
import { aiServicesHealth, externalDependencies } from './checks/dependency.checks';
import { eventScrapingSystems } from './checks/discovery.check';
import { emailServiceHealth, newsletterSystem } from './checks/mail.checks';
import { apiPerformance, performanceMetrics } from './checks/runtime.checks';
import { securityConfiguration, seoConfiguration } from './checks/site.checks';
import { WebsiteHealthCheckQuery } from './website-health-check.query';

@QueryHandler(WebsiteHealthCheckQuery)
export class WebsiteHealthCheckHandler implements IQueryHandler<WebsiteHealthCheckQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly index: EventReadModel,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly timings: RequestTimings,
    private readonly runtime: RuntimeStats,
    private readonly self: SelfRequest,
  ) {}

  async execute(): Promise<HealthReport> {
    const now = this.clock.now();
    const v = this.config.values;
    const https = /^https:/i.test(v.PUBLIC_BASE_URL ?? '');
    // Run side by side: the slowest (outside reachability, 2 s timeout) bounds the whole report.
    const checks = await Promise.all([
      timed('Database Health', () => databaseHealth(this.db)),
      timed('Event Data Integrity', () => eventDataIntegrity(this.index, todayDay(now))),
      timed('Search Functionality', () => searchFunctionality(this.index)),
      timed('API Performance', () => apiPerformance(this.timings)),
      timed('External Dependencies', () => externalDependencies(this.config)),
      timed('Security Configuration', () => securityConfiguration(this.self, this.db, https)),
      timed('Email Service Health', () => emailServiceHealth(this.db, now, v.SMTP_URL ? 'smtp' : 'stored')),
      timed('AI Services Health', () => aiServicesHealth(this.config)),
      timed('Event Scraping Systems', () => eventScrapingSystems(this.db, now)),
      timed('Newsletter System', () => newsletterSystem(this.db)),
      timed('SEO Configuration', () => seoConfiguration(this.self, this.index, v.PUBLIC_BASE_URL)),
      timed('Performance Metrics', () => performanceMetrics(this.runtime)),
    ]);
    return summarise(checks, now);
  }
}
