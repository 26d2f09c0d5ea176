'use strict';
// The two ways the bench runs the site (BENCH_MODES), and everything that differs between them:
// - embedded: a temp DATA_DIR with embedded PostgreSQL, in-process bus, embedded index (as `npm start`);
// - distributed: a fresh database on the PostgreSQL server (BENCH_POSTGRES_URL), Kafka and Elasticsearch from
//   `npm run engines` under a prefix of the run's own (client id, topic, consumer groups, indices), all dropped at
//   the end (the engines are shared: never stopped or restarted here).
// run.js asks a mode for the site's environment, the database URL, the processes whose CPU to count, and teardown.
const { execFile } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { Client } = require('pg');
const proc = require('./processes');

const ROOT = path.resolve(__dirname, '../../..');
const MODES = ['embedded', 'distributed'];
const KEEP = process.env.BENCH_KEEP_DATA === '1';

function parseModes(text = process.env.BENCH_MODES ?? 'embedded') {
  const modes = text.split(',').map((m) => m.trim()).filter(Boolean);
  const unknown = modes.filter((m) => !MODES.includes(m));
  if (unknown.length > 0 || modes.length === 0) throw new Error(`BENCH_MODES: unknown mode(s) ${unknown.join(', ') || '(none)'}; use ${MODES.join(', ')}`);
  return [...new Set(modes)];
}

/** The embedded site: its own PostgreSQL under DATA_DIR (password and port known once it has started). */
async function embedded({ size, dataDir, snapshotIdle }) {
  const pgPort = await proc.freePort();
  const password = () => encodeURIComponent(fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim());
  return {
    name: 'embedded',
    size,
    dataDir,
    // LOG_LEVEL log: the site says which snapshot it started from. A short idle period, so the periodic snapshot
    // the kill -9 restart starts from is written within the run (default 30 s).
    env: { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort), LOG_LEVEL: 'log', NODE_ENV: 'production', READ_MODEL_SNAPSHOT_IDLE_SECONDS: snapshotIdle },
    databaseUrl: () => `postgres://postgres:${password()}@127.0.0.1:${pgPort}/festival_finder`,
    postgresDescription: 'embedded',
    // A child that died leaves its PostgreSQL running in the data folder.
    afterStop: () => proc.stopStrayPostgres(dataDir),
    cpuParties: { dataDir },
    teardown: () => proc.stopStrayPostgres(dataDir),
  };
}

/**
 * The distributed site: a database of its own on the server, the engines' Kafka and Elasticsearch under
 * `ff-bench-<run>-<size>`. Starts the engines (saying so) when they are not running.
 */
async function distributed({ size, dataDir, runId, log }) {
  const engines = await ensureEngines(log);
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `ff_bench_${runId}_${size}`;
  const prefix = `ff-bench-${runId}-${size}`;
  const databaseUrl = withDatabase(server, database);
  await sql(server, `CREATE DATABASE ${database}`);
  log(`distributed: database ${database} on ${new URL(server).host}, Kafka ${engines.kafka.address} and Elasticsearch ${engines.elasticsearch.address} under the prefix ${prefix}`);
  const esUrl = engines.elasticsearch.address;
  return {
    name: 'distributed',
    size,
    dataDir,
    prefix,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: engines.kafka.address,
      KAFKA_CLIENT_ID: prefix,
      KAFKA_TOPIC: prefix,
      ELASTICSEARCH_URL: esUrl,
      ELASTICSEARCH_INDEX_PREFIX: prefix,
      LOG_LEVEL: 'log',
      NODE_ENV: 'production',
    },
    databaseUrl: () => databaseUrl,
    postgresDescription: `server at ${new URL(server).host}`,
    afterStop: async () => undefined,
    // The server's PostgreSQL serves others too: only the backends of this database count; the engines apart.
    cpuParties: { postgresDatabase: database, enginePids: [engines.kafka.pid, engines.elasticsearch.pid] },
    /**
     * The engines are shared: a test run may restart the broker (the Kafka suite's restart case) while the bench
     * runs. Times at which the site's log says Kafka or Elasticsearch was out of reach, so the report can say so.
     */
    outagesIn: (logText) => outageTimes(logText, [engines.kafka.address, new URL(esUrl).host]),
    /** Until Kafka and Elasticsearch accept connections again (at most 3 minutes). */
    waitForEngines: () => waitForEngines(engines.kafka.address, esUrl),
    /** Empties the read model: the site's next start replays the whole event log into a new index. */
    dropReadModel: () => dropIndices(esUrl, prefix),
    teardown: async () => {
      if (KEEP) return log(`BENCH_KEEP_DATA: kept database ${database}, topic and indices ${prefix}`);
      const failures = [];
      await dropIndices(esUrl, prefix).catch((e) => failures.push(`indices: ${e.message}`));
      await dropKafka(engines.kafka.address, prefix).catch((e) => failures.push(`Kafka: ${e.message}`));
      await sql(server, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((e) => failures.push(`database: ${e.message}`));
      log(failures.length ? `distributed: clean-up incomplete (${failures.join('; ')})` : `distributed: dropped database ${database}, topic, consumer groups and indices ${prefix}`);
    },
  };
}

