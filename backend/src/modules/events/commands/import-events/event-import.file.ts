import { parse } from 'csv-parse/sync';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { describeZodError } from '../../../../platform/http/zod-validation.pipe';
import { eventDetailsSchema } from '../../contracts/event-details.schema';
import { ImportedEvent } from './import-events.command';

/** One record of an import file with where it came from (`record 3` of a JSON list, `line 7` of a CSV file). */
export interface ImportFileRecord {
  at: string;
  event: ImportedEvent;
}

export interface ImportFileProblem {
  at: string;
  message: string;
}

export interface ParsedImportFile {
  records: ImportFileRecord[];
  invalid: ImportFileProblem[];
}

/** A record may also say whether it is published or featured; the command line's --publish sets the default. */
const recordSchema = z.intersection(eventDetailsSchema, z.object({ publish: z.boolean().optional(), featured: z.boolean().optional() }));

/**
 * A stable id per event from its natural key (source, title, start date, city), so importing the same file again
 * (or a file that overlaps an earlier one) finds the events already stored instead of adding them twice.
 */
export function importedEventId(d: { source: string; title: string; startDate: string; city: string }): string {
  const key = [d.source, d.title, d.startDate, d.city].map((v) => v.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');
  const h = createHash('sha256').update(`festival-finder:import:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Reads an import file: a JSON list of events (the fields of `create-event`) or a CSV file with those fields as
 * headers (tags separated by `;`, empty cells meaning none). Each record is checked with the same schema as the
 * admin API; a record that fails is reported with its position and the others still go ahead.
 */
export function parseImportFile(name: string, text: string, defaults: { publish: boolean }): ParsedImportFile {
  const raw = name.toLowerCase().endsWith('.csv') ? csvRecords(text) : jsonRecords(text);
  const parsed: ParsedImportFile = { records: [], invalid: [] };
  for (const { at, value } of raw) {
    const result = recordSchema.safeParse(value);
    if (!result.success) {
      parsed.invalid.push({ at, message: describeZodError(result.error).message });
      continue;
    }
    const { publish, featured, ...details } = result.data;
    parsed.records.push({ at, event: { id: importedEventId(details), details, publish: publish ?? defaults.publish, featured } });
  }
  return parsed;
}

function jsonRecords(text: string): Array<{ at: string; value: unknown }> {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch (error) {
    throw new Error(`the file is neither CSV (.csv) nor valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(list)) throw new Error('a JSON import file must be a list of events: [ { "title": …, … }, … ]');
  return list.map((value, i) => ({ at: `record ${i + 1}`, value }));
}

const NUMBERS = new Set(['latitude', 'longitude']);
const BOOLEANS = new Set(['publish', 'featured', 'datesConfirmed']);

function csvRecords(text: string): Array<{ at: string; value: unknown }> {
  const rows: Array<{ record: Record<string, string>; info: { lines: number } }> = parse(text, {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  });
  return rows.map(({ record, info }) => ({ at: `line ${info.lines}`, value: fromCells(record) }));
}

/** CSV cells are text: empty means absent, numbers and yes/no columns are converted, tags split on `;`. */
function fromCells(record: Record<string, string>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, cell] of Object.entries(record)) {
    if (cell === '') continue;
    if (NUMBERS.has(key)) value[key] = Number.isNaN(Number(cell)) ? cell : Number(cell);
    else if (BOOLEANS.has(key)) value[key] = /^(true|yes|1)$/i.test(cell) ? true : /^(false|no|0)$/i.test(cell) ? false : cell;
    else if (key === 'tags')
      value[key] = cell
        .split(';')
        .map((t) => t.trim())
        .filter(Boolean);
    else value[key] = cell;
  }
  return value;
}
