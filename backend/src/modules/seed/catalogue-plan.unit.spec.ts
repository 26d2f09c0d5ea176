import { dayNumber, dayToIso } from '../../platform/time/uk-days';
import { datesConfirmed, FESTIVAL_FACTS, nextOccurrence, planCatalogue, planPastEditions } from './catalogue-plan';
import { generateSyntheticEvents } from './synthetic-catalogue';

const today = dayNumber('2026-11-22');

describe('seeded catalogue', () => {
  it('rolls every real festival forward to an occurrence that has not ended, in one of its typical months', () => {
    const plan = planCatalogue(today);
    expect(plan).toHaveLength(FESTIVAL_FACTS.length);
    for (const p of plan) {
      expect(dayNumber(p.details.endDate)).toBeGreaterThanOrEqual(today);
      if (!p.fact.dateRule) expect(p.fact.typicalMonths).toContain(Number(p.details.startDate.slice(5, 7)));
    }
    expect(plan.filter((p) => p.featured)).toHaveLength(12);
  });

  it('dates the festivals that have a rule from the rule and the bank-holiday calendar', () => {
    const start = (name: string, from = today) =>
      dayToIso(
        nextOccurrence(
          FESTIVAL_FACTS.find((f) => f.name === name)!,
          from,
        ).start,
      );
    expect(FESTIVAL_FACTS.filter((f) => f.dateRule)).toHaveLength(19);
    expect(start('Lewes Bonfire', dayNumber('2027-01-01'))).toBe('2027-11-05');
    expect(start('Up Helly Aa')).toBe('2027-01-26'); // last Tuesday of January
    expect(start('Notting Hill Carnival')).toBe('2027-08-29'); // Sunday before the summer bank holiday (30 Aug)
    expect(start('Reading Festival')).toBe('2027-08-27');
    expect(start('Leeds Festival')).toBe('2027-08-27');
    expect(start("Edinburgh's Hogmanay")).toBe('2026-12-29');
    expect(start('Abergavenny Food Festival')).toBe('2027-09-18'); // 3rd full weekend of September
    expect(start("Cooper's Hill Cheese-Rolling")).toBe('2027-05-31'); // spring bank holiday
    const plan = planCatalogue(today);
    expect(plan.filter((p) => datesConfirmed(p.fact))).toHaveLength(19);
    expect(plan.filter((p) => !datesConfirmed(p.fact))).toHaveLength(216);
  });

  it('seeds the cleaned descriptions, without internal filing notes', () => {
    expect(FESTIVAL_FACTS.filter((f) => /filed under/i.test(f.description))).toEqual([]);
  });

  it('keeps a festival on the same weekend pattern from year to year', () => {
    const fact = FESTIVAL_FACTS.find((f) => f.name === 'BBC Proms')!;
    const a = nextOccurrence(fact, today);
    const b = nextOccurrence(fact, a.end + 1);
    expect(b.start - a.start).toBeGreaterThanOrEqual(364 - 7);
    expect(b.start - a.start).toBeLessThanOrEqual(364 + 7);
  });

  it('plans past editions that ended recently, titled with their year', () => {
    const past = planPastEditions(today);
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((d) => dayNumber(d.endDate) < today && /\d{4}$/.test(d.title))).toBe(true);
  });

  it('generates the same synthetic events for the same seed, spread over regions and categories', () => {
    const a = generateSyntheticEvents(2000, today, 7);
    expect(generateSyntheticEvents(2000, today, 7)).toEqual(a);
    expect(new Set(a.map((e) => e.details.region)).size).toBe(10);
    expect(new Set(a.map((e) => e.details.category)).size).toBe(10);
    const summer = a.filter((e) => ['06', '07', '08'].includes(e.details.startDate.slice(5, 7))).length;
    expect(summer / a.length).toBeGreaterThan(0.35);
  });
});