async function prepare(name, options) {
  return name === 'distributed' ? distributed(options) : embedded(options);
}

/** `npm run engines -- status`; when one is down, `start` (the engines script prints what it does). */
async function ensureEngines(log) {
  let status = await engines('status');
  if (!status.engines.every((e) => e.running)) {
    log(`distributed: engines not running (${status.engines.map((e) => `${e.name} ${e.running ? 'running' : 'stopped'}`).join(', ')}); starting them with \`npm run engines -- start\`…`);
    await engines('start');
    status = await engines('status');
    if (!status.engines.every((e) => e.running)) throw new Error('distributed mode: the engines did not start (see `npm run engines -- start`)');
  }
  return Object.fromEntries(status.engines.map((e) => [e.name, e]));
}

function engines(command) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(ROOT, 'scripts/engines/engines.mjs'), command, '--json'], { cwd: ROOT, timeout: 10 * 60_000 }, (error, stdout, stderr) => {
      const line = stdout.trim().split('\n').pop();
      try {
        resolve(JSON.parse(line)); // status exits 1 when one is down, and still answers
      } catch {
        reject(new Error(`npm run engines -- ${command} failed: ${error?.message ?? ''}\n${stderr.slice(-2000)}`));
      }
    });
  });
}

function withDatabase(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function sql(url, text, params = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Elasticsearch 8 refuses wildcard deletes: each index by name, then the event index template. */
async function dropIndices(url, prefix) {
  const res = await fetch(`${url}/${prefix}-*?expand_wildcards=all`);
  const indices = res.ok ? Object.keys(await res.json()) : [];
  for (const index of indices) await fetch(`${url}/${index}`, { method: 'DELETE' });
  await fetch(`${url}/_index_template/${prefix}-events`, { method: 'DELETE' });
}

/** Retried for a minute: just after a broker restart (someone else's test run) the group coordinator is still loading. */
async function dropKafka(brokers, prefix) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dropKafkaOnce(brokers, prefix);
    } catch (error) {
      if (attempt >= 30) throw error;
      await proc.sleep(2000);
    }
  }
}

async function dropKafkaOnce(brokers, prefix) {
  const { Kafka, logLevel } = require('kafkajs');
  const admin = new Kafka({ clientId: `${prefix}-cleanup`, brokers: brokers.split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => g.startsWith(`${prefix}.`));
    if (groups.length) await admin.deleteGroups(groups);
    if ((await admin.listTopics()).includes(prefix)) await admin.deleteTopics({ topics: [prefix] });
  } finally {
    await admin.disconnect();
  }
}

async function waitForEngines(brokers, esUrl) {
  const [host, port] = brokers.split(',')[0].split(':');
  const deadline = Date.now() + 180_000;
  for (;;) {
    const kafka = await new Promise((resolve) => {
      const socket = net.connect(Number(port), host, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    const es = await fetch(`${esUrl}/_cluster/health`).then((r) => r.ok, () => false);
    if (kafka && es) return;
    if (Date.now() > deadline) throw new Error(`the engines did not answer again within 3 minutes (Kafka ${kafka ? 'up' : 'down'}, Elasticsearch ${es ? 'up' : 'down'})`);
    await proc.sleep(500);
  }
}

function outageTimes(logText, addresses) {
  const times = [];
  // The time and the refused address are plain text between the log's colour codes.
  for (const line of logText.split('\n')) {
    if (!addresses.some((a) => line.includes(`ECONNREFUSED ${a}`))) continue;
    const m = /(\d{1,2}:\d{2}:\d{2} [AP]M)/.exec(line);
    if (m && times.at(-1) !== m[1]) times.push(m[1]);
  }
  return times.length ? `${times.length} second(s) with connections refused, ${times[0]}–${times.at(-1)}` : null;
}

/** Published events still running or to come, the public search's default set (what the site must show). */
async function upcomingPublished(databaseUrl) {
  const rows = await sql(databaseUrl, `SELECT count(*)::int AS n FROM events WHERE status = 'published' AND end_date >= (now() AT TIME ZONE 'Europe/London')::date`);
  return rows[0].n;
}

/** Names the run's database, topic and indices (lower case: Elasticsearch index names must be). */
function newRunId() {
  return `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

module.exports = { MODES, parseModes, prepare, upcomingPublished, newRunId };
