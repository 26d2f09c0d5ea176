/** "Fri, 27 Nov 2026, 09:30" in the given zone. */
export const dateTimeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** Times in the social screens are UK times (the scheduler's), whatever the browser's zone. */
const ukDateTime = dateTimeFormat('Europe/London');

export function formatUkTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : ukDateTime.format(d);
}

export const AUTOMATION_LABEL = { active: 'Active', paused: 'Paused', stopped: 'Stopped' } as const;
export const AUTOMATION_COLOUR = { active: 'green', paused: 'orange', stopped: 'gray' } as const;
