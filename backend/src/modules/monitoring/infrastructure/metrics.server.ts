import { HttpAdapterHost } from '@nestjs/core';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { AppConfig } from '../../../platform/config/app-config';
import { PrometheusMetrics } from './prometheus-metrics';

/**
 * /metrics on its own port (METRICS_PORT, bound to METRICS_HOST): the public port never serves it, so
 * it needs no token and the admin guard stays out of the scraper's way. Unset: no server.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: PrometheusMetrics,
    private readonly adapter: HttpAdapterHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.values.METRICS_PORT;
    // Only the web app serves metrics: a CLI context (no HTTP adapter) must not take the port from it.
    if (port === undefined || !this.adapter.httpAdapter) return;
    this.server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
        return;
      }
      this.metrics.render().then(
        ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
        (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error.message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => this.server!.once('error', reject).listen(port, this.config.values.METRICS_HOST, resolve));
    this.logger.log(`Prometheus metrics on http://${this.config.values.METRICS_HOST}:${this.port}/metrics`);
  }

  get port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
