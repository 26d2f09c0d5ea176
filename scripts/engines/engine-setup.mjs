// Where the engines live, which versions and ports they use, and the tools they need (Java, Maven).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const VERSIONS = JSON.parse(readFileSync(new URL('./versions.json', import.meta.url), 'utf8'));

const isRoot = process.getuid?.() === 0;

/**
 * One cache per machine, shared by every checkout: downloads happen once. As root it sits outside /root (closed to
 * other users) because Elasticsearch refuses to run as root and runs as a system user that must read it.
 */
export const ENGINES_DIR = process.env.FF_ENGINES_DIR
  ? path.resolve(process.env.FF_ENGINES_DIR)
  : isRoot
    ? '/var/cache/festival-finder/engines'
    : path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'festival-finder', 'engines');

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number, not ${process.env[name]}`);
  return value;
};

/** Loopback ports away from the usual 9092/9200, so a real Kafka or Elasticsearch on the machine is left alone. */
export const PORTS = {
  kafka: port('FF_KAFKA_PORT', 39092),
  kafkaController: port('FF_KAFKA_CONTROLLER_PORT', 39093),
  elasticsearch: port('FF_ELASTICSEARCH_PORT', 39200),
  elasticsearchTransport: port('FF_ELASTICSEARCH_TRANSPORT_PORT', 39300),
};

export const KAFKA_BROKERS = `127.0.0.1:${PORTS.kafka}`;
export const ELASTICSEARCH_URL = `http://127.0.0.1:${PORTS.elasticsearch}`;

export const paths = {
  dist: path.join(ENGINES_DIR, 'dist'),
  run: path.join(ENGINES_DIR, 'run'),
  kafkaLibs: path.join(ENGINES_DIR, 'dist', `kafka-${VERSIONS.kafka.version}`, 'libs'),
  elasticsearchHome: path.join(ENGINES_DIR, 'dist', `elasticsearch-${VERSIONS.elasticsearch.version}`),
  kafkaRun: path.join(ENGINES_DIR, 'run', 'kafka'),
  elasticsearchRun: path.join(ENGINES_DIR, 'run', 'elasticsearch'),
};

/** The JDK behind `java` on the PATH (or JAVA_HOME), or null with the reason. */
export function findJava() {
  if (process.env.JAVA_HOME) {
    const java = path.join(process.env.JAVA_HOME, 'bin', 'java');
    if (spawnSync(java, ['-version']).status === 0) return { home: process.env.JAVA_HOME, java };
  }
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
    const java = realpathSync(onPath);
    if (spawnSync(java, ['-version']).status !== 0) return null;
    return { home: path.dirname(path.dirname(java)), java };
  } catch {
    return null;
  }
}

export function hasMaven() {
  return spawnSync('mvn', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Why the engines cannot run here, or null when they can. */
export function missingTools() {
  const missing = [];
  if (!findJava()) missing.push('java (a JDK 17+ on the PATH or JAVA_HOME)');
  if (!hasMaven()) missing.push('mvn (Maven fetches the engines from Maven Central)');
  return missing.length > 0 ? `needs ${missing.join(' and ')}` : null;
}

export function mvn(args, log) {
  log(`mvn ${args.join(' ')}`);
  const result = spawnSync('mvn', ['-q', '-B', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`mvn ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}
