import { bucketActivity } from './campaign-report';

describe('bucketActivity: by hour for the first 48 hours, then by day', () => {
  const start = new Date('2026-11-20T09:00:00Z');
  const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);

  it('puts the edges in the right bucket and leaves empty buckets out', () => {
    expect(
      bucketActivity(start, [
        { kind: 'open', at: at(0) },
        { kind: 'click', at: at(0.99) },
        { kind: 'open', at: at(47.99) },
        { kind: 'open', at: at(48) },
        { kind: 'click', at: at(71.99) },
        { kind: 'open', at: at(72) },
      ]),
    ).toEqual([
      { start: '2026-11-20T09:00:00.000Z', unit: 'hour', opens: 1, clicks: 1 },
      { start: '2026-11-22T08:00:00.000Z', unit: 'hour', opens: 1, clicks: 0 },
      { start: '2026-11-22T09:00:00.000Z', unit: 'day', opens: 1, clicks: 1 },
      { start: '2026-11-23T09:00:00.000Z', unit: 'day', opens: 1, clicks: 0 },
    ]);
  });

  it('counts an event recorded before the send started (clock skew) in the first hour', () => {
    expect(bucketActivity(start, [{ kind: 'open', at: at(-1) }])).toEqual([{ start: '2026-11-20T09:00:00.000Z', unit: 'hour', opens: 1, clicks: 0 }]);
  });
});
