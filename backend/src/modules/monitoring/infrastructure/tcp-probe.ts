import { connect } from 'node:net';
import { Reach, Reachability } from '../application/ports/reachability.port';

/** Reachability of a configured service: can a TCP connection be opened within the timeout? */
export function probeTcp(host: string, port: number, timeoutMs = 2000): Promise<{ reachable: boolean; ms: number; error?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (reachable: boolean, error?: string) => {
      socket.destroy();
      resolve({ reachable, ms: Math.round((performance.now() - started) * 10) / 10, ...(error ? { error } : {}) });
    };
    socket.setTimeout(timeoutMs, () => done(false, `no answer within ${timeoutMs} ms`));
    socket.once('connect', () => done(true));
    socket.once('error', (e: NodeJS.ErrnoException) => done(false, e.code ?? e.message));
  });
}

/** host and port of a service URL or `host:port` (brokers), with the scheme's default port. */
export function endpointOf(address: string): { host: string; port: number } | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `tcp://${address}`);
    const defaults: Record<string, number> = { 'http:': 80, 'https:': 443, 'smtp:': 25, 'smtps:': 465 };
    const port = url.port ? Number(url.port) : defaults[url.protocol];
    if (!url.hostname || !port) return null;
    return { host: url.hostname.replace(/^\[|\]$/g, ''), port };
  } catch {
    return null;
  }
}

/** Reachability by opening a TCP connection to the address's host and port. */
export class TcpReachability extends Reachability {
  probe(address: string): Promise<Reach> {
    const endpoint = endpointOf(address);
    if (!endpoint) return Promise.resolve({ reachable: false, ms: 0, error: 'not a host:port address' });
    return probeTcp(endpoint.host, endpoint.port);
  }
}
