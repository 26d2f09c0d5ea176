import { EVENT_REGION_VALUES } from '../contracts/event-details.schema';
import { DUPLICATE_PROBLEM, duplicateKeyOf, PAST_PUBLISHED_PROBLEM } from '../infrastructure/read-model/event-quality.semantics';
import { documentProblems, inRuleOrder, isWellFormedWebAddress, QUALITY_RULES, QualityInput } from './event-quality';
import { REGION_VALUES } from '../contracts/regions';

const good: QualityInput = {
  status: 'published',
  description: 'Three days of jazz by the river with food stalls, late-night sessions and a family area near the bandstand.',
  ticketUrl: 'https://tickets.example.org/jazz',
  venue: 'Riverside Park',
  city: 'Leeds',
  latitude: 53.8,
  longitude: -1.55,
  startDate: '2027-03-05',
  endDate: '2027-03-07',
  region: 'yorkshire',
};

describe('event data-quality rules', () => {
  it('finds no problem in a complete event', () => {
    expect(documentProblems(good)).toEqual([]);
  });

  it('lists every document problem of a poor event, in rule order', () => {
    const poor = {
      ...good,
      ticketUrl: 'htp://nowhere',
      venue: 'Leeds',
      latitude: null,
      longitude: null,
      endDate: '2027-03-01',
      description: 'TBC',
      region: 'atlantis',
    };
    expect(documentProblems(poor)).toEqual(['malformed-ticket-url', 'no-venue', 'no-coordinates', 'end-before-start', 'short-description', 'unknown-region']);
    expect(documentProblems({ ...good, ticketUrl: null, description: '  ', venue: '' })).toEqual(['missing-ticket-url', 'no-venue', 'missing-description']);
  });

  it('flags an estimate that contradicts the timing its description states, not stated dates nor a matching estimate', () => {
    const winter = { ...good, description: 'Ice rinks, a circus, rides and Christmas markets in Hyde Park from late November until early January.' };
    expect(documentProblems({ ...winter, startDate: '2026-11-06', endDate: '2027-01-03', datesConfirmed: false })).toEqual([
      'estimate-contradicts-description',
    ]);
    expect(documentProblems({ ...winter, startDate: '2026-11-25', endDate: '2027-01-03', datesConfirmed: false })).toEqual([]);
    // stated dates are the organiser's: the description may be the stale one, and no estimate is shown
    expect(documentProblems({ ...winter, startDate: '2026-11-06', endDate: '2027-01-03', datesConfirmed: true })).toEqual([]);
    expect(documentProblems({ ...winter, startDate: '2026-11-06', endDate: '2027-01-03' })).toEqual([]);
  });

  it('checks only draft and published events', () => {
    const poor = { ...good, ticketUrl: null };
    expect(documentProblems({ ...poor, status: 'draft' })).toEqual(['missing-ticket-url']);
    expect(documentProblems({ ...poor, status: 'expired' })).toEqual([]);
    expect(documentProblems({ ...poor, status: 'removed' })).toEqual([]);
  });

  it('tells well-formed web addresses from broken ones', () => {
    expect(isWellFormedWebAddress('https://www.example.org/a?b=c')).toBe(true);
    for (const bad of ['https://localhost', 'ftp://example.org', 'https://exa mple.org', 'example.org', 'https://']) {
      expect({ bad, ok: isWellFormedWebAddress(bad) }).toEqual({ bad, ok: false });
    }
  });

  it('keys duplicates by title and start date, ignoring case and punctuation', () => {
    const key = (title: string, startDate: string) => duplicateKeyOf({ title, startDate });
    expect(key('Leeds  Jazz – Weekend!', '2027-03-05')).toBe(key('leeds jazz weekend', '2027-03-05'));
    expect(key('Leeds Jazz Weekend', '2027-03-05')).not.toBe(key('Leeds Jazz Weekend', '2027-03-06'));
  });

  it('has a unique code, a label and a description per rule', () => {
    expect(new Set(QUALITY_RULES.map((r) => r.code)).size).toBe(QUALITY_RULES.length);
    expect(QUALITY_RULES.every((r) => r.label && r.description.length > 20)).toBe(true);
    expect(inRuleOrder(['duplicate', 'no-venue'])).toEqual(['no-venue', 'duplicate']);
    // The two rules the read model evaluates itself use the same codes.
    expect(QUALITY_RULES.find((r) => r.code === DUPLICATE_PROBLEM)?.scope).toBe('catalogue');
    expect(QUALITY_RULES.find((r) => r.code === PAST_PUBLISHED_PROBLEM)?.scope).toBe('calendar');
  });

  it('shares the ten regions with the request schema', () => {
    expect([...EVENT_REGION_VALUES]).toEqual(REGION_VALUES);
  });
});
