import { namesEvent, readPage } from './page-evidence';

const event = { title: 'Riverside Lantern Folk Festival 2027', startDate: '2027-06-12' };

describe('readPage', () => {
  it('finds a schema.org Event in JSON-LD (in @graph, typed as an array) with matching dates, skipping broken JSON', () => {
    const ld = JSON.stringify({ '@graph': [{ '@type': ['Thing', 'Festival'], name: 'Riverside Lantern Folk', startDate: '2027-06-11T23:00:00Z' }] });
    const page = readPage(
      `<html><head><title>Lantern Arts</title><script type="application/ld+json">{oops</script><script type="application/ld+json">${ld}</script></head><body></body></html>`,
      'https://lanternarts.org.uk/festival',
      event,
    );
    expect(page.structured).toEqual([{ source: 'json-ld', name: 'Riverside Lantern Folk', startDate: '2027-06-11T23:00:00Z' }]);
    expect(page.datesMatch).toBe(true); // a day either side: time zones
    expect(page.namesEvent).toBe(true); // from the structured name
  });

  it('reads microdata and tells dates that do not match', () => {
    const page = readPage(
      `<div itemscope itemtype="http://schema.org/MusicEvent"><span itemprop="name">Riverside Lantern Folk Festival</span><meta itemprop="startDate" content="2026-06-12"></div>`,
      'https://lanternarts.org.uk/',
      event,
    );
    expect(page.structured).toEqual([{ source: 'microdata', name: 'Riverside Lantern Folk Festival', startDate: '2026-06-12' }]);
    expect(page.datesMatch).toBe(false);
  });

  it('counts a ticket link to a known seller or to tickets on the same site, not elsewhere', () => {
    const at = (href: string, label = 'More') => readPage(`<a href="${href}">${label}</a>`, 'https://lanternarts.org.uk/', event).ticketLink;
    expect(at('https://www.seetickets.com/event/lantern')).toBe(true);
    expect(at('/book-now')).toBe(true);
    expect(at('/info', 'Tickets')).toBe(true);
    expect(at('https://tickets.example.com/lantern')).toBe(false);
    expect(at('/about')).toBe(false);
  });

  it('recognises parked pages by host or by two markers', () => {
    expect(readPage('<p>Welcome</p>', 'https://www.sedoparking.com/lanternfolk.co.uk', event).parked).toBe(true);
    expect(readPage('<p>This domain is for sale. Related searches: tickets</p>', 'https://lanternfolk.co.uk/', event).parked).toBe(true);
    expect(readPage('<p>Our festival domain is for sale? No: see related searches below.</p>', 'https://lanternfolk.co.uk/', event).parked).toBe(false);
  });
});

describe('namesEvent', () => {
  it('needs most distinctive words of the title, ignoring years and generic words', () => {
    expect(namesEvent('Lantern folk by the riverside, June', event.title)).toBe(true);
    expect(namesEvent('A folk festival in 2027', event.title)).toBe(false);
    expect(namesEvent('Café Crème', 'Cafe Creme Festival')).toBe(true);
  });
});
