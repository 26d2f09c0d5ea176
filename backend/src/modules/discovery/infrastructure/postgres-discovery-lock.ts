import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobLock } from '../../../platform/scheduler/job-lock';
import { DISCOVERY_LOCK, DiscoveryLock, HeldLock } from '../application/ports/discovery-lock.port';

/** The scheduler's own job lock for `discover-events` (a PostgreSQL advisory lock on its own connection). */
@Injectable()
export class PostgresDiscoveryLock extends DiscoveryLock {
  constructor(private readonly db: DataSource) {
    super();
  }

  tryAcquire(): Promise<HeldLock | null> {
    return JobLock.tryAcquire(this.db, DISCOVERY_LOCK);
  }
}
