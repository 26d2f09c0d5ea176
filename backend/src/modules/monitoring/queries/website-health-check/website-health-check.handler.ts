import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/time/clock';
import { todayDay } from '../../../../platform/time/uk-days';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { HealthReport, summarise, timed } from '../../application/health-check';
import { RequestTimings } from '../../application/request-timings';
import { RuntimeStats } from '../../application/runtime-stats';
import { HealthFacts } from '../../application/ports/health-facts.port';
import { Reachability } from '../../application/ports/reachability.port';
import { SelfRequest } from '../../application/ports/self-request.port';
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
    private readonly facts: HealthFacts,
    private readonly index: EventReadModel,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly timings: RequestTimings,
    private readonly runtime: RuntimeStats,
    private readonly self: SelfRequest,
    private readonly reach: Reachability,
  ) {}

  async execute(): Promise<HealthReport> {
    const now = this.clock.now();
    const v = this.config.values;
    const https = /^https:/i.test(v.PUBLIC_BASE_URL ?? '');
    // Run side by side: the slowest (outside reachability, 2 s timeout) bounds the whole report.
    const checks = await Promise.all([
      timed('Database Health', () => databaseHealth(this.facts)),
      timed('Event Data Integrity', () => eventDataIntegrity(this.index, todayDay(now))),
      timed('Search Functionality', () => searchFunctionality(this.index)),
      timed('API Performance', () => apiPerformance(this.timings)),
      timed('External Dependencies', () => externalDependencies(this.config, this.reach)),
      timed('Security Configuration', () => securityConfiguration(this.self, this.facts, https)),
      timed('Email Service Health', () => emailServiceHealth(this.facts, now, v.SMTP_URL ? 'smtp' : 'stored')),
      timed('AI Services Health', () => aiServicesHealth(this.config, this.reach)),
      timed('Event Scraping Systems', () => eventScrapingSystems(this.facts, now)),
      timed('Newsletter System', () => newsletterSystem(this.facts)),
      timed('SEO Configuration', () => seoConfiguration(this.self, this.index, v.PUBLIC_BASE_URL)),
      timed('Performance Metrics', () => performanceMetrics(this.runtime)),
    ]);
    return summarise(checks, now);
  }
}
