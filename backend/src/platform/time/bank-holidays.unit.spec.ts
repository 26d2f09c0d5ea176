import { dayNumber, dayToIso } from './uk-days';
import { bankHolidays, easterSunday, nextBankHolidayWeekend } from './bank-holidays';

const isoList = (days: number[]) => days.map(dayToIso);

describe('UK bank holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
  ])('Easter Sunday %i is %s', (year, iso) => {
    expect(dayToIso(easterSunday(year))).toBe(iso);
  });

  it('England and Wales 2026 (Boxing Day on a Saturday moves to Monday 28th)', () => {
    expect(isoList(bankHolidays(2026))).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it('England and Wales 2027 (Christmas on a Saturday: 27th and 28th)', () => {
    expect(isoList(bankHolidays(2027))).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it("Scotland 2026: 2 January, first Monday of August and St Andrew's Day, no Easter Monday", () => {
    expect(isoList(bankHolidays(2026, 'scotland'))).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-04-03',
      '2026-05-04',
      '2026-05-25',
      '2026-08-03',
      '2026-11-30',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it("Northern Ireland 2026 adds St Patrick's Day and the Twelfth (Monday 13 July)", () => {
    const days = isoList(bankHolidays(2026, 'northern-ireland'));
    expect(days).toContain('2026-03-17');
    expect(days).toContain('2026-07-13');
    expect(days).toContain('2026-04-06');
  });

  it('the next bank holiday weekend from late November is Christmas (Fri 25 – Mon 28 Dec 2026)', () => {
    const r = nextBankHolidayWeekend(dayNumber('2026-11-22'), 'england-wales')!;
    expect([dayToIso(r.fromDay), dayToIso(r.toDay)]).toEqual(['2026-12-25', '2026-12-28']);
  });

  it("in Scotland it is St Andrew's Day weekend (Fri 27 – Mon 30 Nov 2026)", () => {
    const r = nextBankHolidayWeekend(dayNumber('2026-11-22'), 'scotland')!;
    expect([dayToIso(r.fromDay), dayToIso(r.toDay)]).toEqual(['2026-11-27', '2026-11-30']);
  });

  it('a Monday holiday weekend runs Friday to Monday; Easter runs Good Friday to Easter Monday', () => {
    const summer = nextBankHolidayWeekend(dayNumber('2026-07-15'), 'england-wales')!;
    expect([dayToIso(summer.fromDay), dayToIso(summer.toDay)]).toEqual(['2026-08-28', '2026-08-31']);
    const easter = nextBankHolidayWeekend(dayNumber('2027-03-01'), 'england-wales')!;
    expect([dayToIso(easter.fromDay), dayToIso(easter.toDay)]).toEqual(['2027-03-26', '2027-03-29']);
  });

  it('a weekend under way still counts on its Sunday', () => {
    const r = nextBankHolidayWeekend(dayNumber('2026-08-30'), 'england-wales')!;
    expect(dayToIso(r.toDay)).toBe('2026-08-31');
  });
});
