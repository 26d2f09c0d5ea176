import { dayNumber, dayToIso } from '../../platform/time/uk-days';
import { datesConfirmed, FESTIVAL_FACTS, nextOccurrence, planCatalogue, planPastEditions } from './catalogue-plan';
import { generateSyntheticEvents } from './synthetic-catalogue';
import { contradictsStatedTiming, statedTiming } from '../events/contracts/stated-timing';

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
    expect(FESTIVAL_FACTS.filter((f) => f.dateRule)).toHaveLength(24);
    // nth-weekday with offsetDays: Wednesday to Sunday, ending on the last Sunday of June (27 June 2027)
    expect(start('Glastonbury Festival')).toBe('2027-06-23');
    expect(start('Great Yorkshire Show')).toBe('2027-07-13'); // 2nd Tuesday of July
    expect(start('Edinburgh International Festival')).toBe('2027-08-06'); // 1st Friday of August
    expect(start('Isle of Wight Festival')).toBe('2027-06-17'); // 3rd Thursday of June
    expect(start('Download Festival')).toBe('2027-06-10'); // the Thursday before the 2nd Friday of June
    expect(start('Lewes Bonfire', dayNumber('2027-01-01'))).toBe('2027-11-05');
    expect(start('Up Helly Aa')).toBe('2027-01-26'); // last Tuesday of January
    expect(start('Notting Hill Carnival')).toBe('2027-08-29'); // Sunday before the summer bank holiday (30 Aug)
    expect(start('Reading Festival')).toBe('2027-08-27');
    expect(start('Leeds Festival')).toBe('2027-08-27');
    expect(start("Edinburgh's Hogmanay")).toBe('2026-12-29');
    expect(start('Abergavenny Food Festival')).toBe('2027-09-18'); // 3rd full weekend of September
    expect(start("Cooper's Hill Cheese-Rolling")).toBe('2027-05-31'); // spring bank holiday
    const plan = planCatalogue(today);
    expect(plan.filter((p) => datesConfirmed(p.fact))).toHaveLength(24);
    expect(plan.filter((p) => !datesConfirmed(p.fact))).toHaveLength(211);
  });

  it('never plans an estimate in a month that has passed: it rolls forward to the next edition', () => {
    const late = dayNumber('2026-11-28');
    for (const p of planCatalogue(late).filter((x) => !x.fact.dateRule)) expect(p.details.startDate >= '2026-11-01').toBe(true);
    // Blackpool Illuminations (September to November, 66 days) is not "upcoming" from September in late November
    const blackpool = planCatalogue(late).find((p) => p.fact.name === 'Blackpool Illuminations')!;
    expect(blackpool.details.startDate.slice(0, 4)).toBe('2027');
  });

  it('centres an estimate in its typical months instead of starting it at their start', () => {
    const fact = (name: string) => FESTIVAL_FACTS.find((f) => f.name === name)!;
    // November to January, 45 days: late November, as its own description says ("from late November")
    const ww = nextOccurrence(fact('Hyde Park Winter Wonderland'), dayNumber('2026-10-01'));
    expect(dayToIso(ww.start)).toMatch(/^2026-11-(2\d|30)$/);
    // one-month weekend festivals sit on a Friday in the middle of the month (unless their text says which part)
    for (const f of FESTIVAL_FACTS.filter(
      (x) => !x.dateRule && x.typicalMonths.length === 1 && x.typicalDurationDays <= 4 && !statedTiming(x.description)?.part,
    )) {
      const o = nextOccurrence(f, today);
      const day = Number(dayToIso(o.start).slice(8, 10));
      expect(day).toBeGreaterThanOrEqual(9);
      expect(day).toBeLessThanOrEqual(21);
      expect(new Date(`${dayToIso(o.start)}T12:00:00Z`).getUTCDay()).toBe(5);
    }
  });

  it('starts an estimate in the part of the month its description states, on a Friday within it for a short festival', () => {
    const stated = FESTIVAL_FACTS.filter((f) => !f.dateRule && statedTiming(f.description)?.part);
    expect(stated.length).toBeGreaterThan(10);
    for (const f of stated) {
      const o = nextOccurrence(f, today);
      const start = dayToIso(o.start);
      expect({ name: f.name, start, contradicts: contradictsStatedTiming(start, statedTiming(f.description)!) }).toEqual({
        name: f.name,
        start,
        contradicts: false,
      });
      if (f.typicalDurationDays <= 4) expect(new Date(`${start}T12:00:00Z`).getUTCDay()).toBe(5);
    }
    // "in early August" (Bakewell Show), "from mid-January" (Celtic Connections), "in late July" (WOMAD)
    const at = (name: string) =>
      dayToIso(
        nextOccurrence(
          FESTIVAL_FACTS.find((f) => f.name === name)!,
          today,
        ).start,
      ).slice(5);
    expect(at('Bakewell Show')).toMatch(/^08-(0\d|10)$/);
    expect(at('Celtic Connections')).toMatch(/^01-(1\d|20)$/);
    expect(at('WOMAD')).toMatch(/^07-(2\d|3\d)$/);
  });

  it('seeds no estimate that contradicts its own description (the data-quality rule would flag it)', () => {
    for (const day of [today, dayNumber('2027-03-01'), dayNumber('2027-08-20')]) {
      const contradicting = planCatalogue(day)
        .filter((p) => !p.details.datesConfirmed)
        .filter((p) => {
          const stated = statedTiming(p.details.description);
          return stated && contradictsStatedTiming(p.details.startDate, stated);
        })
        .map((p) => `${p.details.title} ${p.details.startDate}`);
      expect(contradicting).toEqual([]);
    }
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
