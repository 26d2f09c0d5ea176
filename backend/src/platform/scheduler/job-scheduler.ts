import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { DataSource } from 'typeorm';
import { Actor, currentActor, describeActor, runAs } from '../actor/actor-context';
import { AppConfig } from '../config/app-config';
import { OperationsLog } from '../operations/operations-log';
import { Clock } from '../time/clock';
import { JOB_TIME_ZONE, nextOccurrence, scheduledOccurrence } from './cron-occurrence';
import { JobAlreadyRunningError, JobNotFoundError } from './job.errors';
import { JobLock } from './job-lock';
import { JobResult, ScheduledJob } from './scheduled-job';

/** Whether this process fires schedules (the site does; CLI contexts only list and run on demand). */
export class SchedulerSettings {
  constructor(readonly fireSchedules: boolean) {}
}

export interface JobInfo {
  name: string;
  description: string;
  cron: string;
  enabled: boolean;
  running: boolean;
  lastRun: { startedAt: string; finishedAt: string | null; success: boolean | null; message: string } | null;
  nextRunAt: string | null;
}

export type JobTrigger = 'schedule' | 'run-now';

/**
 * The one scheduler: modules register jobs; each scheduled occurrence runs once across every app
 * instance (advisory lock per job plus a claimed-occurrence row), and every run is one row of the
 * operations log (`job:<name>`, actor `job:<name>`, counts in data).
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobScheduler');
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    private readonly commands: CommandBus,
    private readonly operations: OperationsLog,
    private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly settings: SchedulerSettings,
    private readonly clock: Clock,
  ) {}

  register(job: ScheduledJob): void {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(job.name)) throw new Error(`job name "${job.name}" must be kebab-case`);
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
  }

  /** Checks the per-job overrides against the registered jobs (every module has registered by now). */
  onApplicationBootstrap(): void {
    const unknown = Object.keys(this.config.jobCrons).filter((name) => !this.jobs.has(name));
    if (unknown.length > 0) {
      const env = unknown.map((n) => `JOB_${n.toUpperCase().replace(/-/g, '_')}_CRON`).join(', ');
      throw new Error(`Invalid configuration: ${env} names no job; known jobs: ${[...this.jobs.keys()].join(', ')}`);
    }
  }

  /**
   * Starts firing schedules. Called once the whole app has bootstrapped (bootstrap.ts), because command
   * handlers are bound in the CQRS module's own bootstrap hook, and a tick must never beat them.
   */
  startSchedules(): void {
    if (!this.settings.fireSchedules || this.stopped) return;
    for (const job of this.jobs.values()) {
      if (!this.isEnabled(job) || this.registry.doesExist('cron', `job:${job.name}`)) continue;
      const cron = this.cronOf(job);
      const cronJob = CronJob.from({
        cronTime: cron,
        timeZone: JOB_TIME_ZONE,
        onTick: () => this.track(this.fire(job, scheduledOccurrence(cron, new Date()))),
        start: true,
      });
      this.registry.addCronJob(`job:${job.name}`, cronJob as never);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const job of this.jobs.values()) {
      if (this.registry.doesExist('cron', `job:${job.name}`)) this.registry.deleteCronJob(`job:${job.name}`);
    }
    await Promise.allSettled([...this.inFlight]);
  }

  async list(): Promise<JobInfo[]> {
    const infos: JobInfo[] = [];
    for (const job of [...this.jobs.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      const enabled = this.isEnabled(job);
      const [last] = (await this.operations.list({ limit: 1, offset: 0, kind: `job:${job.name}` })).items;
      infos.push({
        name: job.name,
        description: job.description,
        cron: this.cronOf(job),
        enabled,
        running: await JobLock.isHeld(this.db, job.name),
        lastRun: last ? { startedAt: last.startedAt, finishedAt: last.finishedAt, success: last.success, message: last.message } : null,
        nextRunAt: enabled ? nextOccurrence(this.cronOf(job), this.clock.now()).toISOString() : null,
      });
    }
    return infos;
  }

  /** Starts a run in the background; resolves with its operation id once it holds the job's lock. */
  async runNow(name: string): Promise<{ operationId: string; done: Promise<JobResult> }> {
    const job = this.job(name);
    const lock = await JobLock.tryAcquire(this.db, job.name);
    if (!lock) throw new JobAlreadyRunningError(job.name);
    const requestedBy = describeActor(currentActor());
    let operationId: string;
    try {
      operationId = await runAs(jobActor(job), () => this.operations.begin(`job:${job.name}`, { trigger: 'run-now', requestedBy }));
    } catch (error) {
      await lock.release();
      throw error;
    }
    const done = this.execute(job, operationId, lock);
    this.track(done);
    return { operationId, done };
  }

  private async fire(job: ScheduledJob, occurrence: Date): Promise<void> {
    if (this.stopped) return;
    try {
      const lock = await JobLock.tryAcquire(this.db, job.name);
      if (!lock) return; // another instance (or a run-now) is running it
      if (
        !(await lock.claimOccurrence(job.name, occurrence).catch(async (error) => {
          await lock.release();
          throw error;
        }))
      ) {
        await lock.release(); // another instance already ran this occurrence
        return;
      }
      const operationId = await runAs(jobActor(job), () =>
        this.operations.begin(`job:${job.name}`, { trigger: 'schedule', occurrence: occurrence.toISOString() }),
      ).catch(async (error) => {
        await lock.release();
        throw error;
      });
      await this.execute(job, operationId, lock);
    } catch (error) {
      this.logger.error(`job ${job.name} (${occurrence.toISOString()}): ${(error as Error).message}`);
    }
  }

  /** Runs the job's command as the job, records the outcome and releases the lock. */
  private async execute(job: ScheduledJob, operationId: string, lock: JobLock): Promise<JobResult> {
    try {
      return await runAs(jobActor(job), async () => {
        try {
          const result = await this.commands.execute(job.command());
          await this.operations.finish(operationId, true, { message: result.message, data: { counts: result.counts } });
          return result;
        } catch (error) {
          await this.operations.finish(operationId, false, { message: (error as Error)?.message ?? String(error) }).catch(() => undefined);
          throw error;
        }
      });
    } finally {
      await lock.release();
    }
  }

  private job(name: string): ScheduledJob {
    const job = this.jobs.get(name);
    if (!job) throw new JobNotFoundError(name);
    return job;
  }

  private cronOf(job: ScheduledJob): string {
    const override = this.config.jobCrons[job.name];
    return override && override !== 'off' ? override : job.cron;
  }

  private isEnabled(job: ScheduledJob): boolean {
    return this.config.values.JOBS_ENABLED === 'true' && this.config.jobCrons[job.name] !== 'off';
  }

  private track(work: Promise<unknown>): void {
    const settled = work.catch(() => undefined).finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
  }
}

function jobActor(job: ScheduledJob): Actor {
  return { kind: 'job', name: job.name };
}
