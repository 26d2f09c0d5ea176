import { Logger } from '@nestjs/common';
import { BusHandler, MessageBus } from './message-bus.port';
import { StoredEvent } from './stored-event';

/** Default bus: hands each published batch to every consumer group in this process, in order. */
export class InProcessMessageBus extends MessageBus {
  private readonly logger = new Logger('InProcessMessageBus');
  private readonly groups = new Map<string, BusHandler>();
  override readonly localOnly = true;

  async publish(events: StoredEvent[]): Promise<void> {
    if (events.length === 0) return;
    await Promise.all(
      [...this.groups.entries()].map(async ([group, handler]) => {
        try {
          await handler(events);
        } catch (error) {
          // A consumer failure must not stop the others; the consumer re-reads the log itself.
          this.logger.error(`consumer ${group} failed: ${(error as Error).message}`);
        }
      }),
    );
  }

  async subscribe(group: string, handler: BusHandler): Promise<void> {
    this.groups.set(group, handler);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.groups.clear();
  }
}
