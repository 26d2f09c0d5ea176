import { AppConfig } from '../../../../../platform/config/app-config';
import { HealthCheck } from '../../../application/health-check';
import { Reachability } from '../../../application/ports/reachability.port';

type Result = Omit<HealthCheck, 'name' | 'responseTime'>;

const OPENAI_DEFAULT = 'https://api.openai.com/v1';

/** Each configured outside service, or the embedded stand-in in use. */
export function configuredServices(config: AppConfig): Array<{ service: string; address: string | null; embedded: string }> {
  const v = config.values;
  return [
    { service: 'kafka', address: config.kafkaBrokers[0] ?? null, embedded: 'in-process bus' },
    { service: 'elasticsearch', address: v.ELASTICSEARCH_URL ?? null, embedded: 'embedded search index' },
    { service: 'smtp', address: v.SMTP_URL ?? null, embedded: 'stored mail (no SMTP server)' },
    { service: 'openai', address: v.OPENAI_API_KEY ? (v.OPENAI_BASE_URL ?? OPENAI_DEFAULT) : null, embedded: 'local rule-based AI' },
  ];
}

/** TCP reachability of Kafka (every broker), Elasticsearch, SMTP and OpenAI where configured. */
export async function externalDependencies(config: AppConfig, reach: Reachability): Promise<Result> {
  const details: Record<string, unknown> = {};
  const down: string[] = [];
  await Promise.all(
    configuredServices(config).map(async ({ service, address, embedded }) => {
      if (!address) {
        details[service] = { mode: 'embedded', using: embedded };
        return;
      }
      const addresses = service === 'kafka' ? config.kafkaBrokers : [address];
      const probes = await Promise.all(addresses.map((a) => reach.probe(a)));
      const reachable = probes.every((p) => p.reachable);
      if (!reachable) down.push(service);
      details[service] = { mode: 'configured', reachable, ms: Math.max(...probes.map((p) => p.ms)), errors: probes.flatMap((p) => (p.error ? [p.error] : [])) };
    }),
  );
  const configured = configuredServices(config).filter((s) => s.address).length;
  if (down.length > 0) return { status: 'fail', message: `Unreachable: ${down.sort().join(', ')}`, details };
  return {
    status: 'pass',
    message: configured === 0 ? 'Embedded mode: no outside service configured' : `${configured} configured service${configured === 1 ? '' : 's'} reachable`,
    details,
  };
}

export async function aiServicesHealth(config: AppConfig, reach: Reachability): Promise<Result> {
  const v = config.values;
  if (!v.OPENAI_API_KEY) {
    return { status: 'pass', message: 'Local AI in use (no OpenAI key): rule-based search intent and descriptions', details: { provider: 'local' } };
  }
  const base = v.OPENAI_BASE_URL ?? OPENAI_DEFAULT;
  const p = await reach.probe(base);
  return {
    status: p.reachable ? 'pass' : 'fail',
    message: p.reachable ? `OpenAI endpoint reachable in ${p.ms} ms` : `OpenAI endpoint unreachable (${p.error}); searches fall back to local rules`,
    details: {
      provider: 'openai',
      endpoint: new URL(base).origin,
      model: v.OPENAI_MODEL,
      embeddingModel: v.OPENAI_EMBEDDING_MODEL,
      reachable: p.reachable,
      ms: p.ms,
    },
  };
}
