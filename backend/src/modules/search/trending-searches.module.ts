import { Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { IncomingMessage, Server } from 'node:http';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/time/clock';
import { SearchTermStore } from './application/ports/search-term.store.port';
import { TrendingSearches } from './application/trending-searches';
import { PostgresSearchTermStore } from './infrastructure/postgres-search-term.store';
import { TrendingSearchesHandler } from './queries/trending-searches/trending-searches.handler';
import { TrendingSearchesController } from './queries/trending-searches/trending-searches.http.controller';
import { isSmartSearchPath } from './contracts/smart-search-paths';

const FLUSH_MS = 60_000;

/**
 * Trending searches (GET /api/search/trending) counted from the Smart Searches visitors make. Searches are seen at
 * the HTTP server's door, before the response cache, so a replayed answer counts like a computed one.
 */
@Module({
  imports: [CqrsModule],
  controllers: [TrendingSearchesController],
  providers: [
    { provide: SearchTermStore, useClass: PostgresSearchTermStore },
    {
      provide: TrendingSearches,
      useFactory: (store: SearchTermStore, clock: Clock, config: AppConfig) =>
        new TrendingSearches(store, clock, { minVisitors: config.values.TRENDING_MIN_VISITORS, days: 14, limit: 6 }),
      inject: [SearchTermStore, Clock, AppConfig],
    },
    TrendingSearchesHandler,
  ],
})
export class TrendingSearchesModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TrendingSearches');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly trending: TrendingSearches,
    private readonly http: HttpAdapterHost,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.http.httpAdapter?.getHttpServer() as Server | undefined;
    server?.prependListener('request', (req: IncomingMessage) => {
      const [path, query] = (req.url ?? '').split('?', 2);
      if (req.method !== 'GET' || query === undefined || !isSmartSearchPath(path)) return;
      const q = new URLSearchParams(query).get('q');
      if (q) this.trending.observe(q, this.visitorOf(req));
    });
    this.timer = setInterval(() => void this.flush(), FLUSH_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async flush(): Promise<void> {
    await this.trending.flush().catch((error: Error) => this.logger.warn(`search counts not saved: ${error.message}`));
  }

  /** Address and browser (the proxy's client address when proxies are trusted); hashed with a daily salt, never kept. */
  private visitorOf(req: IncomingMessage): string {
    const forwarded = this.config.trustProxy
      ? String(req.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          ?.trim()
      : '';
    return `${forwarded || req.socket.remoteAddress || ''}\0${req.headers['user-agent'] ?? ''}`;
  }
}
