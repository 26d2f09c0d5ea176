import { existsSync } from 'node:fs';

/**
 * Decides how an integration suite reaches a real outside service: a URL from the environment, a throwaway
 * container through testcontainers when a Docker engine and the package are there, or a skip with the reason
 * printed (a skipped suite must say why).
 */
export type ExternalServicePlan = { mode: 'env'; value: string } | { mode: 'container' } | { mode: 'skip'; reason: string };

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
  envVar: string,
  packages: string[],
  env: NodeJS.ProcessEnv = process.env,
  docker = dockerEngineAvailable(env),
  resolvable: (name: string) => boolean = packageResolvable,
): ExternalServicePlan {
  const value = env[envVar];
  if (value) return { mode: 'env', value };
  if (!docker) return { mode: 'skip', reason: `skipped: no Docker engine and no ${envVar}` };
  const missing = packages.filter((p) => !resolvable(p));
  if (missing.length > 0) {
    return {
      mode: 'skip',
      reason: `skipped: a Docker engine is available but ${missing.join(', ')} is not installed, and no ${envVar}`,
    };
  }
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
