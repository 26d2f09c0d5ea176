import { stopTestEngines } from './test-engines';

export default async function globalTeardown(): Promise<void> {
  const handle = (globalThis as { __ffPostgres?: { stop(): Promise<void> } }).__ffPostgres;
  await Promise.all([handle?.stop(), stopTestEngines()]);
}
