/** Spec §4: healthy shows as pass, warning as warning, anything else as fail; score green ≥ 90, yellow ≥ 70, else red. */
export type StatusTone = 'pass' | 'warning' | 'fail';

export function toneOf(status: string): StatusTone {
  if (status === 'healthy' || status === 'pass') return 'pass';
  if (status === 'warning') return 'warning';
  return 'fail';
}

export function scoreColour(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 90) return 'green';
  if (score >= 70) return 'yellow';
  return 'red';
}

export const TONE_LABEL: Record<StatusTone, string> = { pass: 'Pass', warning: 'Warning', fail: 'Fail' };
export const TONE_ICON: Record<StatusTone, string> = { pass: '✓', warning: '!', fail: '✕' };
export const TONE_PALETTE: Record<StatusTone, 'green' | 'orange' | 'red'> = { pass: 'green', warning: 'orange', fail: 'red' };
