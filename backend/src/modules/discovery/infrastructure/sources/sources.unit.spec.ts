import { eventsInFeed } from './ics-feed.source';
import { eventsInPage, sameSiteLinks } from './schema-org-events';

describe('schema.org events in a page', () => {
  it('reads JSON-LD in @graph, arrays and nested lists, skips broken blocks and virtual places', () => {
    const html = `<html><head>
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite"},{"@type":"MusicEvent","name":"A Fest","startDate":"2027-06-01","location":{"@type":"Place","name":"Park","address":{"addressLocality":"Leeds"},"geo":{"latitude":"53.8","longitude":"-1.55"}},"offers":[{"price":"20","priceCurrency":"GBP"},{"price":"35","priceCurrency":"GBP"}],"image":{"url":"/a.jpg"}}]}</script>
      <script type="application/ld+json">[{"@type":"FoodEvent","name":"B Fest","startDate":"2027-07-01","location":"York"}]</script>
      <script type="application/ld+json">{"@type":"ItemList","itemListElement":[{"@type":"ListItem","item":{"@type":"Event","name":"C Fest","startDate":"2027-08-01"}}]}</script>
      <script type="application/ld+json">{ not json</script>
    </head><body></body></html>`;
    const events = eventsInPage(html, 'https://example.org/whats-on/');
    expect(events.map((e) => e.title)).toEqual(['A Fest', 'B Fest', 'C Fest']);
    expect(events[0]).toMatchObject({
      city: 'Leeds',
      venue: 'Park',
      latitude: 53.8,
      longitude: -1.55,
      priceMin: 20,
      priceMax: 35,
      imageUrl: 'https://example.org/a.jpg',
    });
    expect(events[1]).toMatchObject({ venue: 'York', categoryHints: ['FoodEvent'] });
  });

  it('reads microdata, keeping a nested place and offer apart from the event', () => {
    const html = `<div itemscope itemtype="http://schema.org/Event"><span itemprop="name">D Fest</span>
      <meta itemprop="startDate" content="2027-09-01T10:00">
      <div itemprop="location" itemscope itemtype="http://schema.org/Place"><span itemprop="name">Hall</span>
        <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="addressLocality">Bath</span></div></div>
      <a itemprop="url" href="/d">more</a></div>`;
    expect(eventsInPage(html, 'https://example.org/')).toEqual([
      expect.objectContaining({ title: 'D Fest', start: '2027-09-01T10:00', venue: 'Hall', city: 'Bath', url: 'https://example.org/d' }),
    ]);
  });

  it('reads h-event microformats: a nested h-card location keeps its own name apart, sub-events are left to their parent', () => {
    const html = `<div class="h-event"><h1 class="p-name">E Fest</h1>
      <time class="dt-start" datetime="2027-10-02">2 Oct</time><abbr class="dt-end" title="2027-10-04">4 Oct</abbr>
      <p class="p-summary">Cider and folk.</p><span class="p-category">folk</span>
      <div class="p-location h-card"><span class="p-name">Orchard</span> <span class="p-locality">Hereford</span>
        <span class="p-geo h-geo"><data class="p-latitude" value="52.05"></data><data class="p-longitude" value="-2.71"></data></span></div>
      <a class="u-url" href="/e">more</a><img class="u-photo" src="/e.jpg" alt="">
      <div class="p-children h-event"><span class="p-name">E Fest late show</span><time class="dt-start" datetime="2027-10-03T22:00">late</time></div>
    </div>
    <div class="h-event"><span class="p-name">F Fest</span><span class="p-location">Town Hall, Ely</span><time class="dt-start">2027-11-05</time></div>
    <div class="h-event"><span class="p-name">No date</span></div>`;
    const events = eventsInPage(html, 'https://example.org/');
    expect(events.map((e) => e.title)).toEqual(['E Fest', 'F Fest']);
    expect(events[0]).toMatchObject({
      start: '2027-10-02',
      end: '2027-10-04',
      description: 'Cider and folk.',
      venue: 'Orchard',
      city: 'Hereford',
      latitude: 52.05,
      longitude: -2.71,
      categoryHints: ['folk'],
      url: 'https://example.org/e',
      imageUrl: 'https://example.org/e.jpg',
    });
    expect(events[1]).toMatchObject({ venue: 'Town Hall, Ely', start: '2027-11-05' });
  });

  it('follows only same-site links', () => {
    const links = sameSiteLinks(
      '<a href="/a#x">a</a><a href="https://other.org/b">b</a><a href="c.pdf">c</a><a href="mailto:x@y">m</a>',
      'https://example.org/list/',
    );
    expect(links).toEqual(['https://example.org/a']);
  });
});

describe('iCalendar feeds', () => {
  it('reads all-day (exclusive end), zoned and repeating events', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART;VALUE=DATE:20270815',
      'DTEND;VALUE=DATE:20270817',
      'SUMMARY:Kites',
      'LOCATION:Bath',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART:20270301T190000Z',
      'DURATION:PT2H',
      'RRULE:FREQ=MONTHLY;COUNT=3',
      'SUMMARY:Jazz Night',
      'LOCATION:York',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:c',
      'DTSTART:20270401T100000',
      'SUMMARY:Gone',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const events = eventsInFeed(ics, 'https://example.org/feed.ics', new Date('2026-11-25T00:00:00Z'));
    expect(events.map((e) => [e.title, e.start.slice(0, 10), e.end?.slice(0, 10), e.sourceKey])).toEqual([
      ['Kites', '2027-08-15', '2027-08-16', 'ics:a#2027-08-15'],
      ['Jazz Night', '2027-03-01', '2027-03-01', 'ics:b#2027-03-01T19:00:00.000Z'],
      ['Jazz Night', '2027-04-01', '2027-04-01', 'ics:b#2027-04-01T19:00:00.000Z'],
      ['Jazz Night', '2027-05-01', '2027-05-01', 'ics:b#2027-05-01T19:00:00.000Z'],
    ]);
  });
});
