import { contradictsStatedTiming, statedTiming } from './stated-timing';

describe('the timing an event text states', () => {
  it.each([
    ['Ice rinks, a circus and rides in Hyde Park from late November until early January.', 11, 'late'],
    ['A celebration of real ale held every August at Olympia.', 8, null],
    ['Held each August on the Isle of Wight.', 8, null],
    ['The festival takes place in early July in the Cotswolds.', 7, 'early'],
    ['A four-day festival in late-July on the Lowther estate.', 7, 'late'],
    ['Three days of music at the end of July and into August.', 7, 'late'],
    ['Runs from mid-June across the city.', 6, 'mid'],
    ['Opens at the start of September each year.', 9, 'early'],
    ['Held in the middle of October.', 10, 'mid'],
  ])('%s → month %d, %s', (text, month, part) => {
    expect(statedTiming(text)).toEqual(expect.objectContaining({ month, part }));
  });

  it('reads nothing where the text states no start', () => {
    expect(statedTiming("The Lord Mayor's procession through the City.")).toBeNull();
    expect(statedTiming('You may bring a picnic. Open until late September.')).toBeNull();
    expect(statedTiming('Music, food and art for all the family.')).toBeNull();
  });

  it('takes the start, not the end, of a range', () => {
    expect(statedTiming('Open until early January, from late November.')).toEqual(expect.objectContaining({ month: 11, part: 'late' }));
  });

  it('an estimate in early November contradicts "from late November"; late November and a month-only match do not', () => {
    const winter = statedTiming('from late November')!;
    expect(contradictsStatedTiming('2026-11-06', winter)).toBe(true);
    expect(contradictsStatedTiming('2026-12-20', winter)).toBe(true);
    expect(contradictsStatedTiming('2026-11-21', winter)).toBe(false);
    const august = statedTiming('every August')!;
    expect(contradictsStatedTiming('2027-08-27', august)).toBe(false);
    expect(contradictsStatedTiming('2027-07-30', august)).toBe(true);
  });
});
