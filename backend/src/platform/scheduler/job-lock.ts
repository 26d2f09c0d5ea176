import { DataSource, QueryRunner } from 'typeorm';

/** First key of every job lock, so job locks never collide with other advisory locks ("JOBS"). */
const JOB_LOCK_CLASS = 0x4a4f4253;

/** Second key: a stable non-negative 31-bit hash of the job name (FNV-1a). */
export function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const ch of Buffer.from(name, 'utf8')) hash = Math.imul(hash ^ ch, 0x01000193);
  return (hash >>> 0) & 0x7fffffff;
}

/**
 * A session-level PostgreSQL advisory lock held on its own pooled connection for the whole run,
 * so two app instances (or a scheduled run and "run now") never run one job at the same time.
 */
export class JobLock {
  private constructor(private readonly runner: QueryRunner) {}

  static async tryAcquire(db: DataSource, name: string): Promise<JobLock | null> {
    const runner = db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [JOB_LOCK_CLASS, jobLockKey(name)]);
      if (locked) return new JobLock(runner);
    } catch (error) {
      await runner.release();
      throw error;
    }
    await runner.release();
    return null;
  }

  /** Whether any session (in any instance) holds the lock of this job now. */
  static async isHeld(db: DataSource, name: string): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = $1::bigint::oid AND objid = $2::bigint::oid
          AND objsubid = 2 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [JOB_LOCK_CLASS, jobLockKey(name)],
    );
    return rows.length > 0;
  }

  /**
   * Claims one scheduled occurrence (call while holding the lock): true the first time any instance
   * claims it, false when another instance already ran that occurrence.
   */
  async claimOccurrence(name: string, occurrence: Date): Promise<boolean> {
    const rows = await this.runner.query(
      `INSERT INTO job_schedule (job, last_occurrence) VALUES ($1, $2)
       ON CONFLICT (job) DO UPDATE SET last_occurrence = EXCLUDED.last_occurrence
         WHERE job_schedule.last_occurrence < EXCLUDED.last_occurrence
       RETURNING job`,
      [name, occurrence],
    );
    return rows.length > 0;
  }

  async release(): Promise<void> {
    try {
      await this.runner.query('SELECT pg_advisory_unlock_all()');
    } finally {
      await this.runner.release();
    }
  }
}
