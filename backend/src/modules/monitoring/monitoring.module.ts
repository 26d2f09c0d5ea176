import { LeanRoutes } from '../../platform/http/lean-routes';
import { Module, NestModule, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { NextFunction, Request, Response } from 'express';
import { EventReadModelModule } from '../events/infrastructure/read-model/event-read-model.module';
import { RequestTimings } from './application/request-timings';
import { RuntimeStats } from './application/runtime-stats';
import { MetricsServer } from './infrastructure/metrics.server';
import { PrometheusMetrics } from './infrastructure/prometheus-metrics';
import { HealthFacts } from './application/ports/health-facts.port';
import { Reachability } from './application/ports/reachability.port';
import { SelfRequest } from './application/ports/self-request.port';
import { LoopbackSelfRequest } from './infrastructure/loopback-self-request';
import { PostgresHealthFacts } from './infrastructure/postgres-health-facts';
import { TcpReachability } from './infrastructure/tcp-probe';
import { WebsiteHealthCheckController } from './queries/website-health-check/website-health-check.http.controller';
import { WebsiteHealthCheckHandler } from './queries/website-health-check/website-health-check.handler';

/** The health monitor (GET /api/website/health-check), request timing and the Prometheus endpoint. */
@Module({
  imports: [CqrsModule, EventReadModelModule],
  controllers: [WebsiteHealthCheckController],
  providers: [
    { provide: RequestTimings, useFactory: () => new RequestTimings() },
    {
      provide: RuntimeStats,
      useFactory: () => {
        const stats = new RuntimeStats();
        stats.start();
        return stats;
      },
    },
    { provide: SelfRequest, useClass: LoopbackSelfRequest },
    { provide: HealthFacts, useClass: PostgresHealthFacts },
    { provide: Reachability, useFactory: () => new TcpReachability() },
    PrometheusMetrics,
    MetricsServer,
    WebsiteHealthCheckHandler,
  ],
})
export class MonitoringModule implements NestModule, OnModuleDestroy {
  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly timings: RequestTimings,
    private readonly runtime: RuntimeStats,
    private readonly metrics: PrometheusMetrics,
    private readonly leanRoutes: LeanRoutes,
  ) {}

  /**
   * Times every request Nest serves (the response cache answers replayed public reads before Nest and is
   * not timed). The health monitor's own loopback requests are left out so checking does not skew it.
   */
  configure(): void {
    this.adapter.httpAdapter.use((req: Request, res: Response, next: NextFunction) => {
      if (req.headers['x-health-check']) return next();
      const started = performance.now();
      res.once('finish', () => {
        const ms = performance.now() - started;
        this.timings.record(ms);
        const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
        this.metrics.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, ms / 1000);
      });
      next();
    });
    // Searches answered on the lean path (platform/http/lean-routes.ts) are timed the same way.
    // The labelled series is looked up once per route and status, not hashed from its labels per request.
    const series = new Map<string, { observe(seconds: number): void }>();
    this.leanRoutes.observe((route, status, ms) => {
      this.timings.record(ms);
      const key = `${route} ${status}`;
      let histogram = series.get(key);
      if (!histogram) series.set(key, (histogram = this.metrics.httpDuration.labels({ method: 'GET', route, status: String(status) })));
      histogram.observe(ms / 1000);
    });
  }

  onModuleDestroy(): void {
    this.runtime.stop();
  }
}
