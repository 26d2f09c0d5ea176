import { consentAnswered, consentBackPath, eventPictureUrl, HOME_HERO, injectShell } from './page-shell';

const INDEX = '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>';

describe('injectShell', () => {
  it('puts an escaped first paint in front of an empty #root', () => {
    const out = injectShell(INDEX, { kind: 'page', heading: 'Rock <&> Roll', text: 'Fun "times"' });
    expect(out).toContain('<div id="ff-shell" class="ff-shell">');
    expect(out).toContain('<h1>Rock &lt;&amp;&gt; Roll</h1>');
    expect(out).toContain('<p>Fun &quot;times&quot;</p>');
    expect(out).toMatch(/<\/div><div id="root"><\/div><script/);
  });

  it('gives the home page its hero for both layouts: one real GET form to /search with one labelled box', () => {
    const out = injectShell(INDEX, { kind: 'home' });
    expect(out).toContain(`<span class="ff-shell-dv">${HOME_HERO.heading}</span><span class="ff-shell-mv">${HOME_HERO.mobileHeading}</span></h1>`);
    const forms = out.match(/<form [^>]*>/g) ?? [];
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain('action="/search" method="get"');
    expect(out).toContain('<label for="ff-shell-q" class="visually-hidden">Search festivals</label>');
    expect(out.match(/<input /g)).toHaveLength(1);
    expect(out).toMatch(/<input id="ff-shell-q" name="q" type="search"/);
    // No inline script: the CSP allows none.
    expect(out).not.toMatch(/<script(?! type="module" src=)/);
  });

  it("paints the carousel's first slide under the home hero, escaped, with links only", () => {
    const lead = {
      id: 'e 1',
      title: 'Jazz <b>& Blues</b>',
      categoryName: 'Music',
      description: 'Three "days" of jazz',
      when: 'Expected late June 2027 — dates to be confirmed',
      city: 'Cheltenham',
      price: 'Price TBC',
      picture: '/api/events/e%201/cover.svg',
      ticketUrl: 'https://tickets.example/?a=1&b=2',
    };
    const out = injectShell(INDEX, { kind: 'home', featured: [lead] });
    expect(out).toContain('<h2>Jazz &lt;b&gt;&amp; Blues&lt;/b&gt;</h2>');
    expect(out).toContain('<p>Expected late June 2027 — dates to be confirmed · Cheltenham · Price TBC</p>');
    expect(out).toContain('<a class="ff-btn ff-btn-solid" href="/event/e%201">View Details</a>');
    expect(out).toContain('href="https://tickets.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('<img src="/api/events/e%201/cover.svg" alt="Jazz &lt;b&gt;&amp; Blues&lt;/b&gt;"');
    expect(out).not.toMatch(/<script(?! type="module" src=)/);
    // Without a ticket link or a featured event, nothing is invented.
    expect(injectShell(INDEX, { kind: 'home', featured: [{ ...lead, ticketUrl: null }] })).not.toContain('Get Tickets');
    // The same event is the mobile home's first Featured card.
    expect(out).toContain('<p class="ff-mcard-title"><a href="/event/e%201">Jazz &lt;b&gt;&amp; Blues&lt;/b&gt;</a></p>');
    expect(injectShell(INDEX, { kind: 'home' })).not.toContain('ff-shell-slide');
  });

  it("paints the mobile home's category tiles and trending searches as links, and no trending section without any", () => {
    const out = injectShell(INDEX, { kind: 'home', tiles: [{ slug: 'food-drink', name: 'Food & Drink' }], trending: ['family weekend', 'folk & roots'] });
    expect(out).toContain(
      '<a class="ff-shell-tile" href="/search?category=food-drink" style="background:linear-gradient(135deg,#c2410c,#d97706)">Food &amp; Drink</a>',
    );
    expect(out).toContain('<a class="ff-mchip ff-shell-chip" href="/search?q=family%20weekend">family weekend</a>');
    expect(out).toContain('<a class="ff-mchip ff-shell-chip" href="/search?q=folk%20%26%20roots">folk &amp; roots</a>');
    expect(injectShell(INDEX, { kind: 'home' })).not.toContain('ff-shell-tile');
    expect(injectShell(INDEX, { kind: 'home', trending: [] })).not.toContain('Trending searches');
  });

  it('leaves a page without an empty #root untouched', () => {
    expect(injectShell('<body><main>x</main></body>', { kind: 'home' })).toBe('<body><main>x</main></body>');
  });
});

describe('the consent banner in the first paint', () => {
  it('is drawn only while the banner is unanswered, its buttons a form that works without JavaScript', () => {
    const pending = injectShell(INDEX, { kind: 'home', consentPending: true, path: '/event/a?b=1&c="' });
    expect(pending).toContain('<section role="region" aria-labelledby="ff-shell-consent-title" class="ff-consent ff-shell-consent">');
    expect(pending).toContain(
      '<form id="ff-consent-form" method="post" action="/api/consent" hidden><input type="hidden" name="back" value="/event/a?b=1&amp;c=&quot;" /></form>',
    );
    expect(pending.match(/<button type="submit" form="ff-consent-form" name="choice" value="(accept|decline)"/g)).toHaveLength(3);
    expect(pending).not.toContain('noscript');
    expect(injectShell(INDEX, { kind: 'home', consentPending: false })).not.toContain('ff-consent');
  });

  it('sends the visitor back only to a path on this site', () => {
    expect(consentBackPath('/search?q=jazz')).toBe('/search?q=jazz');
    expect(consentBackPath('//evil.example/')).toBeNull();
    expect(consentBackPath('/\\evil.example')).toBeNull();
    expect(consentBackPath('https://evil.example/')).toBeNull();
    expect(consentBackPath('/' + 'a'.repeat(2000))).toBeNull();
    expect(consentBackPath(undefined)).toBeNull();
    expect(injectShell(INDEX, { kind: 'home', consentPending: true, path: '//evil.example' })).toContain('action="/api/consent" hidden></form>');
  });

  it('reads the answered flag from the Cookie header', () => {
    expect(consentAnswered('ff_consent=1')).toBe(true);
    expect(consentAnswered('a=b; ff_consent=1; c=d')).toBe(true);
    expect(consentAnswered('ff_consent=10')).toBe(false);
    expect(consentAnswered('xff_consent=1')).toBe(false);
    expect(consentAnswered(undefined)).toBe(false);
  });
});

describe('a page led by a picture', () => {
  it('draws the picture the app will show, escaped, before the heading', () => {
    const out = injectShell(INDEX, { kind: 'page', heading: 'Fest', text: 'Fun', image: '/api/events/e1/cover.svg' });
    expect(out).toContain('<img class="ff-shell-picture" src="/api/events/e1/cover.svg" alt=""');
    expect(out.indexOf('ff-shell-picture')).toBeLessThan(out.indexOf('<h1>Fest</h1>'));
  });

  it('uses the event’s own picture only when https or local, else its cover', () => {
    expect(eventPictureUrl('e1', 'https://img.example/a.jpg')).toBe('https://img.example/a.jpg');
    expect(eventPictureUrl('e1', '/images/a.jpg')).toBe('/images/a.jpg');
    expect(eventPictureUrl('e 1', 'javascript:alert(1)')).toBe('/api/events/e%201/cover.svg');
    expect(eventPictureUrl('e1', '//evil.example/a.jpg')).toBe('/api/events/e1/cover.svg');
    expect(eventPictureUrl('e1', 'https://img.example/a.jpg" onerror="x')).toBe('/api/events/e1/cover.svg');
    expect(eventPictureUrl('e1', null)).toBe('/api/events/e1/cover.svg');
  });
});
