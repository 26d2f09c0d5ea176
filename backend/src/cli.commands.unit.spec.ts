import { CreateCategoryCommand } from './modules/categories/commands/create-category/create-category.command';
import { UpdateCategoryCommand } from './modules/categories/commands/update-category/update-category.command';
import { CreateEventCommand } from './modules/events/commands/create-event/create-event.command';
import { RestoreEventCommand } from './modules/events/commands/restore-event/restore-event.command';
import { UpdateEventCommand } from './modules/events/commands/update-event/update-event.command';
import { PublishNewsItemCommand } from './modules/news/commands/publish-news-item/publish-news-item.command';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CliAction, parseCliArgs } from './cli.commands';

const NOW = new Date('2026-11-23T10:00:00Z');
const commandOf = (action: CliAction) => {
  if (action.kind !== 'command') throw new Error(`expected a command, got ${action.kind}`);
  return action.command;
};
const news = { title: 'Winter festivals guide', content: 'Twenty characters of news content at least.', category: 'guides' };

describe('CLI arguments (validated with the HTTP schemas)', () => {
  it('publish-news without tags, links or time gets the schema defaults instead of throwing', () => {
    const command = commandOf(parseCliArgs(['publish-news', JSON.stringify(news)], NOW)) as PublishNewsItemCommand;
    expect(command).toBeInstanceOf(PublishNewsItemCommand);
    expect(command.props).toEqual({
      ...news,
      summary: '',
      imageUrl: null,
      tags: [],
      source: 'internal',
      externalUrl: null,
      festivalId: null,
      publishedAt: NOW.toISOString(),
    });
  });

  it('rejects a news item with a readable, per-field message', () => {
    expect(() => parseCliArgs(['publish-news', JSON.stringify({ ...news, content: 'short', tags: 'x' })], NOW)).toThrow(
      /invalid news JSON: content: Content must be at least 20 characters; tags: Expected array, received string/,
    );
  });

  it('says when the JSON itself is broken or missing', () => {
    expect(() => parseCliArgs(['publish-news', '{title:'], NOW)).toThrow(/news JSON is not valid JSON/);
    expect(() => parseCliArgs(['create-category'], NOW)).toThrow(/missing category JSON/);
  });

  it('validates categories: create needs a URL-safe slug, update cannot change it', () => {
    const category = { slug: 'street-food', name: 'Street Food', icon: 'fas fa-utensils', color: 'from-accent to-orange-400' };
    const created = commandOf(parseCliArgs(['create-category', JSON.stringify(category)], NOW)) as CreateCategoryCommand;
    expect(created).toBeInstanceOf(CreateCategoryCommand);
    expect(created.props).toEqual({ ...category, description: '' });
    expect(() => parseCliArgs(['create-category', JSON.stringify({ ...category, slug: 'Street Food' })], NOW)).toThrow(/slug: Slug must be lower-case/);

    const updated = commandOf(parseCliArgs(['update-category', 'street-food', '{"name":"Street Eats"}'], NOW)) as UpdateCategoryCommand;
    expect(updated.changes).toEqual({ name: 'Street Eats' });
    expect(() => parseCliArgs(['update-category', 'street-food', '{"slug":"food"}'], NOW)).toThrow(/slug cannot be changed/);
  });

  it('validates events and lifecycle arguments', () => {
    const event = { title: 'Frost Fair', category: 'family', startDate: '2026-12-12', endDate: '2026-12-13', city: 'York', region: 'yorkshire' };
    const created = commandOf(parseCliArgs(['create-event', JSON.stringify(event), '--publish'], NOW)) as CreateEventCommand;
    expect(created).toBeInstanceOf(CreateEventCommand);
    expect(() => parseCliArgs(['create-event', JSON.stringify({ ...event, startDate: '12/12/2026' })], NOW)).toThrow(
      /startDate: Start date must be written YYYY-MM-DD/,
    );
    expect(() => parseCliArgs(['publish-event'], NOW)).toThrow(/missing event id/);
    expect(() => parseCliArgs(['publish-event', 'abc', '--expect-version', 'two'], NOW)).toThrow(/--expect-version needs a whole number/);
    const restored = commandOf(parseCliArgs(['restore-event', 'abc', '--expect-version', '4'], NOW)) as RestoreEventCommand;
    expect(restored).toBeInstanceOf(RestoreEventCommand);
    expect(restored).toMatchObject({ id: 'abc', expectedVersion: 4 });
    const changes = commandOf(parseCliArgs(['update-event', 'abc', '{"city":"Leeds"}'], NOW)) as UpdateEventCommand;
    expect(changes.changes).toEqual({ city: 'Leeds' });
    expect(() => parseCliArgs(['update-event', 'abc', '{"region":"atlantis"}'], NOW)).toThrow(/region: Region must be one of/);
  });

  it('reports unknown commands and bad counts', () => {
    expect(parseCliArgs(['frobnicate'], NOW)).toEqual({ kind: 'help', unknown: 'frobnicate' });
    expect(parseCliArgs([], NOW)).toEqual({ kind: 'help', unknown: undefined });
    expect(() => parseCliArgs(['seed-synthetic', '-3'], NOW)).toThrow(/positive count/);
  });

  it('import-events reads a JSON or CSV file before anything starts and refuses a file it cannot use', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ff-cli-import-'));
    const json = path.join(dir, 'events.json');
    const event = { title: 'Harbour Lights Festival', category: 'music', startDate: '2027-07-03', endDate: '2027-07-04', city: 'Whitby', region: 'yorkshire' };
    writeFileSync(json, JSON.stringify([event, { ...event, region: 'atlantis' }]));
    const action = parseCliArgs(['import-events', json, '--publish', '--chunk', '250'], NOW);
    if (action.kind !== 'import-events') throw new Error(`expected import-events, got ${action.kind}`);
    expect(action.chunk).toBe(250);
    expect(action.parsed.records).toHaveLength(1);
    expect(action.parsed.records[0]).toMatchObject({
      at: 'record 1',
      event: { publish: true, details: { title: 'Harbour Lights Festival', source: 'manual' } },
    });
    expect(action.parsed.invalid).toEqual([{ at: 'record 2', message: expect.stringMatching(/^region: Region must be one of/) }]);

    const object = path.join(dir, 'object.json');
    writeFileSync(object, JSON.stringify(event));
    expect(() => parseCliArgs(['import-events', object], NOW)).toThrow(/must be a list of events/);
    expect(() => parseCliArgs(['import-events', path.join(dir, 'missing.csv')], NOW)).toThrow(/cannot read/);
    expect(() => parseCliArgs(['import-events'], NOW)).toThrow(/missing import file/);
    expect(() => parseCliArgs(['import-events', json, '--chunk', '0'], NOW)).toThrow(/--chunk needs a whole number/);
    expect(parseCliArgs(['seed-synthetic', '10', '--chunk', '500'], NOW)).toEqual({ kind: 'seed-synthetic', count: 10, chunk: 500 });
  });
});
