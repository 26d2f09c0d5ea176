import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoredEvent } from '../bus/stored-event';
import { readStream } from './event-log.reader';

/** One aggregate's stream from the event log, for use cases that show a history (the history is the log). */
@Injectable()
export class EventStreams {
  constructor(private readonly db: DataSource) {}

  read(streamType: string, streamId: string): Promise<StoredEvent[]> {
    return readStream(this.db, streamType, streamId);
  }
}
