import { canonicalPath, countedTitle, shareLinks } from './share-links';

describe('share links', () => {
  it('counts a search in its own words, singular, plural and none', () => {
    expect(countedTitle(12, 'folk festivals in Scotland next summer')).toBe('12 folk festivals in Scotland next summer');
    expect(countedTitle(1, 'folk festivals in Scotland next summer')).toBe('1 folk festival in Scotland next summer');
    expect(countedTitle(0, 'folk festivals in Scotland next summer')).toBe('No folk festivals in Scotland next summer');
    expect(countedTitle(3, 'a family festival')).toBe('3 family festivals');
    expect(countedTitle(2, 'Free events')).toBe('2 free events');
    expect(countedTitle(1234, 'Events matching “jazz” in Bristol')).toBe('1,234 events matching “jazz” in Bristol');
    expect(countedTitle(2, 'Folk events in Wales')).toBe('2 Folk events in Wales');
    expect(countedTitle(1, 'jazz in Bristol')).toBe('1 festival for “jazz in Bristol”');
    expect(countedTitle(0, 'jazz')).toBe('No festivals for “jazz”');
  });

  it('keeps the query keys that choose a list, in one order, and drops the page and tracking tags', () => {
    expect(canonicalPath('/search', { utm_source: 'x', mode: 'standard', q: ' jazz ', page: '3', location: 'Bristol' })).toBe(
      '/search?q=jazz&mode=standard&location=Bristol',
    );
    expect(canonicalPath('/', { region: 'scotland', page: '2' })).toBe('/?region=scotland');
    expect(canonicalPath('/events/abc', { utm_source: 'x' })).toBe('/event/abc');
    expect(canonicalPath('/event/abc/', { q: 'x' })).toBe('/event/abc');
    expect(canonicalPath('/search', { q: ['a', 'b'] })).toBe('/search');
  });

  it('percent-encodes the URL and text into every share link', () => {
    const url = 'https://ff.example/search?q=folk&location=Bristol & Bath';
    const links = Object.fromEntries(shareLinks(url, 'Folk & more').map((l) => [l.network, l.href]));
    expect(new URL(links.facebook!).searchParams.get('u')).toBe(url);
    expect(new URL(links.x!).searchParams.get('url')).toBe(url);
    expect(new URL(links.x!).searchParams.get('text')).toBe('Folk & more');
    expect(new URL(links.linkedin!).searchParams.get('url')).toBe(url);
    expect(new URL(links.whatsapp!).searchParams.get('text')).toBe(`Folk & more ${url}`);
    expect(new URL(links.bluesky!).searchParams.get('text')).toBe(`Folk & more ${url}`);
    expect(links.email).toBe(`mailto:?subject=Folk%20%26%20more&body=Folk%20%26%20more%0A%0A${encodeURIComponent(url)}`);
  });
});
