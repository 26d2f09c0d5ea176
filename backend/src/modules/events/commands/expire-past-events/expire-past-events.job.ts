import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { ExpireEventCommand } from '../expire-event/expire-event.command';

/** Nightly: marks published events whose last day has passed as expired (through the normal command). */
@Injectable()
export class ExpirePastEventsJob {
  private readonly logger = new Logger('ExpirePastEventsJob');

  constructor(
    private readonly db: DataSource,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_1AM, { timeZone: 'Europe/London' })
  async run(): Promise<number> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT id FROM events WHERE status = 'published' AND end_date < $1::date`,
      [ukDateOf(this.clock.now())],
    );
    for (const { id } of rows) await this.commands.execute(new ExpireEventCommand(id));
    if (rows.length) this.logger.log(`expired ${rows.length} past events`);
    return rows.length;
  }
}
