import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** infra/elasticsearch/ff-events.index-template.json is the one source of the event index settings and mappings. */
const RELATIVE = path.join('infra', 'elasticsearch', 'ff-events.index-template.json');

export interface EventIndexTemplate {
  index_patterns: string[];
  priority?: number;
  template: { settings: Record<string, unknown>; mappings: Record<string, unknown> };
  _meta?: Record<string, unknown>;
}

/** Names derived from ELASTICSEARCH_INDEX_PREFIX: alias `<prefix>-events`, physical indices `<prefix>-events-<generation>`. */
export function eventIndexNames(prefix: string): { alias: string; template: string; physicalPrefix: string } {
  const alias = `${prefix}-events`;
  return { alias, template: alias, physicalPrefix: `${alias}-` };
}

/** Walks up from `fromDir` (src/ in tests, dist/ at run time, /app in an image) to the repo's infra/ folder. */
export function findEventIndexTemplateFile(fromDir = __dirname): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, RELATIVE);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) {
      throw new Error(`${RELATIVE} not found above ${fromDir}; the Elasticsearch event index template lives there`);
    }
  }
}

export function loadEventIndexTemplate(prefix: string, file = findEventIndexTemplateFile()): EventIndexTemplate {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<EventIndexTemplate>;
  if (!raw.template?.mappings || !raw.template.settings || !Array.isArray(raw.index_patterns)) {
    throw new Error(`${file}: an index template needs index_patterns and template.settings/mappings`);
  }
  return { ...(raw as EventIndexTemplate), index_patterns: [`${eventIndexNames(prefix).physicalPrefix}*`] };
}
