#!/usr/bin/env node
// `npm run engines -- start|stop|status|restart [kafka|elasticsearch] [--json]`: a single-node Kafka (KRaft) and
// Elasticsearch on loopback, fetched once from Maven Central into a cache (see docs/distributed.md). No Docker needed.
import { ENGINES_DIR, missingTools } from './engine-setup.mjs';
import { elasticsearchStatus, startElasticsearch, stopElasticsearch } from './elasticsearch-engine.mjs';
import { kafkaStatus, startKafka, stopKafka } from './kafka-engine.mjs';

const ENGINES = {
  kafka: { start: startKafka, stop: stopKafka, status: kafkaStatus, variable: 'KAFKA_BROKERS' },
  elasticsearch: { start: startElasticsearch, stop: stopElasticsearch, status: elasticsearchStatus, variable: 'ELASTICSEARCH_URL' },
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const [command, ...names] = args.filter((a) => a !== '--json');
const selected = names.length > 0 ? names : Object.keys(ENGINES);
// With --json, stdout carries only the answer; progress goes to stderr.
const log = (message) => (json ? process.stderr : process.stdout).write(`${message}\n`);

function report(statuses) {
  if (json) {
    process.stdout.write(`${JSON.stringify({ dir: ENGINES_DIR, engines: statuses })}\n`);
    return;
  }
  for (const s of statuses) log(`${s.name}: ${s.running ? `running (pid ${s.pid}) at ${s.address}` : 'stopped'}`);
  for (const s of statuses) if (s.running) log(`${ENGINES[s.name].variable}=${s.address}`);
}

async function main() {
  const unknown = selected.filter((n) => !(n in ENGINES));
  if (!['start', 'stop', 'status', 'restart'].includes(command) || unknown.length > 0) {
    log('usage: npm run engines -- start|stop|status|restart [kafka|elasticsearch] [--json]');
    process.exit(2);
  }
  if (command === 'status') {
    const statuses = await Promise.all(selected.map((n) => ENGINES[n].status()));
    report(statuses);
    process.exit(statuses.every((s) => s.running) ? 0 : 1);
  }
  if (command === 'stop' || command === 'restart') {
    for (const n of selected) log(`${n}: ${(await ENGINES[n].stop()) ? 'stopped' : 'was not running'}`);
    if (command === 'stop') return;
  }
  const missing = missingTools();
  if (missing) throw new Error(`the engines script ${missing}`);
  const started = Date.now();
  // Downloads go one at a time (Maven's local repository is shared); the two JVMs then start side by side.
  const statuses = await Promise.all(selected.map((n) => ENGINES[n].start(log)));
  log(`engines ready in ${((Date.now() - started) / 1000).toFixed(1)} s (cache ${ENGINES_DIR})`);
  report(statuses);
}

main().catch((error) => {
  log(`engines: ${error.message}`);
  process.exit(1);
});
