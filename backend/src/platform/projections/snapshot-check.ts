import { DataSource } from 'typeorm';
import { lastSequence, LogMark, logMark, sameMark } from '../event-log/event-log.reader';

/**
 * Why a read-model snapshot taken at `mark` cannot be used on this database, or null when it can:
 * the database must still show exactly the log it was taken at (same database, same event at its
 * position) and no event of the projector may be parked (a parked event is not in the snapshot).
 */
export async function snapshotProblem(db: DataSource, projector: string, mark: LogMark): Promise<string | null> {
  const [current, last, parked] = await Promise.all([
    logMark(db, mark.position),
    lastSequence(db),
    db.query('SELECT count(*)::int AS n FROM projection_parked_event WHERE projector = $1', [projector]),
  ]);
  if (mark.position > last) return `it is ahead of the event log (${mark.position} > ${last})`;
  if (!sameMark(mark, current)) return `the event log at ${mark.position} is not the one it was taken from`;
  if (parked[0].n > 0) return `${parked[0].n} events are parked`;
  return null;
}
