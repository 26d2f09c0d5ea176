/**
 * docker-compose.yml and the Dockerfile cannot run here (no Docker engine), so they are checked instead:
 * the Compose Specification schema, then the project's rules. Mutated copies prove each check can fail.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  builtMainPath,
  checkComposeText,
  checkDockerfileText,
  dockerIgnored,
  interpolate,
  isAppConfigKey,
  parseCompose,
  schemaProblems,
} from './compose-checks';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const compose = read('docker-compose.yml');
const dockerfile = read('Dockerfile');
const dockerignore = read('.dockerignore');

/** Applies a text edit and insists it changed something, so a stale mutation cannot pass silently. */
function mutate(text: string, from: string | RegExp, to: string): string {
  const out = text.replace(from, to);
  if (out === text) throw new Error(`mutation did not apply: ${from}`);
  return out;
}

/** Runs the checks on a mutated copy written to disk, like a broken commit would be. */
function checkMutatedCompose(text: string): string[] {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ff-compose-')), 'docker-compose.yml');
  writeFileSync(file, text);
  return checkComposeText(readFileSync(file, 'utf8'), root);
}

describe('docker-compose.yml', () => {
  it('is valid YAML, valid against the Compose Specification and follows the project rules', () => {
    expect(checkComposeText(compose, root)).toEqual([]);
  });

  it('runs the four services, app last', () => {
    const { doc } = parseCompose(compose);
    expect(Object.keys(doc!.services).sort()).toEqual(['app', 'elasticsearch', 'kafka', 'postgres']);
    expect(Object.keys(doc!.services.app.depends_on).sort()).toEqual(['elasticsearch', 'kafka', 'postgres']);
  });

  it('validates with the real schema: an unknown service key is an error', () => {
    const { doc } = parseCompose(compose);
    doc!.services.app.enviroment = { PORT: '3000' };
    expect(schemaProblems(doc!).join('\n')).toMatch(/additional properties.*enviroment/);
  });

  const composeMutations: Array<[string, string | RegExp, string, RegExp]> = [
    ['a misspelt depends_on condition', /condition: service_healthy/, 'condition: service_hapy', /schema: .*depends_on/],
    ['a misspelt service key', /\n {4}environment:\n {6}NODE_ENV/, '\n    enviroment:\n      NODE_ENV', /schema: .*enviroment/],
    ['a healthcheck interval that is not a duration', 'interval: 5s', 'interval: 5 seconds', /schema: .*interval.*format/],
    ['a duplicated key', '      POSTGRES_DB: festival_finder\n', '      POSTGRES_DB: festival_finder\n      POSTGRES_DB: other\n', /yaml: .*unique/i],
    ['an app variable AppConfig does not know', 'KAFKA_BROKERS: kafka:9092', 'KAFKA_BROKER: kafka:9092', /KAFKA_BROKER is not a setting of AppConfig/],
    ['an app value AppConfig rejects', 'PORT: "3000"', 'PORT: "70000"', /rejected by AppConfig: .*PORT/],
    [
      'a search URL without http://',
      'ELASTICSEARCH_URL: http://elasticsearch:9200',
      'ELASTICSEARCH_URL: elasticsearch:9200',
      /ELASTICSEARCH_URL should be http:\/\/elasticsearch:9200/,
    ],
    ['Elasticsearch security switched on', 'xpack.security.enabled: "false"', 'xpack.security.enabled: "true"', /xpack.security.enabled must be false/],
    ['Elasticsearch as a cluster', 'discovery.type: single-node', 'discovery.type: multi-node', /single-node/],
    ['Elasticsearch with the default heap', 'ES_JAVA_OPTS: -Xms512m -Xmx512m', 'ES_JAVA_OPTS: -Xms1g', /-Xms512m -Xmx512m/],
    ['Elasticsearch 7', 'elasticsearch:8.19.2', 'elasticsearch:7.17.0', /elasticsearch 8.x/],
    [
      'an Elasticsearch the engines script does not run',
      'elasticsearch:8.19.2',
      'elasticsearch:8.18.0',
      /should be .*8\.19\.2 \(scripts\/engines\/versions.json\)/,
    ],
    [
      'a Kafka the engines script does not run',
      'apache/kafka:3.9.1',
      'apache/kafka:4.0.0',
      /should be apache\/kafka:3\.9\.1 \(scripts\/engines\/versions.json\)/,
    ],
    [
      'Kafka on ZooKeeper',
      'KAFKA_PROCESS_ROLES: broker,controller',
      'KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181',
      /KAFKA_ZOOKEEPER_CONNECT is a ZooKeeper setting[\s\S]*not KRaft/,
    ],
    ['a ZooKeeper service', '\n  kafka:\n', '\n  zookeeper:\n    image: zookeeper:3.9\n  kafka:\n', /zookeeper: ZooKeeper is not used/],
    ['a broker address the broker does not advertise', 'KAFKA_BROKERS: kafka:9092', 'KAFKA_BROKERS: kafka:9094', /kafka:9094 is not an advertised listener/],
    [
      'a topic name that differs from infra/kafka/topics.json',
      'KAFKA_TOPIC: festival-finder.event-log',
      'KAFKA_TOPIC: events',
      /differs from infra\/kafka\/topics.json/,
    ],
    [
      'a dependency without a healthcheck',
      /\n {4}healthcheck:\n {6}test: \["CMD-SHELL", "pg_isready[^\n]*\n( {6}[^\n]*\n)*/,
      '\n',
      /postgres: no healthcheck[\s\S]*app depends on postgres being healthy/,
    ],
    [
      'a dependency that is not a service',
      /\n {6}elasticsearch:\n {8}condition/,
      '\n      search:\n        condition',
      /depends_on search, which is not a service[\s\S]*does not wait for elasticsearch/,
    ],
    ['a dependency that is only started', /(kafka:\n {8}condition: )service_healthy/, '$1service_started', /depends_on kafka should wait for service_healthy/],
    ['database credentials that do not match', 'postgres://festival:festival@', 'postgres://festival:secret@', /credentials differ/],
    ['the app on another port', '"3000:3000"', '"3000:8080"', /port 3000 on the host must map to PORT/],
    ['an undeclared volume', '  elasticsearch-data:\n', '', /volume elasticsearch-data is not declared/],
    ['Postgres 15', 'image: postgres:16', 'image: postgres:15', /postgres:16/],
  ];

  it.each(composeMutations)('fails on a copy with %s', (_label, from, to, expected) => {
    const problems = checkMutatedCompose(mutate(compose, from, to));
    expect(problems.join('\n')).toMatch(expected);
  });
});

describe('Dockerfile and .dockerignore', () => {
  it('build with npm ci and npm run build on node:20-bookworm-slim and run the built main.js as a non-root user', () => {
    expect(checkDockerfileText(dockerfile, root, dockerignore)).toEqual([]);
  });

  it('run the file the backend build emits for main.ts', () => {
    expect(builtMainPath(root)).toBe('backend/dist/src/main.js');
    expect(dockerfile).toContain('CMD ["node", "--max-semi-space-size=64", "backend/dist/src/main.js"]');
  });

  const dockerMutations: Array<[string, string | RegExp, string, RegExp]> = [
    ['a CMD path the build does not produce', 'backend/dist/src/main.js', 'backend/dist/main.js', /build writes main.ts to backend\/dist\/src\/main.js/],
    ['no USER', /\nUSER node\n/, '\n', /non-root USER/],
    ['USER root', /\nUSER node\n/, '\nUSER root\n', /non-root USER/],
    ['another base image', 'FROM node:20-bookworm-slim AS runtime', 'FROM node:18 AS runtime', /FROM node:18/],
    [
      'a shell-form CMD',
      'CMD ["node", "--max-semi-space-size=64", "backend/dist/src/main.js"]',
      'CMD node backend/dist/src/main.js',
      /exec \(JSON array\) form/,
    ],
    ['node flags other than npm start’s', '"--max-semi-space-size=64", ', '', /CMD runs node with \[\], npm start with \[--max-semi-space-size=64\]/],
    ['a COPY of a missing file', 'COPY tsconfig.json ./', 'COPY tsconfig.base.json ./', /COPY tsconfig.base.json: not in the repository/],
    ['no npm ci', 'RUN npm ci --no-audit --no-fund\n', '', /build stage does not run npm ci/],
    ['a single stage', /FROM node:20-bookworm-slim AS runtime[\s\S]*?WORKDIR \/app\n/, '', /multi-stage/],
  ];

  it.each(dockerMutations)('fail on a copy with %s', (_label, from, to, expected) => {
    expect(checkDockerfileText(mutate(dockerfile, from, to), root, dockerignore).join('\n')).toMatch(expected);
  });

  it('fail when .dockerignore would ship local state or drop a needed file', () => {
    expect(checkDockerfileText(dockerfile, root, mutate(dockerignore, '**/node_modules\n', '')).join('\n')).toMatch(/should exclude node_modules/);
    expect(checkDockerfileText(dockerfile, root, `${dockerignore}\nbackend/src\n`).join('\n')).toMatch(/COPY backend: |excludes backend\/src\/main.ts/);
  });
});

describe('check helpers', () => {
  it('interpolate like Compose', () => {
    expect(interpolate('${OPENAI_API_KEY:-}', {})).toBe('');
    expect(interpolate('${A:-x}', { A: '' })).toBe('x');
    expect(interpolate('${A-x}', { A: '' })).toBe('');
    expect(interpolate('$A/${B}', { A: '1', B: '2' })).toBe('1/2');
    expect(interpolate('$$A', {})).toBe('$A');
  });

  it('know AppConfig keys from the real schema', () => {
    expect(isAppConfigKey('DATABASE_URL')).toBe(true);
    expect(isAppConfigKey('PORT')).toBe(true);
    expect(isAppConfigKey('KAFKA_BROKERS')).toBe(true);
    expect(isAppConfigKey('DATABASE_URI')).toBe(false);
  });

  it('match .dockerignore patterns with parents and negation', () => {
    const rules = ['**/node_modules', 'tests/**', '!tests/package.json', '.data'];
    expect(dockerIgnored(rules, 'backend/node_modules/x/index.js')).toBe(true);
    expect(dockerIgnored(rules, 'node_modules')).toBe(true);
    expect(dockerIgnored(rules, 'tests/e2e/home.e2e.spec.ts')).toBe(true);
    expect(dockerIgnored(rules, 'tests/package.json')).toBe(false);
    expect(dockerIgnored(rules, 'backend/src/main.ts')).toBe(false);
  });
});
