import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { MessageBus } from '../bus/message-bus.port';
import { readEventLog } from './event-log.reader';

const RELAY_NAME = 'main';
const PAGE = 1000;

/**
 * Moves new event_log rows to the bus in sequence order, then advances its checkpoint. Woken by
 * `poke()` after a local commit, by Postgres NOTIFY from other instances, and by a slow poll.
 * At-least-once: a crash between publish and checkpoint republishes; consumers are idempotent.
 */
export class EventLogRelay {
  private readonly logger = new Logger('EventLogRelay');
  private running: Promise<void> | null = null;
  private again = false;
  // Only a started relay publishes: a process without projectors (the CLI) must never advance
  // the shared checkpoint past events the running site has not received.
  private stopped = true;
  private listener: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private relisten: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly bus: MessageBus,
    private readonly databaseUrl: string,
    private readonly pollMs = 1000,
  ) {}

  /**
   * `consumersHold`: every consumer has already applied the log up to this sequence (they catch up from the log
   * themselves at start). On a bus that only reaches this process, the relay then starts there instead of sending
   * them again what it missed while the site was stopped (after a bulk import: the whole import, read and dropped).
   */
  async start(consumersHold?: number): Promise<void> {
    this.stopped = false;
    await this.db.query(`INSERT INTO relay_checkpoint (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`, [RELAY_NAME]);
    if (consumersHold !== undefined && this.bus.localOnly) {
      await this.db.query('UPDATE relay_checkpoint SET position = $2, updated_at = now() WHERE name = $1 AND position < $2', [RELAY_NAME, consumersHold]);
    }
    this.timer = setInterval(() => this.poke(), this.pollMs);
    this.timer.unref();
    await this.listen().catch((e: Error) => this.listenLater(e));
    await this.poke();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.relisten) clearTimeout(this.relisten);
    await this.running;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  /**
   * A dedicated connection for NOTIFY. When it is lost (backend terminated, database restarted) a new one is
   * opened with back-off; the poll covers the gap and a pass runs once listening again.
   */
  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('error', (e) => this.logger.warn(`listener: ${e.message}`));
    client.on('end', () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listenLater(new Error('connection ended'));
    });
    client.on('notification', () => void this.poke());
    try {
      await client.connect();
      await client.query('LISTEN event_log');
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.listener = client;
  }

  private listenLater(reason: Error, delayMs = 250): void {
    if (this.stopped || this.relisten) return;
    this.logger.warn(`listener lost (${reason.message}); reconnecting in ${delayMs} ms`);
    this.relisten = setTimeout(() => {
      this.relisten = null;
      this.listen().then(
        () => {
          this.logger.log('listening for new events again');
          void this.poke();
        },
        (error: Error) => this.listenLater(error, Math.min(delayMs * 2, 5000)),
      );
    }, delayMs);
    this.relisten.unref();
  }

  /** Drain now; concurrent calls coalesce into one more pass. */
  poke(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((e) => this.logger.error(`relay pass failed: ${(e as Error).message}`))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.poke();
        }
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const [{ position }] = await this.db.query('SELECT position FROM relay_checkpoint WHERE name = $1', [RELAY_NAME]);
      const events = await readEventLog(this.db, Number(position), PAGE);
      if (events.length === 0 || this.stopped) return;
      await this.bus.publish(events);
      await this.db.query('UPDATE relay_checkpoint SET position = $2, updated_at = now() WHERE name = $1', [RELAY_NAME, events[events.length - 1].sequence]);
      if (events.length < PAGE) return;
    }
  }
}
