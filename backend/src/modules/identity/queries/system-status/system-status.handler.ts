import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { Clock } from '../../../../platform/time/clock';
import { SystemProbes } from '../../application/ports/system-probes.port';
import { GetSystemStatusQuery, SystemStatusView } from './system-status.query';

/** A projection this far behind the log, or this much unsent mail, makes the system "Degraded". */
export const DEGRADED_LAG = 1000;
export const DEGRADED_MAIL_BACKLOG = 500;

/**
 * The dashboard's System Status, from the same facts as /api/health (database, read model, projections)
 * plus the bus and mail adapters and the mail backlog. Read-only; every probe fails soft into the answer.
 */
@QueryHandler(GetSystemStatusQuery)
export class GetSystemStatusHandler implements IQueryHandler<GetSystemStatusQuery> {
  constructor(
    private readonly probes: SystemProbes,
    private readonly projections: ProjectionsService,
    private readonly index: EventReadModel,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<SystemStatusView> {
    const database = await this.probeDatabase();
    const up = database.status === 'up';
    const projections = await Promise.all(
      this.projections.all().map(async (r) => ({
        name: r.name,
        checkpoint: r.checkpoint,
        lag: up ? await r.lag().catch(() => null) : null,
        parked: r.parkedCount,
      })),
    );
    const documents = await this.index.count({}).catch(() => null);
    const caughtUp = this.projections.caughtUp;
    const mail = up ? await this.mailBacklog() : { pending: null, failed: null };
    const maxLag = Math.max(0, ...projections.map((p) => p.lag ?? 0));
    const status: SystemStatusView['status'] = !up
      ? 'Down'
      : !caughtUp || documents === null || maxLag > DEGRADED_LAG || (mail.pending ?? 0) > DEGRADED_MAIL_BACKLOG
        ? 'Degraded'
        : 'Operational';
    return {
      status,
      checkedAt: this.clock.now().toISOString(),
      database,
      readModel: {
        status: documents === null ? 'down' : caughtUp ? 'up' : 'catching-up',
        adapter: this.config.values.ELASTICSEARCH_URL ? 'elasticsearch' : 'embedded',
        documents,
      },
      bus: { adapter: this.config.kafkaBrokers.length ? 'kafka' : 'in-process' },
      projections,
      mail: { adapter: this.config.values.SMTP_URL ? 'smtp' : 'embedded', ...mail },
      uptimeSeconds: Math.round(process.uptime()),
      version: this.config.values.APP_VERSION ?? 'unversioned',
    };
  }

  private async probeDatabase(): Promise<SystemStatusView['database']> {
    const started = performance.now();
    try {
      await this.probes.pingDatabase();
      return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return { status: 'down', latencyMs: null };
    }
  }

  private async mailBacklog(): Promise<{ pending: number | null; failed: number | null }> {
    try {
      return await this.probes.mailBacklog();
    } catch {
      return { pending: null, failed: null };
    }
  }
}
