import { CAROUSEL_SLIDES, splitHomeLists, withoutIds } from './home-lists';

const events = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => ({ id: String(from + i) }));
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe('splitHomeLists', () => {
  it('gives the carousel, the Featured grid and Upcoming different events', () => {
    const featured = events(0, 12);
    const upcoming = [...events(0, 12), ...events(100, 110)];
    const { carousel, grid, upcoming: rest } = splitHomeLists(featured, upcoming, 6, 8);
    expect(ids(carousel)).toEqual(ids(events(0, CAROUSEL_SLIDES)));
    expect(ids(grid)).toEqual(ids(events(CAROUSEL_SLIDES, 12)));
    expect(ids(rest)).toEqual(ids(events(100, 108)));
    const all = [...ids(carousel), ...ids(grid), ...ids(rest)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('leaves the grid empty rather than repeating the carousel when few events are featured', () => {
    const { carousel, grid } = splitHomeLists(events(0, 4), [], 6, 8);
    expect(carousel).toHaveLength(4);
    expect(grid).toEqual([]);
  });
});

describe('withoutIds', () => {
  it('drops shown events and repeats', () => {
    expect(ids(withoutIds([{ id: 'a' }, { id: 'b' }, { id: 'b' }, { id: 'c' }], new Set(['a'])))).toEqual(['b', 'c']);
  });
});
