export default async function globalTeardown(): Promise<void> {
  const handle = (globalThis as { __ffPostgres?: { stop(): Promise<void> } }).__ffPostgres;
  if (handle) await handle.stop();
}
