import { renderFirstScreen } from './first-screen';
import { HOME_HERO } from './home-first-screen';

const lead = {
  id: 'e 1',
  title: 'Jazz <script>alert(1)</script> & "Blues"',
  category: 'music',
  categoryName: 'Music',
  description: 'Three "days" of jazz',
  startDate: '2027-06-25',
  endDate: '2027-06-27',
  datesConfirmed: false,
  city: 'Cheltenham',
  price: null,
  imageUrl: null,
  ticketUrl: 'https://tickets.example/?a=1&b=2',
  // The rest of an event as GET /api/events/featured answers it: the renderer checks it with the app's schema.
  dateRange: '25 - 27 Jun 2027',
  location: 'Montpellier Gardens, Cheltenham',
  venue: 'Montpellier Gardens',
  region: 'south-west',
  regionName: 'South West',
  isFree: false,
  featured: true,
  upcoming: true,
  status: 'published',
  tags: [],
  familyFriendly: false,
  outdoor: true,
  accessibility: {},
};
const TITLE = 'Jazz &lt;script>alert(1)&lt;/script> &amp; &quot;Blues&quot;';
const home = (extra: object = {}) =>
  renderFirstScreen({ kind: 'home', featured: [], tiles: [], trending: [], consentPending: false, back: null, ...extra } as never);
/** No script the page would run: the CSP allows none, and no text of the data may start one. */
const NO_SCRIPT = /<script/i;

describe('the first paint of the home page', () => {
  it('draws the hero for both layouts: one real GET form to /search with one labelled box', () => {
    const out = home();
    expect(out).toMatch(/^<div id="ff-shell" class="ff-shell">/);
    expect(out).toContain(
      `<h1 id="ff-shell-title"><span class="ff-shell-dv">${HOME_HERO.heading}</span><span class="ff-shell-mv">${HOME_HERO.mobileHeading}</span></h1>`,
    );
    const forms = out.match(/<form [^>]*>/g) ?? [];
    expect(forms).toEqual(['<form action="/search" method="get" role="search" aria-label="Find festivals" class="ff-hero-form">']);
    // The app's hero frame (features/home/components/hero-frame.tsx): its section, words and tip, no script parts.
    expect(out).toContain('<section aria-labelledby="ff-shell-title" class="ff-hero">');
    expect(out).toContain(`<p class="ff-hero-text">${HOME_HERO.text}</p>`);
    expect(out).toContain(`placeholder="${HOME_HERO.placeholder}"`);
    expect(out).toContain('<strong>Pro tip:</strong>');
    expect(out).not.toContain('role="switch"');
    expect(out).toContain('<label for="ff-shell-q" class="visually-hidden">Search festivals</label>');
    expect(out.match(/<input /g)).toHaveLength(1);
    expect(out).toContain('<input id="ff-shell-q" name="q" type="search"');
    expect(out).not.toMatch(NO_SCRIPT);
    // Without featured events, tiles or trending searches nothing is invented.
    expect(out).not.toContain('ff-slide');
    expect(out).not.toContain('Trending searches');
    expect(out).not.toContain('Categories');
  });

  it("paints the carousel's first slide with the app's parts, escaped, links only", () => {
    const out = home({ featured: [lead] });
    // The app's slide frame (features/home/components/slide-frame.tsx) without the carousel's controls.
    expect(out).toContain('<section aria-label="Featured festivals" class="ff-slide-deck">');
    expect(out).toContain(`<h2>${TITLE}</h2>`);
    expect(out).toContain('Expected late June 2027 — dates to be confirmed · Cheltenham · Price TBC');
    expect(out).toContain('<a href="/event/e%201" class="ff-btn ff-btn-solid">View Details</a>');
    expect(out).toContain(
      '<a href="https://tickets.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer" class="ff-btn ff-slide-tickets">Get Tickets',
    );
    expect(out).toContain(`<img src="/api/events/e%201/cover.svg" alt="${TITLE}" loading="eager"`);
    expect(out).not.toMatch(NO_SCRIPT);
    expect(home({ featured: [{ ...lead, ticketUrl: null }] })).not.toContain('Get Tickets');
    // The same event is the mobile home's first Featured card (the app's card, without its buttons).
    expect(out).toContain(`<p class="ff-mcard-title"><a href="/event/e%201">${TITLE}</a></p>`);
    expect(out).not.toContain('Quick view');
  });

  it("draws the mobile home's category tiles and trending searches as links to the search page", () => {
    const out = home({ tiles: [{ slug: 'food-drink', name: 'Food & Drink' }], trending: ['family weekend', 'folk & roots'] });
    expect(out).toMatch(
      /<a href="\/search\?category=food-drink" style="background:linear-gradient\(135deg,#c2410c,#d97706\);[^"]*" class="ff-mtile"><svg [^>]*data-icon="food-drink"/,
    );
    expect(out).toContain('</svg> Food &amp; Drink</a>');
    expect(out).toContain('<a href="/search?q=family%20weekend" class="ff-mchip">family weekend</a>');
    expect(out).toContain('<a href="/search?q=folk%20%26%20roots" class="ff-mchip">folk &amp; roots</a>');
  });

  it('refuses featured events the app would refuse', () => {
    expect(() => home({ featured: [{ id: 'e1' }] })).toThrow();
  });
});

describe('the consent banner in the first paint', () => {
  it('is drawn only while unanswered, its buttons a form that works without JavaScript', () => {
    const pending = home({ consentPending: true, back: '/event/a?b=1&c="' });
    expect(pending).toContain('<section role="region" aria-labelledby="ff-shell-consent-title" class="ff-consent ff-shell-consent">');
    expect(pending).toContain(
      '<form id="ff-consent-form" method="post" action="/api/consent" hidden><input type="hidden" name="back" value="/event/a?b=1&amp;c=&quot;"/></form>',
    );
    expect(pending.match(/<button type="submit" form="ff-consent-form" name="choice" value="(accept|decline)"/g)).toHaveLength(3);
    expect(pending).toContain('<a href="/privacy" class="ff-consent-link">Privacy Policy</a>');
    expect(pending).not.toContain('noscript');
    expect(home({ back: '/' })).not.toContain('ff-consent');
    expect(home({ consentPending: true, back: null })).toContain('action="/api/consent" hidden></form>');
  });
});

describe('another page', () => {
  it('draws its heading and text, escaped', () => {
    const out = renderFirstScreen({ kind: 'page', heading: 'Rock <script>x</script> & Roll', text: 'Fun "times"', consentPending: false, back: null });
    expect(out).toContain('<div class="ff-shell-hero"><h1>Rock &lt;script>x&lt;/script> &amp; Roll</h1><p>Fun &quot;times&quot;</p></div>');
    expect(out).not.toMatch(NO_SCRIPT);
  });

  it('led by a picture, paints it before the heading, where the app will', () => {
    const out = renderFirstScreen({ kind: 'page', heading: 'Fest', text: 'Fun', image: '/api/events/e1/cover.svg', consentPending: false, back: null });
    expect(out).toContain('<img src="/api/events/e1/cover.svg" alt width="800" height="450" fetchpriority="high" class="ff-shell-picture"/>');
    expect(out.indexOf('ff-shell-picture')).toBeLessThan(out.indexOf('<h1>Fest</h1>'));
  });
});
