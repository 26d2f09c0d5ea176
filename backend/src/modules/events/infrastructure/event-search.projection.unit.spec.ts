import { StoredEvent } from '../../../platform/bus/stored-event';
import { FestivalEvent } from '../domain/event.aggregate';
import { EventSearchProjector } from './event-search.projection';
import { OramaEventReadModel } from './read-model/embedded/orama-event-read-model';

/** The event log rows of new events, numbered from `first`, as the relay would hand them over. */
function logOf(aggregates: FestivalEvent[], first: number): StoredEvent[] {
  const rows: StoredEvent[] = [];
  for (const a of aggregates) {
    a.pendingEvents.forEach((e, i) =>
      rows.push({ sequence: first + rows.length, streamId: a.id, streamType: 'event', version: i + 1, ...e, occurredAt: '2026-06-01T10:00:00.000Z' }),
    );
  }
  return rows;
}

const festival = (id: string, title: string) =>
  FestivalEvent.create(
    id,
    {
      title,
      description: 'Bands in a field.',
      imageUrl: null,
      category: 'music',
      startDate: '2026-08-01',
      endDate: '2026-08-03',
      venue: 'The Park',
      city: 'Leeds',
      region: 'yorkshire',
      latitude: null,
      longitude: null,
      priceText: '£40',
      ticketUrl: null,
      source: 'manual',
      tags: [],
    },
    { publish: true },
  );

describe('EventSearchProjector', () => {
  it('reads every stream of a batch in one round trip and applies the batch on top of what is stored', async () => {
    const index = new OramaEventReadModel();
    await index.init();
    const projector = new EventSearchProjector(index);
    const first = [festival('a', 'Alpha Fest'), festival('b', 'Beta Fest')];
    await projector.apply(logOf(first, 1), index);

    const getMany = jest.spyOn(index, 'getMany');
    const get = jest.spyOn(index, 'get');
    const later = festival('c', 'Gamma Fest');
    const rename: StoredEvent = {
      sequence: 10,
      streamId: 'a',
      streamType: 'event',
      version: 3,
      type: 'EventUpdated',
      schemaVersion: 1,
      payload: { title: 'Alpha Fest Renamed' },
      occurredAt: '2026-06-02T10:00:00.000Z',
    };
    // A redelivered event of b (version 2 is applied already) changes nothing.
    const stale: StoredEvent = { ...logOf([festival('b', 'Beta Old')], 11)[1], sequence: 13 };
    await projector.apply([...logOf([later], 7), rename, stale], index);

    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany.mock.calls[0][0].sort()).toEqual(['a', 'b', 'c']);
    expect(get).not.toHaveBeenCalled();
    expect(await index.get('a')).toMatchObject({ title: 'Alpha Fest Renamed', status: 'published', version: 3 });
    expect(await index.get('b')).toMatchObject({ title: 'Beta Fest', version: 2 });
    expect(await index.get('c')).toMatchObject({ title: 'Gamma Fest', status: 'published', version: 2 });
  });
});
