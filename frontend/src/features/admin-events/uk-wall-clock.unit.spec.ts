import { isoToUkWallTime, ukWallTimeToIso } from './uk-wall-clock';

describe('UK wall-clock times', () => {
  it('reads a date and time as UK time, in winter (GMT) and in summer (BST)', () => {
    expect(ukWallTimeToIso('2026-12-05', '09:30')).toBe('2026-12-05T09:30:00.000Z');
    expect(ukWallTimeToIso('2027-07-10', '09:30')).toBe('2027-07-10T08:30:00.000Z');
    // The clocks go forward on 28 March 2027 at 01:00 GMT.
    expect(ukWallTimeToIso('2027-03-28', '03:00')).toBe('2027-03-28T02:00:00.000Z');
    expect(ukWallTimeToIso('2027-03-28', '')).toBeNull();
  });

  it('shows an instant as the UK date and time fields', () => {
    expect(isoToUkWallTime('2027-07-10T08:30:00.000Z')).toEqual({ date: '2027-07-10', time: '09:30' });
    expect(isoToUkWallTime('2026-12-05T09:30:00.000Z')).toEqual({ date: '2026-12-05', time: '09:30' });
  });
});
