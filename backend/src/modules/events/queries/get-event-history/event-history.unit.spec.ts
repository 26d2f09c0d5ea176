import { StoredEvent } from '../../../../platform/bus/stored-event';
import { eventHistory } from './event-history';

const admin = { actor: { kind: 'admin', id: 'u-1', username: 'alice' } };
const at = (v: number) => `2026-11-0${v}T10:00:00.000Z`;
const stored = (version: number, type: string, payload: Record<string, unknown>, metadata: StoredEvent['metadata'] = admin): StoredEvent => ({
  sequence: 100 + version,
  streamId: 'e-1',
  streamType: 'event',
  version,
  type,
  schemaVersion: 1,
  payload,
  occurredAt: at(version),
  metadata,
});

describe('eventHistory', () => {
  const stream = [
    stored(
      1,
      'EventCreated',
      { title: 'Old Title', city: 'Leeds', priceText: 'from £5', minPricePence: 500, isFree: false, status: 'draft', featured: false },
      { actor: { kind: 'cli' } },
    ),
    stored(2, 'EventUpdated', { title: 'New Title', priceText: 'Free', minPricePence: 0, isFree: true }),
    stored(3, 'EventPublished', {}),
    stored(4, 'EventFeatured', {}, { actor: { kind: 'job', name: 'promote' } }),
    stored(5, 'EventRemoved', { reason: 'duplicate' }),
    stored(6, 'EventRestored', { from: 'removed' }, {}),
  ];

  it('lists entries newest first with who and when', () => {
    const h = eventHistory(stream);
    expect(h.map((e) => e.version)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(h.map((e) => e.actor)).toEqual([
      { kind: 'unknown' },
      { kind: 'admin', username: 'alice' },
      { kind: 'job', name: 'promote' },
      { kind: 'admin', username: 'alice' },
      { kind: 'admin', username: 'alice' },
      { kind: 'cli' },
    ]);
    expect(h[0].occurredAt).toBe(at(6));
  });

  it('shows what changed field by field, against the state before', () => {
    const byVersion = Object.fromEntries(eventHistory(stream).map((e) => [e.version, e]));
    expect(byVersion[2].changes).toEqual([
      { field: 'title', from: 'Old Title', to: 'New Title' },
      { field: 'priceText', from: 'from £5', to: 'Free' },
    ]);
    expect(byVersion[3].changes).toEqual([{ field: 'status', from: 'draft', to: 'published' }]);
    expect(byVersion[5].changes).toEqual([
      { field: 'status', from: 'published', to: 'removed' },
      { field: 'featured', from: true, to: false },
    ]);
    expect(byVersion[5].reason).toBe('duplicate');
    expect(byVersion[6].changes).toEqual([{ field: 'status', from: 'removed', to: 'draft' }]);
    expect(byVersion[1].changes).toContainEqual({ field: 'title', from: null, to: 'Old Title' });
  });
});
