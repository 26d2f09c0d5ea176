/**
 * The integration tier's Kafka and Elasticsearch (docs/distributed.md). The global set-up starts them once per jest
 * run through the engines script (scripts/engines), in the background so PostgreSQL suites run meanwhile; the suites
 * that need them wait in beforeAll (`testEngineAddress`). KAFKA_BROKERS / ELASTICSEARCH_URL given to jest are used
 * as they are instead. Without Java or Maven nothing starts and TEST_ENGINES_SKIP_REASON says why.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type EngineName = 'kafka' | 'elasticsearch';

/** What each engine suite reads (set by the global set-up for its workers). */
export const ENGINE_ENV: Record<EngineName, { test: string; given: string }> = {
  kafka: { test: 'TEST_KAFKA_BROKERS', given: 'KAFKA_BROKERS' },
  elasticsearch: { test: 'TEST_ELASTICSEARCH_URL', given: 'ELASTICSEARCH_URL' },
};
const STATE_DIR = 'TEST_ENGINES_STATE_DIR';
export const SKIP_REASON = 'TEST_ENGINES_SKIP_REASON';

export const ENGINES_SCRIPT = path.resolve(__dirname, '../../../../scripts/engines/engines.mjs');

/** Engine suites are named after their engine; a jest run limited to other files does not start the engines. */
const ENGINE_SUITE = /(kafka|elasticsearch)[^/]*\.int\.spec\.ts$/;

function missingTools(): string | null {
  const missing = [];
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) missing.push('java');
  if (spawnSync('mvn', ['-v'], { stdio: 'ignore' }).status !== 0) missing.push('mvn');
  return missing.length > 0 ? `no ${missing.join(' and no ')} on this machine (the engines script needs a JDK 17+ and Maven)` : null;
}

/** Global set-up: decides, exports the variables, and starts the engines in the background when it may. */
export function startTestEngines(testPathPattern = '', env: NodeJS.ProcessEnv = process.env): void {
  for (const name of Object.keys(ENGINE_ENV) as EngineName[]) {
    const { test, given } = ENGINE_ENV[name];
    if (!env[test] && env[given]) env[test] = env[given];
  }
  if (env[ENGINE_ENV.kafka.test] && env[ENGINE_ENV.elasticsearch.test]) return;
  // Several jest projects share this set-up (backend-int, contract): the first one's start serves the run.
  if (env[STATE_DIR] || env[SKIP_REASON]) return;
  if (testPathPattern && !engineSuites().some((file) => new RegExp(testPathPattern).test(file))) return;
  const missing = missingTools();
  if (missing) {
    env[SKIP_REASON] = missing;
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ff-test-engines-'));
  // The script's answer (JSON) and exit code land in files the suites and the teardown read.
  const child = spawn('sh', ['-c', `"${process.execPath}" "${ENGINES_SCRIPT}" start --json > answer.json 2> start.log; echo $? > exit-code`], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  env[STATE_DIR] = dir;
}

function engineSuites(): string[] {
  const root = path.resolve(__dirname, '../..');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (ENGINE_SUITE.test(full)) found.push(full);
    }
  };
  walk(root);
  return found;
}

interface EnginesAnswer {
  engines: { name: EngineName; running: boolean; address: string; started?: boolean }[];
}

