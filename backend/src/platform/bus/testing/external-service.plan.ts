import { existsSync } from 'node:fs';
import { EngineName, EnginePlan, planTestEngine } from '../../testing/test-engines';

/**
 * Decides how an integration suite reaches a real Kafka or Elasticsearch: an address given to jest, the engines the
 * global set-up starts (Java + Maven), a throwaway container through testcontainers when a Docker engine and the
 * package are there, or a skip with the reason printed (a skipped suite must say why).
 */
export type ExternalServicePlan = EnginePlan | { mode: 'container' };

export function dockerEngineAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

export function packageResolvable(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

export function planExternalService(
  engine: EngineName,
  packages: string[],
  env: NodeJS.ProcessEnv = process.env,
  docker = dockerEngineAvailable(env),
  resolvable: (name: string) => boolean = packageResolvable,
): ExternalServicePlan {
  const plan = planTestEngine(engine, env);
  if (plan.mode !== 'skip') return plan;
  if (!docker) return { mode: 'skip', reason: `${plan.reason}; no Docker engine either` };
  const missing = packages.filter((p) => !resolvable(p));
  if (missing.length > 0) return { mode: 'skip', reason: `${plan.reason}; a Docker engine is there but ${missing.join(', ')} is not installed` };
  return { mode: 'container' };
}

/** Declares the suite, or a skipped placeholder after printing why. */
export function describeWithExternalService(title: string, plan: ExternalServicePlan, body: () => void): void {
  if (plan.mode === 'skip') {
    // Straight to stderr: jest drops buffered console output of a file whose tests are all skipped.
    process.stderr.write(`\n[${title}] ${plan.reason}\n`);
    describe.skip(title, () => {
      it(plan.reason, () => undefined);
    });
    return;
  }
  describe(title, body);
}
