import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OperationsLog } from '../../../../platform/operations/operations-log';
import { ImportEventsCommand, ImportEventsResult, ImportedEvent } from './import-events.command';

/** Records per ImportEventsCommand (one transaction each): large enough to amortise the round trips, small enough to keep a transaction short. */
export const DEFAULT_IMPORT_CHUNK = 1000;
/** Rejected records listed in the result and the operations log (the count is always exact). */
const LISTED = 100;

export interface BulkImportRecord {
  /** Where the record came from, as a person finds it again (`line 7`, `record 3`, `item 12`). */
  at: string;
  event: ImportedEvent;
}

export interface BulkImportSummary {
  records: number;
  created: number;
  alreadyImported: number;
  rejectedCount: number;
  rejected: Array<{ at: string; message: string }>;
  chunks: number;
  ms: number;
  eventsPerSec: number;
}

/** One chunk's command under way: where the chunk starts in the list, and its outcome. */
interface ChunkRun {
  from: number;
  result: Promise<ImportEventsResult>;
}

/**
 * Imports a long list of events in chunks, each chunk one ImportEventsCommand (one transaction; invalid records
 * reported, not fatal). The whole run is one `events.import` row in the operations log, with the acting admin or
 * `cli`. A chunk that fails for another reason (database down) stops the run: the chunks before it stay committed,
 * and a run again with the same ids (file imports derive them from the natural key) skips them.
 */
@Injectable()
export class BulkEventImport {
  constructor(
    private readonly commands: CommandBus,
    private readonly operations: OperationsLog,
  ) {}

  async run(
    source: string,
    records: BulkImportRecord[],
    options: { chunk?: number; alreadyRejected?: Array<{ at: string; message: string }> } = {},
  ): Promise<BulkImportSummary & { message: string }> {
    const chunk = options.chunk ?? DEFAULT_IMPORT_CHUNK;
    const { data: _data, ...outcome } = await this.operations.track('events.import', async () => {
      const started = performance.now();
      const rejected = [...(options.alreadyRejected ?? [])];
      let created = 0;
      let alreadyImported = 0;
      let chunks = 0;
      // Two chunks in flight: the next one's aggregates and rows are made while the current one is written; its
      // events go to the event log only after the current one has settled (appendAfter), keeping the file's order.
      const settle = async ({ from, result }: ChunkRun) => {
        let outcome: ImportEventsResult;
        try {
          outcome = await result;
        } catch (error) {
          throw new Error(`${(error as Error).message} (at ${records[from].at}; ${created} events were imported before it: run the import again to go on)`);
        }
        chunks += 1;
        created += outcome.created;
        alreadyImported += outcome.alreadyImported.length;
        for (const r of outcome.rejected) rejected.push({ at: records[from + r.index].at, message: r.message });
      };
      let previous: ChunkRun | undefined;
      for (let from = 0; from < records.length; from += chunk) {
        const events = records.slice(from, from + chunk).map((r) => r.event);
        const current = { from, result: this.commands.execute(new ImportEventsCommand(events, { onInvalid: 'report', appendAfter: previous?.result })) };
        current.result.catch(() => undefined); // settled in order below: a failure meanwhile is not unhandled
        if (previous) {
          try {
            await settle(previous);
          } catch (error) {
            await current.result.catch(() => undefined); // it fails too, storing nothing: the run ends after it
            throw error;
          }
        }
        previous = current;
      }
      if (previous) await settle(previous);
      const ms = Math.round(performance.now() - started);
      const summary: BulkImportSummary = {
        records: records.length + (options.alreadyRejected?.length ?? 0),
        created,
        alreadyImported,
        rejectedCount: rejected.length,
        // File-level and domain rejections arrive separately: listed in file order.
        rejected: rejected.sort((a, b) => positionOf(a.at) - positionOf(b.at)).slice(0, LISTED),
        chunks,
        ms,
        eventsPerSec: ms > 0 ? Math.round((created / ms) * 1000) : created,
      };
      return {
        ...summary,
        message: `${source}: ${created} events imported, ${alreadyImported} already there, ${rejected.length} rejected`,
        data: { source, ...summary },
      };
    });
    return outcome;
  }
}

/** The number in `line 7` / `record 3` / `item 12`. */
function positionOf(at: string): number {
  return Number(/\d+/.exec(at)?.[0] ?? 0);
}
