import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mails a crash left mid-send: who claimed a row (so a live instance's sends are told from a dead one's) and when a
 * row was found left 'sending' (`uncertain_at`); `uncertain` is the final state under NEWSLETTER_RESEND_UNCERTAIN=skip.
 */
export class OutboxUncertain1795880000000 implements MigrationInterface {
  name = 'OutboxUncertain1795880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbound_mail ADD COLUMN claimed_by uuid, ADD COLUMN uncertain_at timestamptz`);
    await q.query(`ALTER TABLE outbound_mail DROP CONSTRAINT IF EXISTS outbound_mail_status_check`);
    await q.query(
      `ALTER TABLE outbound_mail ADD CONSTRAINT outbound_mail_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'bounced', 'uncertain'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE outbound_mail SET status = 'failed' WHERE status = 'uncertain'`);
    await q.query(`ALTER TABLE outbound_mail DROP CONSTRAINT outbound_mail_status_check`);
    await q.query(`ALTER TABLE outbound_mail ADD CONSTRAINT outbound_mail_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'bounced'))`);
    await q.query(`ALTER TABLE outbound_mail DROP COLUMN uncertain_at, DROP COLUMN claimed_by`);
  }
}
