import { expectWithinLimit, PLATFORM_LIMITS, postLength, PostTooLongError } from './platform-limits';

describe('platform limits (one list for the channels, create-post and the compose screen)', () => {
  it('counts X links as 23 characters and emoji as one, the others as written', () => {
    const link = 'https://example.org/a/very/long/path/that/is/much/longer/than/twenty-three';
    expect(postLength('x', `Go ${link}`)).toBe(3 + 23);
    expect(postLength('facebook', `Go ${link}`)).toBe(3 + link.length);
    expect(postLength('x', '🎪🎪')).toBe(2);
  });

  it('refuses one character over each limit with the platform named, and takes the limit itself', () => {
    for (const { platform, max } of Object.values(PLATFORM_LIMITS)) {
      expect(() => expectWithinLimit(platform, 'a'.repeat(max))).not.toThrow();
      expect(() => expectWithinLimit(platform, 'a'.repeat(max + 1))).toThrow(PostTooLongError);
    }
    expect(() => expectWithinLimit('instagram', 'a'.repeat(2_201))).toThrow(
      'Posts on Instagram are at most 2,200 characters; this one has 2,201. Shorten it first.',
    );
  });
});
