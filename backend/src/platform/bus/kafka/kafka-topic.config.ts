import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Partitions, replication and topic settings of the event-log topic; infra/kafka/topics.json is the one source. */
export interface EventLogTopicConfig {
  name: string;
  numPartitions: number;
  replicationFactor: number;
  configEntries: Record<string, string>;
}

const RELATIVE = path.join('infra', 'kafka', 'topics.json');

/** Walks up from `fromDir` (src/ in tests, dist/ at run time, /app in the image) to the repo's infra/ folder. */
export function findTopicsFile(fromDir = __dirname): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, RELATIVE);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${RELATIVE} not found above ${fromDir}; the Kafka topic settings live there`);
  }
}

export function loadEventLogTopicConfig(file = findTopicsFile()): EventLogTopicConfig {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { eventLog?: Partial<EventLogTopicConfig> };
  const t = raw.eventLog;
  if (!t || typeof t.name !== 'string' || !Number.isInteger(t.numPartitions) || !Number.isInteger(t.replicationFactor)) {
    throw new Error(`${file}: eventLog needs name, numPartitions and replicationFactor`);
  }
  if ((t.numPartitions as number) < 1 || (t.replicationFactor as number) < 1) {
    throw new Error(`${file}: numPartitions and replicationFactor must be at least 1`);
  }
  return {
    name: t.name,
    numPartitions: t.numPartitions as number,
    replicationFactor: t.replicationFactor as number,
    configEntries: Object.fromEntries(Object.entries(t.configEntries ?? {}).map(([k, v]) => [k, String(v)])),
  };
}
