import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/time/clock';

/** Sent mails are a delivery log: kept 30 days (like technical logs on the privacy page), then deleted. */
export const SENT_MAIL_RETENTION_DAYS = 30;

@Injectable()
export class PurgeSentMailJob {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { timeZone: 'Europe/London' })
  async run(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - SENT_MAIL_RETENTION_DAYS * 86_400_000);
    const [, count] = (await this.db.query(`DELETE FROM outbound_mail WHERE status = 'sent' AND sent_at < $1`, [cutoff])) as [unknown, number];
    return count;
  }
}
