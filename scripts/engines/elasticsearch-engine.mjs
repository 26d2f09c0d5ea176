// A single-node Elasticsearch from Maven Central's integ-test-zip (no bundled JDK; runs on the machine's Java).
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { ELASTICSEARCH_URL, PORTS, VERSIONS, findJava, mvn, paths } from './engine-setup.mjs';
import { alive, readPid, stopProcess, tail, waitFor } from './processes.mjs';

const run = paths.elasticsearchRun;
const files = {
  pid: path.join(run, 'elasticsearch.pid'),
  out: path.join(run, 'elasticsearch.out'),
  config: path.join(run, 'config'),
  data: path.join(run, 'data'),
  logs: path.join(run, 'logs'),
};

/** Elasticsearch refuses to run as root: then it runs as this system user, created on first use. */
const SYSTEM_USER = 'festival-engines';

function runAs() {
  if (process.getuid?.() !== 0) return null;
  const ids = () => ({ uid: Number(execFileSync('id', ['-u', SYSTEM_USER]).toString()), gid: Number(execFileSync('id', ['-g', SYSTEM_USER]).toString()) });
  try {
    return ids();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER], { stdio: 'pipe' });
    return ids();
  }
}

/** `mvn dependency:copy` of the zip, unpacked with `unzip` or the JDK's `jar` (then the scripts need their x bit). */
export function installElasticsearch(log) {
  const home = paths.elasticsearchHome;
  if (existsSync(path.join(home, 'bin', 'elasticsearch'))) return;
  const { artifact, version } = VERSIONS.elasticsearch;
  const staging = `${home}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  mvn(['dependency:copy', `-Dartifact=${artifact}:${version}:zip`, `-DoutputDirectory=${staging}`], log);
  const zip = path.join(staging, `elasticsearch-${version}.zip`);
  try {
    execFileSync('unzip', ['-q', zip, '-d', staging], { stdio: 'pipe' });
  } catch {
    execFileSync(path.join(findJava().home, 'bin', 'jar'), ['xf', zip], { cwd: staging, stdio: 'pipe' });
    for (const script of readdirSync(path.join(staging, `elasticsearch-${version}`, 'bin'))) {
      chmodSync(path.join(staging, `elasticsearch-${version}`, 'bin', script), 0o755);
    }
  }
  renameSync(path.join(staging, `elasticsearch-${version}`), home);
  rmSync(staging, { recursive: true, force: true });
}

function writeConfig(user) {
  mkdirSync(files.data, { recursive: true });
  mkdirSync(files.logs, { recursive: true });
  cpSync(path.join(paths.elasticsearchHome, 'config'), files.config, { recursive: true });
  writeFileSync(
    path.join(files.config, 'elasticsearch.yml'),
    [
      'cluster.name: festival-finder-engines',
      'node.name: engines-1',
      `path.data: ${files.data}`,
      `path.logs: ${files.logs}`,
      'network.host: 127.0.0.1',
      `http.port: ${PORTS.elasticsearch}`,
      `transport.port: ${PORTS.elasticsearchTransport}`,
      'discovery.type: single-node',
      // Local use only, as in docker-compose.yml.
      'xpack.security.enabled: false',
      // A full shared disk must not turn the test indices read-only.
      'cluster.routing.allocation.disk.threshold_enabled: false',
      '',
    ].join('\n'),
  );
  // The shipped options log GC to a path relative to the working folder; these keep every file in run/.
  writeFileSync(
    path.join(files.config, 'jvm.options'),
    [
      '-XX:+UseG1GC',
      '-Djava.io.tmpdir=${ES_TMPDIR}',
      '20-:--add-modules=jdk.incubator.vector',
      '-XX:+ExitOnOutOfMemoryError',
      `-XX:ErrorFile=${files.logs}/hs_err_pid%p.log`,
      `-Xms${process.env.FF_ELASTICSEARCH_HEAP ?? '512m'}`,
      `-Xmx${process.env.FF_ELASTICSEARCH_HEAP ?? '512m'}`,
      '',
    ].join('\n'),
  );
  if (user) {
    for (const dir of [run, files.config, files.data, files.logs]) chownTree(dir, user);
  }
}

function chownTree(dir, user) {
  chownSync(dir, user.uid, user.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, user);
    else chownSync(full, user.uid, user.gid);
  }
}

async function healthy() {
  try {
    const res = await fetch(`${ELASTICSEARCH_URL}/_cluster/health?wait_for_status=yellow&timeout=1s`, { signal: AbortSignal.timeout(3_000) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function elasticsearchStatus() {
  const pid = readPid(files.pid);
  const running = alive(pid) && (await healthy());
  return { name: 'elasticsearch', running, pid: running ? pid : null, address: ELASTICSEARCH_URL };
}

/** `bin/elasticsearch -d -p <pid>` returns once the node has started (or failed); then wait for a yellow cluster. */
export async function startElasticsearch(log) {
  const status = await elasticsearchStatus();
  if (status.running) return { ...status, started: false };
  installElasticsearch(log);
  const user = runAs();
  writeConfig(user);
  log(`elasticsearch: starting on ${ELASTICSEARCH_URL}${user ? ` as ${SYSTEM_USER}` : ''}`);
  const java = findJava();
  const child = spawn(path.join(paths.elasticsearchHome, 'bin', 'elasticsearch'), ['-d', '-p', files.pid], {
    cwd: run,
    stdio: 'pipe',
    ...(user ?? {}),
    env: { PATH: process.env.PATH, HOME: run, ES_JAVA_HOME: java.home, ES_PATH_CONF: files.config, ES_JAVA_OPTS: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  writeFileSync(files.out, output);
  if (code !== 0) throw new Error(`elasticsearch failed to start (exit ${code}):\n${output}\n${tail(path.join(files.logs, 'festival-finder-engines.log'))}`);
  await waitFor('elasticsearch', healthy, {
    timeoutMs: 120_000,
    pid: () => readPid(files.pid),
    logTail: () => tail(path.join(files.logs, 'festival-finder-engines.log')),
  });
  return { ...(await elasticsearchStatus()), started: true };
}

export async function stopElasticsearch() {
  return stopProcess(files.pid);
}
