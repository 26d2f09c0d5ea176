import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../platform/config/app-config';
import { Transaction } from '../../../platform/event-log/transaction';
import { entityManagerOf } from '../../../platform/event-log/typeorm-transaction';
import { Clock } from '../../../platform/time/clock';
import { defaultNewsletterSettings, NewsletterSettings, newsletterSettingsSchema } from '../application/newsletter-settings';
import { NewsletterSettingsStore } from '../application/ports/newsletter-settings.store.port';

@Injectable()
export class PostgresNewsletterSettingsStore extends NewsletterSettingsStore {
  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  async get(tx?: Transaction): Promise<NewsletterSettings> {
    const runner = tx ? entityManagerOf(tx) : this.db;
    const rows: Array<{ settings: unknown }> = await runner.query(`SELECT settings FROM newsletter_settings WHERE id = 1`);
    const defaults = defaultNewsletterSettings(this.config.values.MAIL_FROM);
    if (rows.length === 0) return defaults;
    // Stored by an older release: fill in what it did not know yet.
    const parsed = newsletterSettingsSchema.safeParse({ ...defaults, ...(rows[0].settings as object) });
    return parsed.success ? parsed.data : defaults;
  }

  async save(tx: Transaction, settings: NewsletterSettings): Promise<void> {
    await entityManagerOf(tx).query(
      `INSERT INTO newsletter_settings (id, settings, updated_at) VALUES (1, $1::jsonb, $2)
       ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
      [JSON.stringify(settings), this.clock.now()],
    );
  }
}
