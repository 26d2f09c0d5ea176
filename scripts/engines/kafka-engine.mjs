// A single-node Kafka in KRaft mode (broker and controller in one JVM), from Maven Central jars.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KAFKA_BROKERS, PORTS, VERSIONS, findJava, mvn, paths } from './engine-setup.mjs';
import { alive, portOpen, readPid, stopProcess, tail, waitFor } from './processes.mjs';

const run = paths.kafkaRun;
const files = {
  pid: path.join(run, 'kafka.pid'),
  out: path.join(run, 'kafka.out'),
  properties: path.join(run, 'server.properties'),
  log4j: path.join(run, 'log4j.properties'),
  data: path.join(run, 'data'),
};

/** `mvn dependency:copy-dependencies` of a two-dependency pom: the broker and a logging backend. */
export function installKafka(log) {
  if (existsSync(path.join(paths.kafkaLibs, `kafka_2.13-${VERSIONS.kafka.version}.jar`))) return;
  const staging = `${paths.kafkaLibs}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  const dependency = (coordinates) => {
    const [groupId, artifactId, version] = coordinates.split(':');
    return `<dependency><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>${version}</version></dependency>`;
  };
  const pom = path.join(staging, 'pom.xml');
  writeFileSync(
    pom,
    `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
  <groupId>local.festival-finder</groupId><artifactId>kafka-engine</artifactId><version>1</version>
  <dependencies>${dependency(`${VERSIONS.kafka.artifact}:${VERSIONS.kafka.version}`)}${dependency(VERSIONS.kafka.logging)}</dependencies>
</project>\n`,
  );
  mvn(['-f', pom, 'dependency:copy-dependencies', '-DincludeScope=runtime', `-DoutputDirectory=${path.join(staging, 'libs')}`], log);
  mkdirSync(path.dirname(paths.kafkaLibs), { recursive: true });
  renameSync(path.join(staging, 'libs'), paths.kafkaLibs);
  rmSync(staging, { recursive: true, force: true });
}

function writeConfig() {
  mkdirSync(run, { recursive: true });
  writeFileSync(
    files.properties,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${PORTS.kafkaController}`,
      `listeners=PLAINTEXT://127.0.0.1:${PORTS.kafka},CONTROLLER://127.0.0.1:${PORTS.kafkaController}`,
      `advertised.listeners=PLAINTEXT://${KAFKA_BROKERS}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      'inter.broker.listener.name=PLAINTEXT',
      `log.dirs=${files.data}`,
      'offsets.topic.replication.factor=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'group.initial.rebalance.delay.ms=0',
      // As in docker-compose.yml: the app creates its topic from infra/kafka/topics.json.
      'auto.create.topics.enable=false',
      '',
    ].join('\n'),
  );
  writeFileSync(
    files.log4j,
    [
      'log4j.rootLogger=WARN, stdout',
      'log4j.logger.kafka.server.KafkaRaftServer=INFO',
      'log4j.appender.stdout=org.apache.log4j.ConsoleAppender',
      'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n',
      '',
    ].join('\n'),
  );
}

function javaArgs(java, mainClass, args) {
  return [
    '-Xms256m',
    '-Xmx512m',
    '-XX:+UseG1GC',
    '-Djava.awt.headless=true',
    `-Dlog4j.configuration=file:${files.log4j}`,
    '-cp',
    path.join(paths.kafkaLibs, '*'),
    mainClass,
    ...args,
  ];
}

export async function kafkaStatus() {
  const pid = readPid(files.pid);
  const running = alive(pid) && (await portOpen(PORTS.kafka));
  return { name: 'kafka', running, pid: running ? pid : null, address: KAFKA_BROKERS };
}

/** Formats the storage once (a fixed cluster id per data folder), then starts the broker unless it runs already. */
export async function startKafka(log) {
  const status = await kafkaStatus();
  if (status.running) return { ...status, started: false };
  installKafka(log);
  const java = findJava();
  writeConfig();
  if (!existsSync(path.join(files.data, 'meta.properties'))) {
    const clusterId = randomBytes(16).toString('base64url');
    const format = spawnSync(java.java, javaArgs(java.java, 'kafka.tools.StorageTool', ['format', '-t', clusterId, '-c', files.properties]), {
      encoding: 'utf8',
    });
    if (format.status !== 0) throw new Error(`kafka storage format failed:\n${format.stdout}${format.stderr}`);
  }
  writeFileSync(files.out, '');
  const out = openSync(files.out, 'a');
  const child = spawn(java.java, javaArgs(java.java, 'kafka.Kafka', [files.properties]), { detached: true, stdio: ['ignore', out, out], cwd: run });
  closeSync(out);
  child.unref();
  writeFileSync(files.pid, `${child.pid}\n`);
  log(`kafka: starting (pid ${child.pid}) on ${KAFKA_BROKERS}`);
  await waitFor('kafka', async () => readFileSync(files.out, 'utf8').includes('Kafka Server started') && (await portOpen(PORTS.kafka)), {
    timeoutMs: 90_000,
    pid: () => child.pid,
    logTail: () => tail(files.out),
  });
  return { ...(await kafkaStatus()), started: true };
}

export async function stopKafka() {
  return stopProcess(files.pid);
}
