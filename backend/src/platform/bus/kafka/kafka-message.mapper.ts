import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import { StoredEvent } from '../stored-event';

/** Header names carried beside the JSON value, so tools can filter without parsing it. */
export const KAFKA_HEADER_TYPE = 'type';
export const KAFKA_HEADER_SEQUENCE = 'sequence';

export class MalformedKafkaMessageError extends Error {
  constructor(offset: string, reason: string) {
    super(`message at offset ${offset} is not a stored event: ${reason}`);
  }
}

/** Key = stream id, so one aggregate's events always land on the same partition, in order. */
export function toKafkaMessage(event: StoredEvent): Message {
  return {
    key: event.streamId,
    value: JSON.stringify(event),
    headers: { [KAFKA_HEADER_TYPE]: event.type, [KAFKA_HEADER_SEQUENCE]: String(event.sequence) },
  };
}

export function fromKafkaMessage(message: Pick<KafkaMessage, 'value' | 'offset'>): StoredEvent {
  if (!message.value) throw new MalformedKafkaMessageError(message.offset, 'empty value');
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.value.toString('utf8'));
  } catch (error) {
    throw new MalformedKafkaMessageError(message.offset, (error as Error).message);
  }
  const e = parsed as Partial<StoredEvent> | null;
  const problem =
    !e || typeof e !== 'object'
      ? 'not an object'
      : !Number.isSafeInteger(e.sequence) || (e.sequence as number) < 1
        ? 'sequence must be a positive integer'
        : typeof e.streamId !== 'string' || e.streamId === ''
          ? 'streamId missing'
          : typeof e.type !== 'string' || e.type === ''
            ? 'type missing'
            : !Number.isSafeInteger(e.version)
              ? 'version missing'
              : typeof e.payload !== 'object' || e.payload === null
                ? 'payload missing'
                : null;
  if (problem) throw new MalformedKafkaMessageError(message.offset, problem);
  const event = e as StoredEvent;
  return {
    sequence: event.sequence,
    streamId: event.streamId,
    streamType: String(event.streamType ?? ''),
    version: event.version,
    type: event.type,
    schemaVersion: Number(event.schemaVersion ?? 1),
    payload: event.payload,
    // Round-trips exactly: an event stored without metadata comes back without it (StoredEvent.metadata is optional).
    ...(event.metadata ? { metadata: event.metadata } : {}),
    occurredAt: String(event.occurredAt ?? ''),
  };
}

export function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}
