import { digestDue, digestMarkdown, londonDay } from './digest';

describe('digest schedule', () => {
  it('weekly every Tuesday, monthly the first Tuesday, biweekly even ISO weeks, never another weekday', () => {
    const tue1 = londonDay(new Date('2026-12-01T09:00:00Z')); // Tuesday 1 Dec 2026, ISO week 49
    const tue2 = londonDay(new Date('2026-12-08T09:00:00Z')); // ISO week 50
    expect(tue1.weekday).toBe(2);
    expect([digestDue('weekly', tue1), digestDue('monthly', tue1), digestDue('biweekly', tue1)]).toEqual([true, true, false]);
    expect([digestDue('weekly', tue2), digestDue('monthly', tue2), digestDue('biweekly', tue2)]).toEqual([true, false, true]);
    expect(digestDue('weekly', londonDay(new Date('2026-12-02T09:00:00Z')))).toBe(false);
  });

  it('escapes titles so an event name cannot add links or markup', () => {
    const md = digestMarkdown([{ heading: 'Featured', items: [{ title: 'Evil [x](javascript:1) **b**', line: 'York', url: 'https://ff.test/event/1' }] }]);
    expect(md).toContain('- [Evil \\[x\\]\\(javascript:1\\) \\*\\*b\\*\\*](https://ff.test/event/1): York');
  });
});
