import { coverSvg, coverVariant, escapeXml, posterSvg, wrapText } from './cover-art';

const input = {
  id: 'e1',
  title: 'Folk & <Roots>',
  category: 'folk',
  categoryName: 'Folk',
  venue: 'The Green',
  city: 'York',
  dates: '4 – 6 Jun 2027',
  datesConfirmed: true,
};

describe('cover art', () => {
  it('the page cover carries no text a card could crop or repeat, only the category motif', () => {
    const svg = coverSvg({ ...input, title: 'Hyde Park Winter Wonderland', category: 'family' });
    expect(svg).not.toMatch(/<text/);
    expect(svg).toContain('data-motif="family"');
    expect(svg).toContain('<title>Hyde Park Winter Wonderland</title>');
    expect(coverSvg({ ...input, category: 'unheard-of' })).toContain('data-motif="guides"');
  });

  it('the poster escapes every piece of event text', () => {
    const svg = posterSvg({ ...input, venue: '"Barn" & Yard', city: "O'Hare" });
    expect(svg).toContain('Folk &amp; &lt;Roots&gt;');
    expect(svg).toContain('&quot;Barn&quot; &amp; Yard, O&apos;Hare');
    expect(svg).not.toMatch(/<Roots>/);
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('drops control characters XML cannot hold', () => {
    expect(posterSvg({ ...input, title: 'Bell\u0007 Fest' })).toContain('Bell Fest');
    expect(coverSvg({ ...input, title: 'Bell\u0007 Fest' })).toContain('<title>Bell Fest</title>');
  });

  it('is the same for the same event and varies between events', () => {
    expect(coverSvg(input)).toBe(coverSvg(input));
    const variants = new Set(Array.from({ length: 40 }, (_, i) => JSON.stringify(coverVariant(`event-${i}`))));
    expect(variants.size).toBeGreaterThan(30);
    const patterns = new Set(Array.from({ length: 40 }, (_, i) => coverVariant(`event-${i}`).pattern));
    expect(patterns.size).toBe(5);
  });

  it('writes estimated dates in italics on the poster', () => {
    expect(posterSvg({ ...input, dates: 'Expected early June 2027 — dates to be confirmed', datesConfirmed: false })).toMatch(
      /font-style="italic"[^>]*>Expected early June/,
    );
  });

  it('wraps long titles to three lines at most, ending in an ellipsis', () => {
    const lines = wrapText('The Very Long Named Great British Beer and Cider Festival of Everything Wonderful and More', 28, 3);
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.length <= 28)).toBe(true);
    expect(lines[2]).toMatch(/…$/);
    expect(wrapText('Short title', 28, 3)).toEqual(['Short title']);
  });
});
