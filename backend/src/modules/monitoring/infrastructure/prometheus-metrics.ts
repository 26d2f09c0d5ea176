import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { reusedAnswers } from '../../../platform/read-model/reused-answers';
import { HealthReport } from '../application/health-check';
import { WebsiteHealthCheckQuery } from '../queries/website-health-check/website-health-check.query';

const STATUS_VALUE = { pass: 1, warning: 0.5, fail: 0 } as const;

/** Numeric details of the checks exported as gauges: [metric, check, detail key, help]. */
const DETAIL_GAUGES: Array<[string, string, string, string]> = [
  ['ff_database_latency_ms', 'Database Health', 'latencyMs', 'PostgreSQL round trip (SELECT 1), ms'],
  ['ff_events_checked', 'Event Data Integrity', 'checked', 'Draft and published events checked by the quality rules'],
  ['ff_events_invalid', 'Event Data Integrity', 'invalid', 'Draft and published events with at least one data-quality problem'],
  ['ff_search_latency_ms', 'Search Functionality', 'latencyMs', 'Live read-model text search, ms'],
  ['ff_events_published', 'Search Functionality', 'published', 'Published events in the read model'],
  ['ff_http_latency_p95_ms', 'API Performance', 'p95Ms', 'p95 of the last 2,048 requests, ms'],
  ['ff_mail_pending', 'Email Service Health', 'pending', 'Mails waiting in the outbox'],
  ['ff_mail_failed_last_day', 'Email Service Health', 'failedLastDay', 'Mails given up on in the last 24 h'],
  ['ff_mail_oldest_due_wait_minutes', 'Email Service Health', 'oldestDueWaitMinutes', 'How long the oldest due mail has waited, minutes'],
  ['ff_newsletter_active_subscribers', 'Newsletter System', 'activeSubscribers', 'Confirmed newsletter subscribers'],
  ['ff_sitemap_coverage_percent', 'SEO Configuration', 'coveragePercent', 'Published events listed in the sitemap, %'],
  ['ff_event_loop_lag_p99_ms', 'Performance Metrics', 'eventLoopLagP99Ms', 'Event-loop delay p99 since the last read, ms'],
  ['ff_discovery_last_run_age_days', 'Event Scraping Systems', 'ageDays', 'Days since the last discovery run'],
];

/**
 * The Prometheus registry: Node's default process metrics, the HTTP request histogram, and the health
 * monitor's figures (run once per scrape, so /metrics and /health-monitor always agree).
 */
@Injectable()
export class PrometheusMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(private readonly queries: QueryBus) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'ff_http_request_duration_seconds',
      help: 'HTTP requests served by Nest, by route pattern',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    new Gauge({
      name: 'ff_reused_answers',
      help: 'Answers served again since start instead of computed, by the layer that remembered them',
      labelNames: ['layer'],
      registers: [this.registry],
      collect() {
        for (const [layer, n] of reusedAnswers()) this.set({ layer }, n);
      },
    });
    // Every health gauge awaits one shared refresh: a scrape collects all metrics in parallel, and each must
    // show the same report. A report is reused for a second, so back-to-back scrapes do not re-run it.
    let refreshing: Promise<void> | null = null;
    const refresh = () =>
      (refreshing ??= this.queries
        .execute(new WebsiteHealthCheckQuery())
        .then((r) => apply(r))
        .finally(() => setTimeout(() => (refreshing = null), 1000)));
    const collect = async () => {
      await refresh();
    };
    const checkStatus = new Gauge({
      name: 'ff_health_check_status',
      help: '1 pass, 0.5 warning, 0 fail',
      labelNames: ['check'],
      registers: [this.registry],
      collect,
    });
    const score = new Gauge({ name: 'ff_health_score', help: 'Health monitor overall score, 0-100', registers: [this.registry], collect });
    const details = DETAIL_GAUGES.map(([name, check, key, help]) => ({ check, key, gauge: new Gauge({ name, help, registers: [this.registry], collect }) }));
    const apply = (r: HealthReport) => {
      score.set(r.overallScore);
      for (const c of r.checks) checkStatus.set({ check: c.name }, STATUS_VALUE[c.status]);
      for (const d of details) {
        const value = r.checks.find((c) => c.name === d.check)?.details?.[d.key];
        if (typeof value === 'number') d.gauge.set(value);
      }
    };
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
