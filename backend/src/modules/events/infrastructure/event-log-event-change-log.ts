import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventChangeLog, EventLogEntry } from '../application/ports/event-change-log.port';

@Injectable()
export class EventLogEventChangeLog extends EventChangeLog {
  constructor(private readonly db: DataSource) {
    super();
  }

  async after(afterSequence: number, limit: number): Promise<EventLogEntry[]> {
    const rows: Array<{ sequence: string; stream_id: string }> = await this.db.query(
      `SELECT sequence, stream_id FROM event_log WHERE stream_type = 'event' AND sequence > $1 ORDER BY sequence LIMIT $2`,
      [afterSequence, limit],
    );
    return rows.map((r) => ({ sequence: Number(r.sequence), eventId: r.stream_id }));
  }

  async positionBefore(time: Date): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT COALESCE((SELECT MIN(sequence) - 1 FROM event_log WHERE stream_type = 'event' AND occurred_at >= $1),
                       (SELECT MAX(sequence) FROM event_log), 0) AS position`,
      [time],
    )) as Array<{ position: string }>;
    return Number(row!.position);
  }
}
