import { isPopupSuppressed, suppressUntil } from './popup-suppression';

describe('newsletter pop-up suppression', () => {
  const now = new Date('2027-03-01T10:00:00Z');
  it('stores a date 30 days ahead', () => {
    expect(suppressUntil(now)).toBe('2027-03-31T10:00:00.000Z');
  });
  it('suppresses until that date, then lapses', () => {
    const until = suppressUntil(now);
    expect(isPopupSuppressed(until, new Date('2027-03-30T10:00:00Z'))).toBe(true);
    expect(isPopupSuppressed(until, new Date('2027-03-31T10:00:01Z'))).toBe(false);
  });
  it('does not suppress when nothing or garbage is stored', () => {
    expect(isPopupSuppressed(null, now)).toBe(false);
    expect(isPopupSuppressed('true', now)).toBe(false);
  });
});
