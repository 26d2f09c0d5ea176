import { nextOccurrence, scheduledOccurrence } from './cron-occurrence';

describe('scheduled occurrence of a cron tick', () => {
  it('maps a late tick back to the time it was scheduled for, in London time', () => {
    // 01:00 London in winter is 01:00 UTC; in summer it is 00:00 UTC.
    expect(scheduledOccurrence('0 1 * * *', new Date('2026-11-23T01:00:00.850Z')).toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(scheduledOccurrence('0 1 * * *', new Date('2026-07-01T00:00:30.000Z')).toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it('keeps neighbouring occurrences of a frequent job apart', () => {
    expect(scheduledOccurrence('* * * * * *', new Date('2026-11-23T10:00:05.300Z')).toISOString()).toBe('2026-11-23T10:00:05.000Z');
    expect(scheduledOccurrence('* * * * * *', new Date('2026-11-23T10:00:05.900Z')).toISOString()).toBe('2026-11-23T10:00:05.000Z');
    // A timer that fires a few milliseconds early still belongs to the coming second.
    expect(scheduledOccurrence('* * * * * *', new Date('2026-11-23T10:00:05.990Z')).toISOString()).toBe('2026-11-23T10:00:06.000Z');
  });

  it('gives the next run after a moment', () => {
    expect(nextOccurrence('0 3 * * *', new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
});
