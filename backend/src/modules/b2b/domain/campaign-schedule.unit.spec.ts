import { campaignSlots } from './campaign-schedule';

describe('campaignSlots', () => {
  it('starts the UK day after today and posts at 09:00, 12:00, 16:00 UK time in turn', () => {
    const slots = campaignSlots('2026-11-22', 7);
    expect(slots.map((s) => s.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(slots.slice(0, 4).map((s) => s.at.toISOString())).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-24T12:00:00.000Z',
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T09:00:00.000Z',
    ]);
  });

  it('follows the clocks going forward (BST is UTC+1) and crosses month ends', () => {
    const slots = campaignSlots('2027-03-26', 7);
    expect(slots[0]!.at.toISOString()).toBe('2027-03-27T09:00:00.000Z'); // GMT
    expect(slots[1]!.at.toISOString()).toBe('2027-03-28T11:00:00.000Z'); // 12:00 BST on the change day
    expect(slots[6]!.day).toBe('2027-04-02');
  });
});