/** Waits for the background start; null when this run does not start the engines. */
async function enginesAnswer(env: NodeJS.ProcessEnv = process.env, timeoutMs = 600_000): Promise<EnginesAnswer | null> {
  const dir = env[STATE_DIR];
  if (!dir) return null;
  const exitFile = path.join(dir, 'exit-code');
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(exitFile) || readFileSync(exitFile, 'utf8').trim() === '') {
    if (Date.now() > deadline) throw new Error(`the engines did not start within ${timeoutMs / 1000} s; see ${dir}/start.log`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const code = readFileSync(exitFile, 'utf8').trim();
  if (code !== '0') throw new Error(`the engines script failed (exit ${code}):\n${readFileSync(path.join(dir, 'start.log'), 'utf8')}`);
  return JSON.parse(readFileSync(path.join(dir, 'answer.json'), 'utf8')) as EnginesAnswer;
}

/** How an engine suite reaches its engine: given address, the run's engines, or a skip with the reason. */
export type EnginePlan = { mode: 'given'; address: string } | { mode: 'engines' } | { mode: 'skip'; reason: string };

export function planTestEngine(name: EngineName, env: NodeJS.ProcessEnv = process.env): EnginePlan {
  const given = env[ENGINE_ENV[name].test];
  if (given) return { mode: 'given', address: given };
  if (env[STATE_DIR]) return { mode: 'engines' };
  const why = env[SKIP_REASON] ?? 'the jest global set-up did not start the engines (run this file through jest --selectProjects backend-int)';
  return { mode: 'skip', reason: `skipped: ${why}, and no ${ENGINE_ENV[name].given} given` };
}

export async function testEngineAddress(name: EngineName, plan: EnginePlan): Promise<string> {
  if (plan.mode === 'given') return plan.address;
  if (plan.mode === 'skip') throw new Error(plan.reason);
  const engine = (await enginesAnswer())?.engines.find((e) => e.name === name);
  if (!engine?.running) throw new Error(`the engines script did not start ${name}`);
  return engine.address;
}

/**
 * Restarts one engine of this run (suites use it for broker and node restarts mid-stream). Asynchronous, so an app
 * in the test's own process keeps answering meanwhile.
 */
export function restartTestEngine(name: EngineName, command: 'stop' | 'start' | 'restart' = 'restart'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENGINES_SCRIPT, command, name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`engines ${command} ${name} failed:\n${output}`))));
  });
}

/** Global teardown: stops what this run started (engines that were already running stay up). */
export async function stopTestEngines(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const answer = await enginesAnswer(env).catch(() => null);
  const started = answer?.engines.filter((e) => e.started).map((e) => e.name) ?? [];
  if (started.length > 0) spawnSync(process.execPath, [ENGINES_SCRIPT, 'stop', ...started], { stdio: 'ignore' });
}

/**
 * Suites that restart the run's broker (the Kafka contract suite, the outage suite) stop it, which other suites on
 * Kafka must not see: they hold the engine shared (`holdTestEngine` in beforeAll, release in afterAll), and a
 * restarting suite has it alone for its whole run (`takeTestEngineAlone` in beforeAll, waiting until no other suite
 * holds it). Alone only around the restart was not enough: two restarting suites stopped the broker under each
 * other's clients. Files in the run's state folder carry the lock across jest workers; with an engine given to jest
 * nothing is restarted and these do nothing.
 */
export async function holdTestEngine(name: EngineName, env: NodeJS.ProcessEnv = process.env): Promise<() => void> {
  const dir = env[STATE_DIR];
  if (!dir) return () => undefined;
  const users = path.join(dir, `${name}.users`);
  mkdirSync(users, { recursive: true });
  const mine = path.join(users, `${process.pid}-${Math.random().toString(36).slice(2)}`);
  for (;;) {
    while (existsSync(path.join(dir, `${name}.alone`))) await sleep(200);
    writeFileSync(mine, '');
    if (!existsSync(path.join(dir, `${name}.alone`))) return () => rmSync(mine, { force: true });
    rmSync(mine, { force: true });
  }
}

/** Waits until no suite holds the engine and keeps others out until the returned release is called. */
export async function takeTestEngineAlone(name: EngineName, env: NodeJS.ProcessEnv = process.env): Promise<() => void> {
  const dir = env[STATE_DIR];
  if (!dir) return () => undefined;
  const alone = path.join(dir, `${name}.alone`);
  const users = path.join(dir, `${name}.users`);
  mkdirSync(users, { recursive: true });
  for (;;) {
    try {
      writeFileSync(alone, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      await sleep(200);
    }
  }
  const release = () => rmSync(alone, { force: true });
  const deadline = Date.now() + 600_000;
  while (readdirSync(users).length > 0) {
    if (Date.now() > deadline) {
      release();
      throw new Error(`other suites kept ${name} for 10 minutes: ${readdirSync(users).join(', ')}`);
    }
    await sleep(200);
  }
  return release;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
