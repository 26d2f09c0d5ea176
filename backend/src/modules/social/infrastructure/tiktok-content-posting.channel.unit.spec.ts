import { TIKTOK_TITLE_MAX, tiktokTitle } from './tiktok-content-posting.channel';

describe('the title of a TikTok photo post', () => {
  it('is the first line of the text, whole when it fits in 90 characters', () => {
    expect(tiktokTitle('  Glastonbury 2027 tickets\nAll the details on Festival Finder')).toBe('Glastonbury 2027 tickets');
    expect(tiktokTitle('a'.repeat(TIKTOK_TITLE_MAX))).toBe('a'.repeat(90));
  });

  it('is cut to 90 characters with an ellipsis when the first line is longer', () => {
    const title = tiktokTitle(`${'Festival '.repeat(15)}\nmore`);
    expect(title).toHaveLength(90);
    expect(title.endsWith('…')).toBe(true);
    expect(title.startsWith('Festival Festival')).toBe(true);
  });
});
