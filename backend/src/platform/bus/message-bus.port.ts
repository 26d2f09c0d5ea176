import { StoredEvent } from './stored-event';

export type BusHandler = (events: StoredEvent[]) => Promise<void>;

/**
 * Transport between the event-log relay and the projectors. In-process by default,
 * Kafka (kafkajs) when KAFKA_BROKERS is set. Delivery is at-least-once and ordered per stream;
 * consumers are idempotent (projector checkpoints + stream versions).
 */
export abstract class MessageBus {
  /**
   * True when every consumer is in this process (no other instance reads what is published here): the relay may then
   * skip what those consumers have already read from the log themselves at start-up.
   */
  readonly localOnly: boolean = false;
  /** Publish in sequence order; resolves once the transport has accepted every event. */
  abstract publish(events: StoredEvent[]): Promise<void>;
  /** Register a consumer group; each group sees every event. */
  abstract subscribe(group: string, handler: BusHandler): Promise<void>;
  abstract start(): Promise<void>;
  abstract close(): Promise<void>;
}
