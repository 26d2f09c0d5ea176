import { importedEventId, parseImportFile } from './event-import.file';

const event = { title: 'Harbour Lights Festival', category: 'music', startDate: '2027-07-03', endDate: '2027-07-04', city: 'Whitby', region: 'yorkshire' };

describe('import files', () => {
  it('gives an event the same id from its natural key however it is spaced or cased, another id for another edition', () => {
    const id = importedEventId({ source: 'manual', ...event });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(importedEventId({ source: 'Manual', ...event, title: ' harbour  lights festival ' })).toBe(id);
    expect(importedEventId({ source: 'manual', ...event, startDate: '2028-07-01' })).not.toBe(id);
  });

  it('reads CSV cells as the API fields: numbers, yes/no, tags split on semicolons, empty cells absent', () => {
    const csv =
      'title,category,startDate,endDate,city,region,tags,latitude,longitude,featured,ticketUrl\n' +
      'Harbour Lights Festival,music,2027-07-03,2027-07-04,Whitby,yorkshire,folk; outdoor,54.49,-0.61,yes,\n';
    const { records, invalid } = parseImportFile('list.CSV', csv, { publish: false });
    expect(invalid).toEqual([]);
    expect(records).toEqual([
      {
        at: 'line 2',
        event: {
          id: importedEventId({ source: 'manual', ...event }),
          publish: false,
          featured: true,
          details: expect.objectContaining({ tags: ['folk', 'outdoor'], latitude: 54.49, longitude: -0.61, ticketUrl: null, source: 'manual' }),
        },
      },
    ]);
  });

  it('reports each invalid record with its line and the schema message; a record may publish itself', () => {
    const csv = [
      'title,category,startDate,endDate,city,region,latitude,publish',
      'Harbour Lights Festival,music,2027-07-03,2027-07-04,Whitby,yorkshire,,true',
      'Moor Fair,music,2027-07-05,2027-07-04,Whitby,yorkshire,north,',
    ].join('\n');
    const { records, invalid } = parseImportFile('x.csv', csv, { publish: false });
    expect(records.map((r) => [r.at, r.event.publish])).toEqual([['line 2', true]]);
    expect(invalid).toEqual([{ at: 'line 3', message: 'latitude: Latitude must be a number' }]);
  });

  it('refuses JSON that is not a list, naming the problem', () => {
    expect(() => parseImportFile('x.json', '{', { publish: false })).toThrow(/neither CSV \(\.csv\) nor valid JSON/);
    expect(() => parseImportFile('x.json', '{}', { publish: false })).toThrow(/must be a list of events/);
  });
});
