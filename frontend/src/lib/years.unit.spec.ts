import { checkYear, deriveFutureYears } from './years';

describe('deriveFutureYears', () => {
  it('keeps only later years, ascending, flagging next and future', () => {
    const out = deriveFutureYears(
      [
        { year: 2029, count: 1 },
        { year: 2026, count: 40 },
        { year: 2027, count: 12 },
        { year: 2025, count: 3 },
      ],
      2026,
    );
    expect(out).toEqual([
      { year: 2027, count: 12, isNextYear: true, isFutureYear: false },
      { year: 2029, count: 1, isNextYear: false, isFutureYear: true },
    ]);
  });
});

describe('checkYear', () => {
  it('accepts 2020 to 2030', () => {
    expect(checkYear('2020')).toEqual({ ok: true, year: 2020 });
    expect(checkYear('2030')).toEqual({ ok: true, year: 2030 });
  });
  it('explains what is wrong otherwise', () => {
    expect(checkYear('2019')).toMatchObject({ ok: false, reason: 'past' });
    expect(checkYear('2031')).toMatchObject({ ok: false, reason: 'too-far' });
    expect(checkYear('99')).toMatchObject({ ok: false, reason: 'format' });
    expect(checkYear('20277')).toMatchObject({ ok: false, reason: 'format' });
  });
});
