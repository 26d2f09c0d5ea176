import { parseIntent } from '../domain/parse-intent';
import { accessInQuery, withAccess } from './access-in-query';
import { explainIntent } from './intent-description';

const tokens = (q: string) => accessInQuery(q)?.tokens ?? [];

describe('accessibility facts named in a query', () => {
  it('reads each fact from the phrases visitors use', () => {
    expect(tokens('wheelchair accessible festivals in Wales')).toEqual(['step-free']);
    expect(tokens('festivals with BSL')).toEqual(['bsl']);
    expect(tokens('British Sign Language interpreted theatre')).toEqual(['bsl']);
    expect(tokens('events with a quiet space')).toEqual(['quiet-space']);
    expect(tokens('chill-out area for kids')).toEqual(['quiet-space']);
    expect(tokens('assistance dogs welcome')).toEqual(['assistance-dogs']);
    expect(tokens('captioned comedy')).toEqual(['captioning']);
    expect(tokens('audio described shows in London')).toEqual(['captioning']);
    expect(tokens('festivals with accessible toilets')).toEqual(['accessible-toilets']);
    expect(tokens('step-free folk with free carer tickets')).toEqual(['step-free', 'carer-tickets']);
    expect(tokens('viewing platform at a rock festival')).toEqual(['viewing-platform']);
  });

  it('reads nothing from queries that do not ask for access, nor from parts of other words', () => {
    expect(accessInQuery('folk festivals in Wales')).toBeNull();
    expect(accessInQuery('dogs welcome camping')).toBeNull();
    expect(accessInQuery('subtle jazz')).toBeNull();
    expect(accessInQuery('quiet jazz')).toBeNull();
  });

  it('"wheelchair accessible festivals in Wales": the step-free filter plus Wales, the phrase no longer a keyword', () => {
    const q = 'wheelchair accessible festivals in Wales';
    const intent = withAccess(parseIntent(q, '2026-11-22'), accessInQuery(q)!);
    expect(intent.access).toEqual(['step-free']);
    expect(intent.regions).toEqual(['wales']);
    expect(intent.keywords).not.toEqual(expect.arrayContaining(['wheelchair']));
    expect(intent.keywords).not.toEqual(expect.arrayContaining(['accessible']));
    expect(explainIntent(intent, new Map())).toBe('Festivals in Wales, with step-free access');
  });

  it('"festivals with BSL": the BSL filter and nothing else', () => {
    const q = 'festivals with BSL';
    const intent = withAccess(parseIntent(q, '2026-11-22'), accessInQuery(q)!);
    expect(intent).toMatchObject({ access: ['bsl'], keywords: [], regions: [], locations: [] });
  });
});
