import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { saveAggregate } from '../../../platform/event-log/unit-of-work';
import { AutomationRepository } from '../application/ports/automation.repository.port';
import { SocialAutomation } from '../domain/automation.aggregate';
import { AutomationMapper } from './automation.mapper';

@Injectable()
export class SqlAutomationRepository extends AutomationRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async load(tx: Transaction): Promise<SocialAutomation> {
    const m = entityManagerOf(tx);
    // The row exists from the first change on; before that the stream lock in the event log orders concurrent starts.
    const [row] = await m.query(`SELECT state, changed_at, changed_by, version FROM social_automation WHERE id = $1 FOR UPDATE`, [SocialAutomation.ID]);
    return AutomationMapper.toDomain(row);
  }

  async save(tx: Transaction, a: SocialAutomation): Promise<void> {
    const m = entityManagerOf(tx);
    await saveAggregate(m, a, () =>
      m.query(
        `INSERT INTO social_automation (id, state, changed_at, changed_by, version) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, changed_at = EXCLUDED.changed_at, changed_by = EXCLUDED.changed_by, version = EXCLUDED.version`,
        [a.id, a.state.state, a.state.changedAt, a.state.changedBy, a.version],
      ),
    );
  }

  async current(): Promise<SocialAutomation> {
    const [row] = await this.db.query(`SELECT state, changed_at, changed_by, version FROM social_automation WHERE id = $1`, [SocialAutomation.ID]);
    return AutomationMapper.toDomain(row);
  }
}
