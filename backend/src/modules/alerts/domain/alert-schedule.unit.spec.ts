import { nextMailAllowedAt, retentionCutoff } from './alert-schedule';

const at = (iso: string) => new Date(iso);

describe('alert schedule', () => {
  it('an instant alert mails at once the first time, then at most once a day', () => {
    const confirmed = at('2026-11-01T10:00:00Z');
    expect(nextMailAllowedAt('instant', confirmed, null)).toEqual(confirmed);
    expect(nextMailAllowedAt('instant', confirmed, at('2026-11-03T08:30:00Z'))).toEqual(at('2026-11-04T08:30:00Z'));
  });

  it('a weekly alert gathers a week after confirmation, then a week after each mail', () => {
    const confirmed = at('2026-11-01T10:00:00Z');
    expect(nextMailAllowedAt('weekly', confirmed, null)).toEqual(at('2026-11-08T10:00:00Z'));
    expect(nextMailAllowedAt('weekly', confirmed, at('2026-11-09T07:00:00Z'))).toEqual(at('2026-11-16T07:00:00Z'));
  });

  it('retention counts twelve calendar months back', () => {
    expect(retentionCutoff(at('2027-11-28T03:20:00Z'))).toEqual(at('2026-11-28T03:20:00Z'));
  });
});
