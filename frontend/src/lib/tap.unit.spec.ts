import { isTap, swipeDirection } from './tap';

describe('touch rules', () => {
  it('counts a tap of 30-150 ms moving under 10 px', () => {
    expect(isTap(80, 3, 4)).toBe(true);
    expect(isTap(20, 0, 0)).toBe(false);
    expect(isTap(200, 0, 0)).toBe(false);
    expect(isTap(80, 8, 8)).toBe(false);
  });
  it('detects a swipe of 50 px horizontally under 100 px vertically', () => {
    expect(swipeDirection(-60, 10)).toBe('left');
    expect(swipeDirection(70, 0)).toBe('right');
    expect(swipeDirection(40, 0)).toBeNull();
    expect(swipeDirection(80, 120)).toBeNull();
  });
});
