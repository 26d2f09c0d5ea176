import { daysLabel, dueSlots, nextSlot, planPostsPerWeek, SLOT_GRACE_MS, slotsBetween, slotsOn } from './automation-plan';

const utc = (s: string) => new Date(s);
const brief = (slots: ReturnType<typeof slotsOn>) => slots.map((s) => `${s.platform}-${s.format} ${s.ukTime} ${s.at.toISOString().slice(11, 16)}Z`);

describe('Automation plan (UK time)', () => {
  it('lists a winter Monday: X 08/14/20, Instagram feed 12 and story 18, TikTok 19 (GMT = UTC)', () => {
    expect(brief(slotsOn(2026, 11, 23))).toEqual([
      'x-feed 08:00 08:00Z',
      'instagram-feed 12:00 12:00Z',
      'x-feed 14:00 14:00Z',
      'instagram-story 18:00 18:00Z',
      'tiktok-feed 19:00 19:00Z',
      'x-feed 20:00 20:00Z',
    ]);
    // TikTok only Monday, Wednesday and Friday.
    expect(slotsOn(2026, 11, 24).some((s) => s.platform === 'tiktok')).toBe(false);
    expect(slotsOn(2026, 11, 25).some((s) => s.platform === 'tiktok')).toBe(true);
    expect(slotsOn(2026, 11, 27).some((s) => s.platform === 'tiktok')).toBe(true);
    expect(slotsOn(2026, 11, 29).some((s) => s.platform === 'tiktok')).toBe(false);
  });

  it('follows the March change: the Sunday of the change is on BST (UTC+1) from the first slot', () => {
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026.
    expect(brief(slotsOn(2026, 3, 28))[0]).toBe('x-feed 08:00 08:00Z');
    expect(brief(slotsOn(2026, 3, 29))).toEqual([
      'x-feed 08:00 07:00Z',
      'instagram-feed 12:00 11:00Z',
      'x-feed 14:00 13:00Z',
      'instagram-story 18:00 17:00Z',
      'x-feed 20:00 19:00Z',
    ]);
    // Saturday 20:00 GMT to Sunday 08:00 BST is 11 hours, not 12.
    const between = slotsBetween(utc('2026-03-28T20:00:00Z'), utc('2026-03-29T07:00:00Z'));
    expect(between.map((s) => s.key)).toEqual(['x-feed@2026-03-29T07:00:00.000Z']);
  });

  it('follows the October change: the Sunday of the change is on GMT from the first slot', () => {
    // Clocks go back at 01:00 UTC on Sunday 25 October 2026.
    expect(brief(slotsOn(2026, 10, 24))[0]).toBe('x-feed 08:00 07:00Z');
    expect(brief(slotsOn(2026, 10, 25))).toEqual([
      'x-feed 08:00 08:00Z',
      'instagram-feed 12:00 12:00Z',
      'x-feed 14:00 14:00Z',
      'instagram-story 18:00 18:00Z',
      'x-feed 20:00 20:00Z',
    ]);
    expect(brief(slotsOn(2026, 10, 26))).toContain('tiktok-feed 19:00 19:00Z');
    // Saturday 20:00 BST to Sunday 08:00 GMT is 13 hours.
    expect(slotsBetween(utc('2026-10-24T19:00:00Z'), utc('2026-10-25T07:59:59Z'))).toEqual([]);
    expect(nextSlot(utc('2026-10-24T19:00:00Z')).at).toEqual(utc('2026-10-25T08:00:00Z'));
  });

  it('names a slot due from its time until the grace period ends, and never before', () => {
    expect(dueSlots(utc('2026-11-23T11:59:59Z'))).toEqual([]);
    expect(dueSlots(utc('2026-11-23T12:00:00Z')).map((s) => s.key)).toEqual(['instagram-feed@2026-11-23T12:00:00.000Z']);
    expect(dueSlots(utc('2026-11-23T12:54:00Z')).map((s) => s.key)).toEqual(['instagram-feed@2026-11-23T12:00:00.000Z']);
    expect(dueSlots(new Date(utc('2026-11-23T12:00:00Z').getTime() + SLOT_GRACE_MS + 1000))).toEqual([]);
    // Summer: 12:00 BST is 11:00 UTC.
    expect(dueSlots(utc('2026-07-15T11:10:00Z')).map((s) => s.key)).toEqual(['instagram-feed@2026-07-15T11:00:00.000Z']);
    // 19:00 on a Monday: TikTok; 20:00 is an hour later, so the two are never due together.
    expect(dueSlots(utc('2026-11-23T19:05:00Z')).map((s) => s.platform)).toEqual(['tiktok']);
  });

  it('finds the next slot after an instant, across days', () => {
    expect(nextSlot(utc('2026-11-23T20:00:00Z')).key).toBe('x-feed@2026-11-24T08:00:00.000Z');
    expect(nextSlot(utc('2026-11-23T07:59:00Z')).key).toBe('x-feed@2026-11-23T08:00:00.000Z');
  });

  it('counts the posts a week the plan makes', () => {
    expect(planPostsPerWeek()).toEqual({ total: 38, byPlatform: { x: 21, instagram: 14, tiktok: 3 } });
    expect(daysLabel([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe('Daily');
  });
});
