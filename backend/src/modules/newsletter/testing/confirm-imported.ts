import { DataSource } from 'typeorm';

/**
 * Test shortcut for "every imported address followed its opt-in link": imports are pending until confirmed, and
 * campaign tests need thousands of active subscribers without sending thousands of confirmation mails first.
 * The confirmation flow itself is covered over HTTP and SMTP in newsletter-import.int.spec.ts.
 */
export async function confirmImported(db: DataSource): Promise<void> {
  await db.query(`DELETE FROM outbound_mail WHERE idempotency_key LIKE 'newsletter-confirm:import:%' AND status = 'pending'`);
  await db.query(
    `UPDATE newsletter_subscriptions SET status = 'active', confirmed_at = now(), confirm_token_hash = NULL, confirm_token_expires_at = NULL
      WHERE status = 'pending' AND source = 'import'`,
  );
}
