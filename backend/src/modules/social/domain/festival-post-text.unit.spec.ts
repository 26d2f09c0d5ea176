import { festivalPostText, festivalPostTextWithin, PostableFestival, startsWithinDays } from './festival-post-text';
import { xPostLength } from './x-post-length';

const festival: PostableFestival = {
  id: 'e1',
  title: 'Harbour Folk Weekend',
  startDate: '2027-06-25',
  endDate: '2027-06-27',
  dateRange: '25 – 27 Jun 2027',
  datesConfirmed: true,
  venue: 'The Quay',
  city: 'Whitby',
  price: '£45',
  isFree: false,
};

describe('festival post text', () => {
  it('states title, dates, place, price and the public link, nothing else', () => {
    expect(festivalPostText(festival, 'https://ff.example/events/e1')).toBe(
      'Harbour Folk Weekend\nDates: 25 – 27 Jun 2027\nWhere: The Quay, Whitby\nPrice: £45\nDetails: https://ff.example/events/e1',
    );
  });

  it('writes the price as the site does: a bare amount gets its £, a placeholder is TBC', () => {
    expect(festivalPostText({ ...festival, price: '25' }, 'u')).toContain('Price: £25');
    expect(festivalPostText({ ...festival, price: 'from £8' }, 'u')).toContain('Price: From £8');
    expect(festivalPostText({ ...festival, price: 'tba' }, 'u')).toContain('Price: Price TBC');
  });

  it('says estimated dates are expected and an unknown price is TBC', () => {
    const text = festivalPostText({ ...festival, datesConfirmed: false, price: null }, 'u');
    expect(text).toContain('Dates: Expected late June 2027 — dates to be confirmed');
    expect(text).toContain('Price: Price TBC');
    expect(text).not.toContain('25 – 27');
  });

  it('writes Free for free events, repeats no place and leads last-minute posts', () => {
    const text = festivalPostText({ ...festival, isFree: true, price: null, venue: 'Whitby' }, 'u', 'last-minute');
    expect(text.split('\n')[0]).toBe('Last-minute plans? Harbour Folk Weekend is coming up soon.');
    expect(text).toContain('Where: Whitby\n');
    expect(text).toContain('Price: Free');
  });

  it('counts a festival as last-minute only when it starts within the days given', () => {
    expect(startsWithinDays(festival, '2027-06-20', 7)).toBe(true);
    expect(startsWithinDays(festival, '2027-06-10', 7)).toBe(false);
    expect(startsWithinDays(festival, '2027-06-26', 7)).toBe(false);
  });

  it('keeps X posts within 280 characters: the full text when it fits, else title, dates and link, the title cut last', () => {
    const url = 'https://ff.example/events/e1';
    expect(festivalPostTextWithin(festival, url, 280, xPostLength)).toBe(festivalPostText(festival, url));
    const long = { ...festival, venue: 'V'.repeat(250), title: 'Harbour Folk Weekend' };
    expect(festivalPostTextWithin(long, url, 280, xPostLength)).toBe(`Harbour Folk Weekend\nDates: 25 – 27 Jun 2027\nDetails: ${url}`);
    const huge = { ...long, title: 'T'.repeat(400) };
    const text = festivalPostTextWithin(huge, url, 280, xPostLength);
    expect(xPostLength(text)).toBeLessThanOrEqual(280);
    expect(text).toMatch(/^T+…\nDates: 25 – 27 Jun 2027\nDetails: https:\/\/ff\.example\/events\/e1$/);
  });
});
