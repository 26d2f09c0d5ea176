import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { parseIntent } from '../domain/parse-intent';
import {
  explainedSmartSearchConfidence,
  explainedSmartSearchExplanation,
  explainedSmartSearchIntent,
  NO_RESULTS_EXPLANATION,
} from './explained-smart-search-answer';
import { describeIntent, explainIntent, relaxationNotice } from './intent-description';

const TODAY = '2026-11-22';
const names = new Map(DEFAULT_CATEGORIES.map((c) => [c.slug, c.name]));
const parse = (q: string) => parseIntent(q, TODAY);
const found = (total: number, relaxed: Parameters<typeof explainedSmartSearchConfidence>[2]['relaxed'] = []) => ({ total, relaxed });

describe('the explanation', () => {
  it('says what was understood, in the widget words', () => {
    expect(explainIntent(parse('folk festivals near York in July 2027 family friendly'), names)).toBe('Folk festivals near York in July 2027, family-friendly');
    expect(explainIntent(parse('free jazz in Leeds this weekend'), names)).toBe('Music festivals in Leeds this weekend, free, jazz first');
    expect(explainIntent(parse('cheap comedy under £20 in the south west'), names)).toBe('Comedy festivals in South West, up to £20');
    expect(explainIntent(parse('boomtown'), names)).toBe('Festivals matching "boomtown"');
  });

  it('adds the count, or the relaxation notice, or the no-results text', () => {
    const intent = parse('folk in Cornwall');
    expect(explainedSmartSearchExplanation(intent, names, found(1))).toBe('Folk festivals in Cornwall. 1 event matches.');
    expect(explainedSmartSearchExplanation(intent, names, found(4))).toBe('Folk festivals in Cornwall. 4 events match.');
    expect(explainedSmartSearchExplanation(intent, names, found(2, ['location']))).toBe(
      'Folk festivals in Cornwall. No folk events in Cornwall — showing folk events elsewhere in the UK.',
    );
    expect(explainedSmartSearchExplanation(intent, names, found(0))).toBe(NO_RESULTS_EXPLANATION);
  });

  it('names what was relaxed in the notice', () => {
    const intent = parse('free family events this weekend');
    expect(describeIntent(intent, names)).toBe('free family events this weekend');
    expect(relaxationNotice(intent, ['date', 'price'], names)).toBe('No free family events this weekend — showing family events on other dates');
    expect(relaxationNotice(parse('underwater basket weaving in Cornwall'), ['keywords'], names)).toBe(
      'No events matching "underwater basket weaving" in Cornwall — showing other events in Cornwall',
    );
    expect(relaxationNotice(parse('comedy in Exeter'), ['distance'], names)).toBe(
      'No comedy events within 25 km of Exeter — showing comedy events elsewhere in South West',
    );
    expect(relaxationNotice(parse('folk in York in July 2027'), ['location'], names)).toBe(
      'No folk events within 25 km of York in July 2027 — showing folk events elsewhere in the UK in July 2027',
    );
  });

  it('gives the intent tags in the spec shape', () => {
    expect(explainedSmartSearchIntent(parse('chilled family folk in cornwall in august'), names, ['Cornwall'])).toEqual({
      category: 'Folk',
      location: 'Cornwall',
      mood: 'chilled',
      groupSize: 'family',
      keywords: [],
      when: 'August 2027',
      price: null,
    });
  });
});

describe('the confidence', () => {
  const score = (q: string, f = found(3)) => explainedSmartSearchConfidence(q, parse(q), f);

  it('grows with how much of the query was understood and how specific it is', () => {
    const precise = score('folk festivals near York in July 2027 family friendly');
    const partial = score('folk festivals with great vibes');
    const vague = score('something nice');
    expect(precise).toBe(100);
    expect(precise).toBeGreaterThan(partial);
    expect(partial).toBeGreaterThan(vague);
    expect(vague).toBeLessThanOrEqual(40);
  });

  it('falls for each relaxed constraint, and stays low without results', () => {
    const q = 'free family events this weekend';
    expect(score(q, found(2, ['date', 'price']))).toBe(score(q) - 20);
    expect(score(q, found(0))).toBeLessThanOrEqual(15);
  });

  it('is a whole number from 0 to 100', () => {
    for (const q of ['a', 'zzqx vvkk', 'glastonbury', 'free jazz near Bristol this weekend']) {
      const c = score(q);
      expect(Number.isInteger(c)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(100);
    }
  });
});
