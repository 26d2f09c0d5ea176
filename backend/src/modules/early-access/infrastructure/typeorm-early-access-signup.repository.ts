import { Injectable } from '@nestjs/common';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { appendToEventLog } from '../../../platform/event-log/event-log.writer';
import { EarlyAccessSignupRepository } from '../application/ports/early-access-signup.repository.port';
import { EarlyAccessSignup } from '../domain/early-access-signup.aggregate';

@Injectable()
export class TypeOrmEarlyAccessSignupRepository extends EarlyAccessSignupRepository {
  async addIfAbsent(tx: Transaction, s: EarlyAccessSignup): Promise<boolean> {
    const manager = entityManagerOf(tx);
    const rows: unknown[] = await manager.query(
      `INSERT INTO early_access_signups (id, feature, email, requested_at, version) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (feature, email) DO NOTHING RETURNING id`,
      [s.id, s.state.feature, s.state.email, s.state.requestedAt, s.version],
    );
    if (rows.length === 0) return false;
    await appendToEventLog(manager, s.streamType, s.id, s.loadedVersion, s.pendingEvents);
    return true;
  }
}
