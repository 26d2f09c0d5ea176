/**
 * The name of the advisory lock every discovery run holds: the scheduled job's own name, so a run started from the
 * admin tool, a "run now" and the schedule in any app instance never overlap.
 */
export const DISCOVERY_LOCK = 'discover-events';

export interface HeldLock {
  release(): Promise<void>;
}

/** The discovery lock, across every app instance. */
export abstract class DiscoveryLock {
  /** The lock, or null while another run holds it. */
  abstract tryAcquire(): Promise<HeldLock | null>;
}
