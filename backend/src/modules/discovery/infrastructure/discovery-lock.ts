/**
 * The name of the advisory lock every discovery run holds: the scheduled job's own name, so a run started from the
 * admin tool, a "run now" and the schedule in any app instance never overlap.
 */
export const DISCOVERY_LOCK = 'discover-events';
