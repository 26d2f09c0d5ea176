import { discoveryRunSchema, type DiscoveryRun } from '../../../lib/api/api-contracts.admin.gen';
import { adminRequest } from '../../../lib/admin/api/admin-client';
import { startDiscovery } from './discovery-runs';

export type DiscoveryResult = NonNullable<DiscoveryRun['result']>;

const POLL_MS = 1000;

/**
 * The validation screen's discovery card: the same smart-discovery job as the AI discovery screen. The POST answers
 * 202 with the run; the card waits for the run to end and shows its result (spec §3 shape).
 */
export async function runSmartDiscovery(): Promise<DiscoveryResult> {
  let run = await startDiscovery({ kind: 'smart' });
  while (run.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    run = await adminRequest(`/api/ai/discovery-runs/${encodeURIComponent(run.id)}`, discoveryRunSchema);
  }
  if (!run.result) throw new Error('Discovery failed');
  return run.result;
}
